import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { entityByName, LOOKUP_PAGE, type FieldDef } from '@app/shared';
import { useDebounced } from '../components/use-debounced.ts';
import { getRecord, listRecords } from './crud-api.ts';
import type { Row } from './entity-values.ts';
import { CRUD_NS } from './locales.ts';
import { useCrudServices } from './services.tsx';

export interface RefSelectProps {
  /** The referenced entity. */
  entity: string;
  /** The referenced field (default the id). */
  valueField?: string;
  /** Fixed filters of the reference (e.g. a base-data kind). */
  filter?: Record<string, string>;
  /** The label of the current value (the row's `_display`), shown before any search. */
  initialLabel?: string;
  /** Offers 0 as "none (top level)": a tree's parent. */
  topLevel?: boolean;
  /** A value that may not be chosen (a record cannot be its own parent). */
  exclude?: unknown;
  value?: string | number | null;
  onChange?: (value: string | number | undefined) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/** The query parameter a keyword goes to: the display field when searchable, else the first text filter. */
function keywordParam(entity: string): string | undefined {
  const def = entityByName(entity);
  if (!def) return undefined;
  const display = def.fields[def.display];
  if (display?.search === 'like' || display?.search === 'eq') return def.display;
  return Object.entries(def.fields).find(([, f]) => f.search === 'like')?.[0];
}

/** A select of another entity's records, searched on the server 50 at a time. */
export function RefSelect({
  entity,
  valueField = 'id',
  filter,
  initialLabel,
  topLevel,
  exclude,
  value,
  onChange,
  ...rest
}: RefSelectProps) {
  const { t } = useTranslation(CRUD_NS);
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword.trim());
  const def = entityByName(entity);
  const param = keywordParam(entity);
  const rows = useQuery({
    queryKey: ['ref', entity, filter, param, settled],
    queryFn: () =>
      listRecords(`/api/${entity}`, {
        page: 1,
        size: LOOKUP_PAGE,
        ...filter,
        ...(param && settled ? { [param]: settled } : {}),
      }),
    enabled: !!def,
    staleTime: 30_000,
    retry: false,
  });
  const chosen = value !== undefined && value !== null && value !== 0;
  const listed = rows.data?.content.some((row) => row[valueField] === value) ?? false;
  // a chosen record outside the first 50 (a parent, an id without a display) is read for its name
  const one = useQuery({
    queryKey: ['ref-one', entity, value],
    queryFn: () => getRecord(`/api/${entity}`, value),
    enabled: !!def && chosen && !initialLabel && valueField === 'id' && rows.isSuccess && !listed,
    staleTime: 60_000,
    retry: false,
  });
  const chosenLabel =
    initialLabel || (one.data && def ? String(one.data[def.display] ?? '') : '') || String(value);
  const options = useMemo(() => {
    const label = (row: Row) => {
      const shown = String(row[def?.display ?? valueField] ?? '');
      const key = String(row[valueField] ?? '');
      return valueField !== 'id' && key !== shown ? `${shown} (${key})` : shown;
    };
    const list = (rows.data?.content ?? [])
      .filter((row) => row[valueField] !== exclude)
      .map((row) => ({ value: row[valueField] as string | number, label: label(row) }));
    const found = list.some((o) => o.value === value);
    return [
      ...(topLevel ? [{ value: 0, label: t('topLevel') }] : []),
      ...(chosen && !found ? [{ value, label: chosenLabel }] : []),
      ...list,
    ];
  }, [rows.data, def, valueField, exclude, value, topLevel, chosen, chosenLabel, t]);

  return (
    <Select
      {...rest}
      showSearch
      allowClear
      value={value ?? undefined}
      filterOption={false}
      onSearch={setKeyword}
      onBlur={() => setKeyword('')}
      loading={rows.isFetching}
      options={options}
      onChange={(next: string | number | undefined) => {
        setKeyword('');
        onChange?.(next);
      }}
    />
  );
}

/**
 * The select of a reference field: the application's own select where it gives one (a cached code
 * list, say), else the remote select over the referenced entity.
 */
export function RefFieldSelect({
  field,
  picking,
  ...props
}: { field: FieldDef; picking?: boolean } & Omit<RefSelectProps, 'entity' | 'valueField' | 'filter'>) {
  const own = useCrudServices().fieldSelect(field, props);
  if (own) return own;
  const ref = field.ref;
  // a form that picks a record offers only those the server accepts there (`ref.pick`); a search, all
  const filter = picking && ref?.pick ? { ...ref.filter, ...ref.pick } : ref?.filter;
  return <RefSelect entity={ref?.entity ?? ''} valueField={ref?.field} filter={filter} {...props} />;
}
