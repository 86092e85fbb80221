import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { LOOKUP_PAGE } from '@app/shared';
import { listRecords } from '../../../../crud/crud-api.ts';
import type { Row } from '../../../../crud/entity-values.ts';
import { useDebounced } from '../../../../components/use-debounced.ts';

/** The HS code record a pick fills the line from. */
export interface HsCode {
  hs_code: string;
  hs_name?: string;
  first_uom?: string;
  second_uom?: string;
}

/**
 * The HS code of a goods line, searched in the HS code table (`/api/hs-codes`) by code (digits) or
 * by name; picking one hands its record over so the line takes the name and the legal units.
 */
export function HsCodeSelect({
  id,
  label,
  value,
  invalid,
  placeholder,
  onPick,
}: {
  id?: string;
  label: string;
  value: string | undefined;
  invalid?: boolean;
  placeholder?: string;
  onPick: (code: string | undefined, record: HsCode | undefined) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword.trim());
  const byCode = /^\d+$/.test(settled);
  const rows = useQuery({
    queryKey: ['hs-codes', settled],
    queryFn: () =>
      listRecords('/api/hs-codes', {
        page: 1,
        size: LOOKUP_PAGE,
        is_enable: '1',
        ...(settled ? { [byCode ? 'hs_code' : 'hs_name']: settled } : {}),
      }),
    enabled: settled.length > 0,
    staleTime: 60_000,
    retry: false,
  });
  const records = useMemo(() => (rows.data?.content ?? []) as (Row & HsCode)[], [rows.data]);
  const options = useMemo(() => {
    const list = records.map((r) => ({ value: r.hs_code, label: `${r.hs_code} ${r.hs_name ?? ''}` }));
    return value && !list.some((o) => o.value === value) ? [{ value, label: value }, ...list] : list;
  }, [records, value]);

  return (
    <Select
      id={id}
      aria-label={label}
      showSearch
      allowClear
      style={{ width: '100%' }}
      placeholder={placeholder}
      status={invalid ? 'error' : undefined}
      value={value || undefined}
      filterOption={false}
      searchValue={keyword}
      onSearch={setKeyword}
      onBlur={() => setKeyword('')}
      loading={rows.isFetching}
      notFoundContent={rows.isError ? rows.error.message : undefined}
      options={options}
      popupMatchSelectWidth={360}
      onChange={(code: string | undefined) => {
        setKeyword('');
        onPick(
          code,
          records.find((r) => r.hs_code === code),
        );
      }}
    />
  );
}
