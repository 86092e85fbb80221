import { errorText } from '../../../api/error-text.ts';
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Empty, Progress, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../components/RelativeTime.tsx';
import {
  deleteDownload,
  DOWNLOAD_PAGE_SIZE,
  listDownloads,
  saveTaskFile,
  type DownloadTask,
} from '../api.ts';
import { DOWNLOADS_NS } from '../locales.ts';
import { useDownloads } from '../model/downloads-store.ts';
import { isDone, mergeLive, statusTone } from '../model/status.ts';
import { DOWNLOADS_KEY, refreshCount } from './use-download-live.ts';

/** The status: red with the note as tooltip when failed, green when complete. */
export function TaskStatus({ task }: { task: DownloadTask }) {
  const tone = statusTone(task);
  if (tone === 'failed') {
    return (
      <Tooltip title={task.note || undefined}>
        <Typography.Text type="danger" className="download-status download-status-failed">
          {task.sta_name}
        </Typography.Text>
      </Tooltip>
    );
  }
  return (
    <Typography.Text
      type={tone === 'complete' ? 'success' : undefined}
      className={`download-status download-status-${tone}`}
    >
      {task.sta_name}
    </Typography.Text>
  );
}

/**
 * The download tasks of the signed-in user (business-domain §3, §7, §8): pages of 10, status and
 * progress kept current by the live channel, download of finished files, delete with confirmation.
 */
export function DownloadPanel({ active = true }: { active?: boolean }) {
  const { t } = useTranslation(DOWNLOADS_NS);
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...DOWNLOADS_KEY, page],
    queryFn: () => listDownloads(page, DOWNLOAD_PAGE_SIZE),
    enabled: active,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const total = query.isError ? 0 : (query.data?.total ?? 0);
  // the rows as listed, with what the live channel said of them since
  const live = useDownloads((s) => s.live);
  const rows = useMemo(
    () => (query.isError ? [] : (query.data?.data ?? [])).map((task) => mergeLive(task, live[task.id])),
    [query.isError, query.data, live],
  );

  // §8: any non-zero code on download calls shows the server message as an error toast
  useEffect(() => {
    if (query.error) void message.error(errorText(query.error));
  }, [query.error, query.errorUpdatedAt, message]);

  // a page beyond the last one (after deletes) goes back to the last
  useEffect(() => {
    const last = Math.max(1, Math.ceil(total / DOWNLOAD_PAGE_SIZE));
    if (query.data && !query.isPlaceholderData && page > last) setPage(last);
  }, [query.data, query.isPlaceholderData, total, page]);

  const reload = () => {
    void client.invalidateQueries({ queryKey: DOWNLOADS_KEY });
    void refreshCount((text) => void message.error(text));
  };

  const remove = (task: DownloadTask) =>
    modal.confirm({
      title: t('confirmTitle'),
      content: t('confirmDelete'),
      okText: t('confirm'),
      cancelText: t('cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteDownload(task.id);
          void message.success(t('deleted'));
          reload();
        } catch (error) {
          void message.error(errorText(error));
        }
      },
      onCancel: () => {
        void message.info(t('deleteCancelled'));
      },
    });

  const save = (task: DownloadTask) =>
    saveTaskFile(task.down_url, task.file_name).catch((error: unknown) => {
      void message.error(t('downloadFailed', { reason: errorText(error) }));
    });

  const columns: ColumnsType<DownloadTask> = [
    { title: t('fileName'), dataIndex: 'file_name', ellipsis: { showTitle: true } },
    {
      title: t('status'),
      dataIndex: 'sta_name',
      width: 96,
      render: (_v, task) => <TaskStatus task={task} />,
    },
    {
      title: t('progress'),
      dataIndex: 'process',
      width: 150,
      render: (_v, task) => {
        const tone = statusTone(task);
        return (
          <Progress
            percent={Math.max(0, Math.min(100, Number(task.process) || 0))}
            size="small"
            status={tone === 'failed' ? 'exception' : tone === 'complete' ? 'success' : 'active'}
            aria-label={`${t('progress')} ${task.file_name}`}
          />
        );
      },
    },
    {
      title: t('createTime'),
      dataIndex: 'create_time',
      width: 160,
      render: (_v, task) => <RelativeTime value={task.create_time} />,
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 112,
      render: (_v, task) => (
        <Space size={0}>
          {isDone(task) && task.down_url && (
            <Button type="link" size="small" onClick={() => void save(task)}>
              {t('download')}
            </Button>
          )}
          <Button type="link" size="small" danger onClick={() => remove(task)}>
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="download-panel">
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <Tooltip title={t('refresh')}>
          <Button icon={<ReloadOutlined />} aria-label={t('refresh')} onClick={reload} />
        </Tooltip>
      </div>
      <Table<DownloadTask>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching && !query.data}
        // the file name takes what the fixed columns leave (the drawer shows every column); narrower, it scrolls
        tableLayout="fixed"
        scroll={{ x: 680 }}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={{
          current: page,
          pageSize: DOWNLOAD_PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => t('total', { total: n }),
          onChange: setPage,
        }}
      />
    </div>
  );
}
