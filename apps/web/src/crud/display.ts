import type { TFunction } from 'i18next';
import { displayTime, localize, trimZeros, type FieldDef, type Lang } from '@app/shared';
import type { Row } from './entity-values.ts';

/**
 * A date-time as text in the default display format (platform-shell §9) on the business clock (the
 * shared displayTime); '' for nothing. On screen, components/BusinessTime.tsx shows it with its zone.
 */
export function formatDateTime(value: unknown): string {
  return displayTime(value);
}

/** An int that is 0 or 1 (status, is_enable, is_show): shown and chosen as two named values. */
export function isFlag(field: FieldDef): boolean {
  return field.kind === 'int' && field.min === 0 && field.max === 1;
}

/** The two values of a flag: enabled/disabled for a status, else yes/no. */
export function flagOptions(name: string, t: TFunction): { value: number; label: string }[] {
  const status = /status|enable/.test(name);
  return [
    { value: 1, label: t(status ? 'enabled' : 'yes') },
    { value: 0, label: t(status ? 'disabled' : 'no') },
  ];
}

/** The text a table cell shows for a field: enum labels in the language, reference names, yes/no, dates. */
export function displayValue(field: FieldDef, name: string, row: Row, lang: Lang, t: TFunction): string {
  const value = row[name];
  if (value === null || value === undefined || value === '') return '';
  if (isFlag(field))
    return flagOptions(name, t).find((o) => o.value === Number(value))?.label ?? String(value);
  switch (field.kind) {
    case 'enum': {
      const option = field.options?.find((o) => o.value === String(value));
      return option ? localize(option.label, lang) : String(value);
    }
    case 'ref': {
      const shown = (row._display as Record<string, unknown> | undefined)?.[name];
      return shown === undefined || shown === null || shown === '' ? String(value) : String(shown);
    }
    case 'bool':
      return t(value === true || value === 'true' || value === 1 ? 'yes' : 'no');
    case 'datetime':
      return formatDateTime(value);
    case 'decimal':
      return field.trimZeros ? trimZeros(String(value)) : String(value);
    case 'json':
      return JSON.stringify(value);
    default:
      if (field.choices)
        return String(value)
          .split(',')
          .filter(Boolean)
          .map((v) => {
            const option = field.choices!.find((o) => o.value === v);
            return option ? localize(option.label, lang) : v;
          })
          .join('、');
      return String(value);
  }
}
