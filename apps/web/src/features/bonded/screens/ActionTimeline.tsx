import { Alert, Drawer, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { DocumentLog } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { RelativeTime } from '../../../components/RelativeTime.tsx';

export interface ActionTimelineProps {
  title: string;
  /** The cache key of this record's log. */
  queryKey: readonly unknown[];
  load: () => Promise<DocumentLog>;
  /** The name of an action in the interface language. */
  actionLabel: (action: string) => string;
  emptyText: string;
  failedText: string;
  onClose: () => void;
}

/**
 * The log of one record (passport, manifest) in a drawer, oldest first: each action of ours and each
 * receipt of customs', with its code, time, user and message; a failed one is red.
 */
export function ActionTimeline({
  title,
  queryKey,
  load,
  actionLabel,
  emptyText,
  failedText,
  onClose,
}: ActionTimelineProps) {
  const query = useQuery({ queryKey, queryFn: load, retry: false });
  const entries = query.data?.content ?? [];
  return (
    <Drawer open width={520} title={title} onClose={onClose} className="action-timeline">
      {query.isLoading && <Spin />}
      {query.isError && <Alert type="error" showIcon message={errorText(query.error)} />}
      {query.isSuccess && !entries.length && <Empty description={emptyText} />}
      {entries.length > 0 && (
        <Timeline
          items={entries.map((e, i) => ({
            key: `${e.at}-${i}`,
            color: e.result === 'failed' ? 'red' : e.action === 'receipt' ? 'blue' : 'green',
            children: (
              <div className="action-timeline-entry" data-action={e.action} data-result={e.result}>
                <div>
                  <Typography.Text strong>{actionLabel(e.action)}</Typography.Text>{' '}
                  {[e.message_type, e.code].filter(Boolean).join(' ')}{' '}
                  {e.result === 'failed' && <Tag color="red">{failedText}</Tag>}
                </div>
                <Typography.Text type="secondary">
                  <RelativeTime value={e.at} />
                  {e.user_name ? ` · ${e.user_name}` : ''}
                </Typography.Text>
                {e.message && <Typography.Paragraph>{e.message}</Typography.Paragraph>}
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
