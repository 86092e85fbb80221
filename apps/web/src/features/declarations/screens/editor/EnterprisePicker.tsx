import { useMemo, useState } from 'react';
import { Select, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENTERPRISE_SOURCES, type EnterpriseSource, type LookupRecord } from '@app/shared';
import { CRUD_NS } from '../../../../crud/locales.ts';
import { useDebounced } from '../../../../components/use-debounced.ts';
import { fetchLookup } from '../../../lookup/api.ts';
import { DECL_NS } from '../../locales/index.ts';

/** What picking an enterprise fills: the party's three cells together. */
export interface PickedEnterprise {
  scc: string;
  code: string;
  name: string;
}

const SOURCE_TEXT: Record<EnterpriseSource, string> = {
  customer: 'party.sourceCustomer',
  partner: 'party.sourcePartner',
  company: 'party.sourceCompany',
};
const SOURCE_COLOR: Record<EnterpriseSource, string> = {
  customer: 'blue',
  partner: 'green',
  company: 'default',
};

/** The party's cells from a library record: the credit code, the customs code and the name. */
export function enterpriseOf(record: LookupRecord): PickedEnterprise {
  return {
    scc: String(record.scc || record.code || ''),
    code: String(record.cus_code ?? ''),
    name: String(record.cn_name ?? ''),
  };
}

/**
 * 从企业库选择: searches the enterprise library on the server (`/api/base-data/list-enter`: the
 * caller's customers, the companies its declarations and agent relations deal with, the groups' own
 * companies) by name, customs code or credit code, showing each with its codes and where it comes
 * from; a pick hands the three values over together.
 */
export function EnterprisePicker({
  label,
  onPick,
}: {
  /** The party's label (境内收货人, 申报单位, …). */
  label: string;
  onPick: (picked: PickedEnterprise) => void;
}) {
  const { t } = useTranslation(DECL_NS);
  const { t: tc } = useTranslation(CRUD_NS);
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword.trim());
  const found = useQuery({
    queryKey: ['lookup', 'enter', settled],
    queryFn: () => fetchLookup('enter', settled || ' '),
    staleTime: 30_000,
    retry: false,
  });
  const records = useMemo(() => found.data ?? [], [found.data]);
  const options = records.map((r, i) => {
    const e = enterpriseOf(r);
    const source = ENTERPRISE_SOURCES.find((s) => s === r.source);
    return {
      value: String(i),
      label: (
        <div className="decl-enterprise-option">
          <div>
            {e.name}
            {source && (
              <Tag color={SOURCE_COLOR[source]} className="decl-enterprise-source">
                {t(SOURCE_TEXT[source])}
              </Tag>
            )}
          </div>
          <div className="text-secondary">
            {t('party.code')} {e.code || '—'} · {t('party.scc')} {e.scc || '—'}
          </div>
        </div>
      ),
    };
  });

  return (
    <Select
      aria-label={`${label}${t('party.pick')}`}
      placeholder={t('party.pick')}
      className="decl-party-pick"
      popupMatchSelectWidth={420}
      showSearch
      value={null}
      filterOption={false}
      searchValue={keyword}
      onSearch={setKeyword}
      onBlur={() => setKeyword('')}
      loading={found.isFetching}
      notFoundContent={found.isError ? tc('lookup.failed') : undefined}
      options={options}
      onChange={(v: string) => {
        const record = records[Number(v)];
        setKeyword('');
        if (record) onPick(enterpriseOf(record));
      }}
    />
  );
}
