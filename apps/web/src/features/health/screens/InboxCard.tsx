import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '../../../components/BusinessTime.tsx';
import { fetchInboxFailures, type InboxFailure } from '../api.ts';
import { HEALTH_NS } from '../locales.ts';
import { formatSize } from '../model/health-model.ts';
import { FullText, LongText } from './LongText.tsx';
import { PagedListCard } from './PagedListCard.tsx';

/**
 * 回执收件箱: the receipt files the inbox watcher could not process and set aside (failed/ of each folder
 * channel), newest first, each with the reason written beside it.
 */
export function InboxCard({ active }: { active: boolean }) {
  const { t } = useTranslation(HEALTH_NS);
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
    <PagedListCard<InboxFailure>
      className="health-inbox"
      name="inbox"
      title={t('inbox.title')}
      hint={t('inbox.hint')}
      failedText={t('inbox.failed')}
      emptyText={t('inbox.empty')}
      active={active}
      fetch={fetchInboxFailures}
      columns={columns}
      rowKey={(f) => `${f.channel_dir}/${f.name}`}
      expandable={{
        rowExpandable: (f) => Boolean(f.reason.trim()),
        expandedRowRender: (f) => <FullText text={f.reason} />,
      }}
    />
  );
}
