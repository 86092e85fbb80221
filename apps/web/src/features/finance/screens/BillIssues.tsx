import { useState } from 'react';
import { Alert, Empty, Table, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BILL_SOURCES, FINANCE_BUSINESS_TYPES, localize, type Lang } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { BusinessTime } from '../../../components/BusinessTime.tsx';
import { currentLang } from '../../../i18n/index.ts';
import { chargeIssues, type ChargeIssue } from '../api.ts';
import { FINANCE_NS } from '../locales.ts';
import { monthText } from '../model/finance-model.ts';

/** The missing piece of an issue in words: "缺少 2026年11月 USD 汇率", "客户 C0001 没有有效的报关合同". */
export function issueText(issue: ChargeIssue, t: TFunction, lang: Lang): string {
  if (issue.message) return issue.message;
  const d = issue.detail ?? {};
  if (issue.reason === 'no_rate')
    return t('issue.no_rate', {
      currency: String(d.currency ?? ''),
      month: monthText(d.year, d.month, lang),
    });
  if (issue.reason === 'no_contract') {
    const type = FINANCE_BUSINESS_TYPES.find((o) => o.value === d.business_type);
    return t('issue.no_contract', {
      party: String(d.customer_code ?? d.carrier_name ?? d.carrier_id ?? ''),
      business: type ? localize(type.label, lang) : String(d.business_type ?? ''),
    });
  }
  if (issue.reason === 'no_party') return t('issue.no_party');
  return issue.reason;
}

/** 未计费原因: the events that raised nothing, newest first, each with what is missing. */
export function BillIssues() {
  const { t } = useTranslation(FINANCE_NS);
  const lang = currentLang();
  const [page, setPage] = useState({ page: 1, size: 20 });
  const query = useQuery({
    queryKey: ['bill-issues', page],
    queryFn: () => chargeIssues(page),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const source = (v: string) => {
    const o = BILL_SOURCES.find((x) => x.value === v);
    return o ? localize(o.label, lang) : v;
  };
  return (
    <div className="app-page finance-issues">
      <Alert type="info" showIcon message={t('issue.hint')} style={{ marginBottom: 12 }} />
      {query.isError && <Alert type="error" showIcon message={errorText(query.error)} />}
      <Table<ChargeIssue>
        size="small"
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data?.content ?? []}
        locale={{ emptyText: <Empty description={t('issue.none')} /> }}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: query.data?.totalElements ?? 0,
          showSizeChanger: true,
          onChange: (p, s) => setPage({ page: s !== page.size ? 1 : p, size: s }),
        }}
        columns={[
          { title: t('issue.source'), dataIndex: 'source_type', render: (v: string) => source(v) },
          {
            title: t('issue.sourceNo'),
            dataIndex: 'source_no',
            render: (v: string | null, r) => v ?? `#${r.source_id}`,
          },
          { title: t('issue.eventDate'), dataIndex: 'event_date' },
          {
            title: t('issue.missing'),
            key: 'missing',
            render: (_v, r) => (
              <span className="finance-issue-text">
                <Tag color={r.reason === 'no_rate' ? 'orange' : 'red'}>
                  {t(`issue.kind.${r.reason}`, { defaultValue: r.reason })}
                </Tag>
                {issueText(r, t, lang)}
              </span>
            ),
          },
          {
            title: t('issue.time'),
            dataIndex: 'update_time',
            render: (v: string | null) => <BusinessTime value={v} />,
          },
        ]}
      />
    </div>
  );
}
