import { useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { BusinessTime } from '../../../components/BusinessTime.tsx';
import { fetchInboxFailures, type InboxFailure } from '../api.ts';
import { HEALTH_NS } from '../locales.ts';
import { formatSize } from '../model/health-model.ts';
import { FullText, LongText } from './LongText.tsx';

/**
 * 回执收件箱: the receipt files the inbox watcher could not process and set aside (failed/ of each folder
 * channel), newest first, each with the reason written beside it.
 */
export function InboxCard({ active }: { active: boolean }) {
  const { t } = useTranslation(HEALTH_NS);
  const [{ page, size }, setPage] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const query = useQuery({
    queryKey: ['health', 'inbox', page, size],
    queryFn: () => fetchInboxFailures({ page, size }),
    enabled: active,
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const refresh = () => void query.refetch();

  const columns: ColumnsType<InboxFailure> = [
    {
      title: t('inbox.setAsideAt'),
      dataIndex: 'set_aside_at',
      render: (v: string) => (
        <span className="health-nowrap">
          <BusinessTime value={v} />
        </span>
      ),
    },
    {
      title: t('inbox.channel'),
      dataIndex: 'channel_dir',
      render: (v: string) => <span className="health-mono">{v}</span>,
    },
    {
      title: t('inbox.name'),
      dataIndex: 'name',
      render: (v: string) => <span className="health-mono">{v}</span>,
    },
    {
      title: t('inbox.size'),
      dataIndex: 'size',
      align: 'right',
      render: (v: number) => <span className="health-nowrap">{formatSize(v)}</span>,
    },
    {
      title: t('inbox.reason'),
      dataIndex: 'reason',
      width: 420,
      ellipsis: { showTitle: false },
      render: (v: string) => <LongText text={v} empty={t('inbox.noReason')} />,
    },
  ];

  return (
    <Card
      size="small"
      className="health-card health-inbox"
      title={t('inbox.title')}
      extra={
        <Button size="small" icon={<ReloadOutlined />} loading={query.isFetching} onClick={refresh}>
          {t('refresh')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('inbox.hint')}</Typography.Paragraph>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          className="health-error-alert"
          message={t('inbox.failed')}
          description={errorText(query.error)}
          action={
            <Button size="small" onClick={refresh} loading={query.isFetching}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Table<InboxFailure>
          size="small"
          rowKey={(f) => `${f.channel_dir}/${f.name}`}
          columns={columns}
          dataSource={query.data?.content ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          expandable={{
            rowExpandable: (f) => Boolean(f.reason.trim()),
            expandedRowRender: (f) => <FullText text={f.reason} />,
          }}
          locale={{
            emptyText: query.isSuccess ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbox.empty')} />
            ) : (
              <span />
            ),
          }}
          pagination={{
            current: page,
            pageSize: size,
            total: query.data?.totalElements ?? 0,
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
