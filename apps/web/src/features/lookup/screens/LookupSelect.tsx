import { useMemo, useState, type CSSProperties } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { filterLookup, LOOKUP_PAGE, type LookupRecord } from '@app/shared';
import { CRUD_NS } from '../../../crud/locales.ts';
import { useDebounced } from '../../../components/use-debounced.ts';
import { fetchLookup, loadLookup } from '../api.ts';
import { isCachedLookup, type LookupName } from '../model/lookup-lists.ts';

export interface LookupSelectProps {
  name: LookupName;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | undefined, records?: LookupRecord | LookupRecord[]) => void;
  /** Which field of a record is the value (default the customs code). */
  valueKey?: 'cus_code' | 'code';
  mode?: 'multiple';
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  style?: CSSProperties;
  className?: string;
  'aria-label'?: string;
}

/** A value that settles `ms` after it stops changing. */
const optionLabel = (r: LookupRecord) => `${r.cus_code} ${r.cn_name}`;

/**
 * A select over a lookup list (platform-shell §7.4, §9): cached lists are filtered in the browser by
 * code, Chinese name or custom code; customers and enterprises are asked of the server. It shows
 * 50 options at a time, plus the chosen ones.
 */
export function LookupSelect({
  name,
  value,
  onChange,
  valueKey = 'cus_code',
  mode,
  ...rest
}: LookupSelectProps) {
  const { t } = useTranslation(CRUD_NS);
  const [keyword, setKeyword] = useState('');
  const cached = isCachedLookup(name);
  const remoteKeyword = useDebounced(keyword);
  const list = useQuery({
    queryKey: cached ? ['lookup', name] : ['lookup', name, remoteKeyword],
    queryFn: () => (isCachedLookup(name) ? loadLookup(name) : fetchLookup(name, remoteKeyword || ' ')),
    staleTime: cached ? Infinity : 30_000,
    retry: false,
  });
  const records = useMemo(() => list.data ?? [], [list.data]);
  const matching = useMemo(
    () => (cached ? filterLookup(records, keyword) : records),
    [cached, records, keyword],
  );
  const chosen = useMemo(() => (Array.isArray(value) ? value : value ? [value] : []), [value]);
  const options = useMemo(() => {
    const shown = matching.slice(0, LOOKUP_PAGE);
    const keys = new Set(shown.map((r) => String(r[valueKey] ?? '')));
    // chosen values stay selectable (and labelled) even when the filter hides them
    const extra = chosen
      .filter((v) => !keys.has(v))
      .map(
        (v) =>
          records.find((r) => r[valueKey] === v) ?? ({ cus_code: v, cn_name: '', code: v } as LookupRecord),
      );
    return [...extra, ...shown].map((r) => ({
      value: String(r[valueKey] ?? ''),
      label: optionLabel(r),
      record: r,
    }));
  }, [matching, records, chosen, valueKey]);

  return (
    <Select
      {...rest}
      mode={mode}
      showSearch
      allowClear
      value={value ?? undefined}
      filterOption={false}
      searchValue={keyword}
      onSearch={setKeyword}
      onBlur={() => setKeyword('')}
      loading={list.isFetching}
      options={options}
      notFoundContent={list.isError ? t('lookup.failed') : undefined}
      onChange={(next: string | string[] | undefined, option) => {
        setKeyword('');
        const pick = (o: unknown) => (o as { record?: LookupRecord } | undefined)?.record;
        onChange?.(
          next,
          Array.isArray(option) ? option.map(pick).filter((r) => r !== undefined) : pick(option),
        );
      }}
      popupRender={(menu) => (
        <>
          {menu}
          {matching.length > LOOKUP_PAGE && (
            <span className="lookup-more text-secondary">{t('lookup.more', { count: LOOKUP_PAGE })}</span>
          )}
        </>
      )}
    />
  );
}
