import { Badge, Button, Empty, List, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../components/RelativeTime.tsx';
import { MESSAGES_NS } from '../locales.ts';
import type { InboxMessage, MessageKind } from '../api.ts';
import { useMessages } from '../model/messages-store.ts';

/**
 * The header bell's popover: private messages and announcements in two tabs, mark all read, view all
 * (its own module: it loads when the popover first opens).
 */
export function MessageInbox({
  tab,
  onTab,
  onOpen,
  onMarkAll,
  onViewAll,
}: {
  tab: MessageKind;
  onTab(kind: MessageKind): void;
  onOpen(m: InboxMessage): void;
  onMarkAll(): void;
  /** Opens the message centre; absent without its page. */
  onViewAll?: () => void;
}) {
  const { t } = useTranslation(MESSAGES_NS);
  const counts = useMessages((s) => s.counts);
  const tabLabel = (kind: MessageKind) => (
    <Badge count={counts[kind]} size="small" offset={[8, -2]}>
      {t(kind)}
    </Badge>
  );
  return (
    <>
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => onTab(key as MessageKind)}
        items={(['private', 'announcement'] as const).map((kind) => ({
          key: kind,
          label: tabLabel(kind),
          children: <MessageItems kind={kind} onOpen={onOpen} />,
        }))}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
        <Button size="small" type="link" onClick={onMarkAll} disabled={!counts[tab]}>
          {t('markAllRead')}
        </Button>
        {onViewAll && (
          <Button size="small" type="link" onClick={onViewAll}>
            {t('viewAll')}
          </Button>
        )}
      </div>
    </>
  );
}

function MessageItems({ kind, onOpen }: { kind: MessageKind; onOpen(m: InboxMessage): void }) {
  const { t } = useTranslation(MESSAGES_NS);
  const list = useMessages((s) => s[kind]);
  return (
    <Spin spinning={list.loading}>
      <List
        size="small"
        className="message-list"
        dataSource={list.items}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
        renderItem={(m) => (
          <List.Item
            key={m.msg_id}
            className={m.read ? 'message-item' : 'message-item message-unread'}
            style={{ cursor: 'pointer' }}
            onClick={() => onOpen(m)}
          >
            <List.Item.Meta
              title={
                <Badge dot={!m.read} offset={[6, 0]}>
                  <Typography.Text strong={!m.read}>{m.title}</Typography.Text>
                </Badge>
              }
              description={
                <>
                  <Typography.Paragraph type="secondary" ellipsis={{ rows: 1 }} style={{ margin: 0 }}>
                    {m.body}
                  </Typography.Paragraph>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <RelativeTime value={m.create_time} />
                    {m.sender_name ? ` · ${m.sender_name}` : ''}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
    </Spin>
  );
}
