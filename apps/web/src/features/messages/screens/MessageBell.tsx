import { errorText } from '../../../api/error-text.ts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Badge, Button, Empty, List, Popover, Spin, Tabs, Tooltip, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { subscribeLive } from '../../../live/live-channel.ts';
import { useAppRoutes } from '../../../menu/use-routes.ts';
import { formatDateTime } from '../../../crud/display.ts';
import { MESSAGES_NS } from '../locales.ts';
import type { InboxMessage, MessageKind } from '../api.ts';
import { useMessages } from '../model/messages-store.ts';
import { askNotificationPermission, showNotice } from './notify.ts';
import { MessageView } from './MessageView.tsx';

export const MESSAGE_CENTRE_PATH = '/message/index';

/**
 * Listens to the live channel for the whole session: a new message shows a notification for 3 s
 * (desktop when permitted, in-page otherwise) and the unread count follows the server's pushes.
 */
function useLiveMessages() {
  const { notification } = App.useApp();
  const { t } = useTranslation(MESSAGES_NS);
  useEffect(() => {
    const store = useMessages.getState();
    void store.refreshUnread().catch(() => undefined);
    const offNew = subscribeLive('new_msg', (data) => {
      useMessages.getState().received(data);
      showNotice({ title: data.title, body: data.body }, ({ title, body, durationSeconds }) =>
        notification.info({
          message: title || t('newMessage'),
          description: body,
          duration: durationSeconds,
          className: 'message-notice',
          placement: 'topRight',
        }),
      );
      void useMessages
        .getState()
        .refreshUnread()
        .catch(() => undefined);
    });
    const offUnread = subscribeLive('unread', (data) => useMessages.getState().setUnread(data.unread));
    return () => {
      offNew();
      offUnread();
      useMessages.getState().reset();
    };
  }, [notification, t]);
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
                    {formatDateTime(m.create_time)}
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

/** The header bell: unread badge; a popover with announcements and private messages in two tabs. */
export function MessageBell() {
  const { t } = useTranslation(MESSAGES_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const routes = useAppRoutes();
  useLiveMessages();
  const unread = useMessages((s) => s.unread);
  const counts = useMessages((s) => s.counts);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<MessageKind>('private');
  const [viewing, setViewing] = useState<InboxMessage | null>(null);

  const load = (kind: MessageKind) =>
    useMessages
      .getState()
      .load(kind, 1)
      .catch((e: unknown) => message.error(t('loadFailed', { reason: errorText(e) })));

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    askNotificationPermission();
    void load(tab);
  };

  const openMessage = (m: InboxMessage) => {
    setViewing(m);
    if (!m.read)
      void useMessages
        .getState()
        .markRead(m.kind, [m.msg_id])
        .catch(() => undefined);
  };

  const markAll = () =>
    void useMessages
      .getState()
      .markAllRead(tab)
      .catch((e: unknown) => message.error(errorText(e)));

  const tabLabel = (kind: MessageKind) => (
    <Badge count={counts[kind]} size="small" offset={[8, -2]}>
      {t(kind)}
    </Badge>
  );

  const content = (
    <div style={{ width: 360 }} data-testid="message-popover">
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => {
          setTab(key as MessageKind);
          void load(key as MessageKind);
        }}
        items={(['private', 'announcement'] as const).map((kind) => ({
          key: kind,
          label: tabLabel(kind),
          children: <MessageItems kind={kind} onOpen={openMessage} />,
        }))}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
        <Button size="small" type="link" onClick={markAll} disabled={!counts[tab]}>
          {t('markAllRead')}
        </Button>
        {routes.byPath.has(MESSAGE_CENTRE_PATH) && (
          <Button
            size="small"
            type="link"
            onClick={() => {
              setOpen(false);
              navigate(MESSAGE_CENTRE_PATH);
            }}
          >
            {t('viewAll')}
          </Button>
        )}
      </div>
    </div>
  );

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={onOpenChange}
        content={content}
        destroyOnHidden
      >
        <Tooltip title={t('bell')}>
          <button type="button" className="icon-button" aria-label={t('bellCount', { count: unread })}>
            <Badge count={unread} size="small" showZero={false} className="message-badge">
              <BellOutlined />
            </Badge>
          </button>
        </Tooltip>
      </Popover>
      <MessageView message={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
