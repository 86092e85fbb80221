import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Empty, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { BusinessTime } from '../../../components/BusinessTime.tsx';
import { correctPage, writePage, type PageState } from '../../../crud/list-query.ts';
import { fetchJobs, type Job } from '../api.ts';
import { HEALTH_NS } from '../locales.ts';
import {
  JOB_STATUSES,
  jobParams,
  readJobQuery,
  writeJobFilter,
  type JobFilter,
} from '../model/health-model.ts';
import { FullText, LongText } from './LongText.tsx';

const STATUS_COLOR: Record<string, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

/**
 * 后台任务: the jobs, newest first, filtered by status and a day (`since`) read from the address — the
 * administrator's home figures link here with `?status=failed&since=…` — with page and size in the
 * address too; the error of a job cut on one line, whole in a tooltip and in the opened row.
 */
export function JobsCard({ active }: { active: boolean }) {
  const { t } = useTranslation(HEALTH_NS);
  const [search, setSearch] = useSearchParams();
  // a page kept alive in a hidden tab must not read another page's address
  const fromAddress = readJobQuery(search);
  const kept = useRef(fromAddress);
  if (active) kept.current = fromAddress;
  const { status, since, page, size } = kept.current;
  const params = useMemo(() => jobParams({ status, since, page, size }), [status, since, page, size]);

  const query = useQuery({
    queryKey: ['health', 'jobs', params],
    queryFn: () => fetchJobs({ status, since, page, size }),
    enabled: active,
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const filtered = Boolean(status || since);

  const setFilter = (filter: JobFilter) =>
    setSearch((prev) => writeJobFilter(prev, filter, size), { replace: true });
  const setPage = (next: PageState) => setSearch((prev) => writePage(prev, next), { replace: true });

  // a page beyond the last one (jobs finished since the link was made) corrects itself
  const { data, isPlaceholderData } = query;
  useEffect(() => {
    if (!active || !data || isPlaceholderData) return;
    const fixed = correctPage(page, size, data.totalElements);
    if (fixed !== page) setSearch((prev) => writePage(prev, { page: fixed, size }), { replace: true });
  }, [active, data, isPlaceholderData, page, size, setSearch]);

  const refresh = () => void query.refetch();
  const time = (value: string | null) => (
    <span className="health-nowrap">
      <BusinessTime value={value} />
    </span>
  );
  const columns: ColumnsType<Job> = [
    { title: t('jobs.id'), dataIndex: 'id', width: 80 },
    {
      title: t('jobs.type'),
      dataIndex: 'type',
      render: (v: string) => <span className="health-mono">{v}</span>,
    },
    {
      title: t('jobs.status'),
      dataIndex: 'status',
      render: (v: string) => (
        <Tag color={STATUS_COLOR[v] ?? 'default'}>{t(`jobs.statusName.${v}`, { defaultValue: v })}</Tag>
      ),
    },
    {
      title: t('jobs.attempts'),
      dataIndex: 'attempts',
      align: 'right',
      render: (_v, job) => <span className="health-nowrap">{`${job.attempts} / ${job.max_attempts}`}</span>,
    },
    {
      title: t('jobs.error'),
      dataIndex: 'last_error',
      width: 360,
      ellipsis: { showTitle: false },
      render: (v: string | null) => <LongText text={v} />,
    },
    { title: t('jobs.created'), dataIndex: 'create_time', render: time },
    { title: t('jobs.started'), dataIndex: 'start_time', render: time },
    { title: t('jobs.finished'), dataIndex: 'finish_time', render: time },
  ];

  return (
    <Card
      size="small"
      className="health-card health-jobs"
      title={t('jobs.title')}
      extra={
        <Button size="small" icon={<ReloadOutlined />} loading={query.isFetching} onClick={refresh}>
          {t('refresh')}
        </Button>
      }
    >
      <Space wrap className="health-filters">
        <Select<string>
          aria-label={t('jobs.status')}
          className="health-status"
          style={{ width: 160 }}
          allowClear
          placeholder={t('jobs.allStatuses')}
          value={status}
          onChange={(value) => setFilter({ status: JOB_STATUSES.find((s) => s === value), since })}
          options={JOB_STATUSES.map((s) => ({ value: s, label: t(`jobs.statusName.${s}`) }))}
        />
        <Tooltip title={t('jobs.sinceHint')}>
          <DatePicker
            aria-label={t('jobs.since')}
            className="health-since"
            placeholder={t('jobs.since')}
            value={since ? dayjs(since) : null}
            onChange={(day) => setFilter({ status, since: day ? day.format('YYYY-MM-DD') : undefined })}
          />
        </Tooltip>
        {filtered && <Button onClick={() => setFilter({})}>{t('jobs.clear')}</Button>}
      </Space>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          className="health-error-alert"
          message={t('jobs.failed')}
          description={errorText(query.error)}
          action={
            <Button size="small" onClick={refresh} loading={query.isFetching}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Table<Job>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={data?.content ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          expandable={{
            rowExpandable: (job) => Boolean(job.last_error?.trim()),
            expandedRowRender: (job) => <FullText text={job.last_error ?? ''} />,
          }}
          locale={{
            emptyText: query.isSuccess ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={filtered ? t('jobs.emptyFiltered') : t('jobs.empty')}
              />
            ) : (
              <span />
            ),
          }}
          pagination={{
            current: page,
            pageSize: size,
            total: data?.totalElements ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (n) => t('total', { n }),
            onChange: (p, s) => setPage({ page: s === size ? p : 1, size: s }),
          }}
        />
      )}
    </Card>
  );
}
