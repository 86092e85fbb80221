import type { ReactElement } from 'react';
import type { FieldDef } from '@app/shared';
import type { FieldSelectProps } from '../../../crud/services.tsx';
import { lookupOfKind } from '../model/lookup-lists.ts';
import { LookupSelect } from './LookupSelect.tsx';

/**
 * The generic list's select for a field that references a base-data kind kept as a cached lookup list
 * (countries, ports, currencies, ...): filtered in the browser, by code or name. Null for any other field.
 */
export function lookupFieldSelect(field: FieldDef, props: FieldSelectProps): ReactElement | null {
  const ref = field.ref;
  const lookup = ref?.entity === 'base-data' ? lookupOfKind(ref.filter?.type) : undefined;
  if (!lookup || (ref?.field !== 'cus_code' && ref?.field !== 'code')) return null;
  return (
    <LookupSelect
      name={lookup}
      valueKey={ref.field}
      value={props.value === null || props.value === undefined ? undefined : String(props.value)}
      onChange={(v) => props.onChange?.(Array.isArray(v) ? v[0] : v)}
      disabled={props.disabled}
      placeholder={props.placeholder}
      id={props.id}
    />
  );
}
