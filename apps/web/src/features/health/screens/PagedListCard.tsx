import { useState, type ReactNode } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Table, Typography } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { HEALTH_NS } from '../locales.ts';

export interface PagedListCardProps<T> {
  /** The card's class, after `health-card`. */
  className: string;
  /** The query key's name under `health`. */
  name: string;
  title: ReactNode;
  hint: ReactNode;
  failedText: string;
  emptyText: string;
  active: boolean;
  fetch: (page: { page: number; size: number }) => Promise<{ content: T[]; totalElements: number }>;
  columns: ColumnsType<T>;
  rowKey: (row: T) => string;
  expandable?: TableProps<T>['expandable'];
}

/**
 * A card of 系统运行 holding one paged list read from the server: a refresh button, a hint, the table
 * with its pages (page and size kept in the card), a failed read as an alert with a retry, and an empty
 * list said as such. Nothing is asked while the page is in a hidden tab (`active`).
 */
export function PagedListCard<T extends object>(props: PagedListCardProps<T>) {
  const { t } = useTranslation(HEALTH_NS);
  const [{ page, size }, setPage] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const query = useQuery({
    queryKey: ['health', props.name, page, size],
    queryFn: () => props.fetch({ page, size }),
    enabled: props.active,
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const refresh = () => void query.refetch();
  return (
    <Card
      size="small"
      className={`health-card ${props.className}`}
      title={props.title}
      extra={
        <Button size="small" icon={<ReloadOutlined />} loading={query.isFetching} onClick={refresh}>
          {t('refresh')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{props.hint}</Typography.Paragraph>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          className="health-error-alert"
          message={props.failedText}
          description={errorText(query.error)}
          action={
            <Button size="small" onClick={refresh} loading={query.isFetching}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Table<T>
          size="small"
          rowKey={props.rowKey}
          columns={props.columns}
          dataSource={query.data?.content ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          expandable={props.expandable}
          locale={{
            emptyText: query.isSuccess ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText} />
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
