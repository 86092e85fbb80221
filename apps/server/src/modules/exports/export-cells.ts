import { displayTime, localize, t, type Lang } from '@app/shared';
import type { ExportColumn } from './export-query.ts';

type Row = Record<string, unknown> & { _display?: Record<string, unknown> };

/**
 * The cell of one field: codes with their names, enum and yes/no labels in the caller's language, times
 * as text on the business clock (BUSINESS_TIME_ZONE), as the screens show them.
 */
export function cellValue(column: ExportColumn, row: Row, lang: Lang): string | number | null {
  const value = row[column.name];
  if (value === null || value === undefined) return null;
  const { field } = column;
  switch (field.kind) {
    case 'int':
      return typeof value === 'number' ? value : Number(value);
    case 'decimal': {
      const n = Number(value);
      return Number.isFinite(n) ? n : String(value);
    }
    case 'bool':
      return t(value === true || value === 't' ? 'common.yes' : 'common.no', lang);
    // an instant on the business clock, as every screen shows it (a date alone stays the day it is)
    case 'datetime':
      return displayTime(value);
    case 'enum': {
      const option = field.options?.find((o) => o.value === String(value));
      return option ? localize(option.label, lang) : String(value);
    }
    case 'ref': {
      const name = row._display?.[column.name];
      if (name === null || name === undefined || name === '') return String(value);
      // referenced by a code: "USD 美元"; by id: the name alone
      return field.ref?.field && String(name) !== String(value)
        ? `${String(value)} ${String(name)}`
        : String(name);
    }
    default:
      return String(value);
  }
}

/** A column width from its title (wide characters count double), between 10 and 40. */
export function columnWidth(header: string): number {
  const width = [...header].reduce((w, ch) => w + (ch.charCodeAt(0) > 255 ? 2 : 1), 0);
  return Math.min(40, Math.max(12, width + 4));
}
