import { errorText } from '../../../api/error-text.ts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Badge, Popover, Spin, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { subscribeLive } from '../../../live/live-channel.ts';
import { useAppRoutes } from '../../../menu/use-routes.ts';
import { MESSAGES_NS } from '../locales.ts';
import type { InboxMessage, MessageKind } from '../api.ts';
import { useMessages } from '../model/messages-store.ts';
import { askNotificationPermission, showNotice } from './notify.ts';
import { useOpenedOnce } from '../../../components/use-opened-once.ts';
import { inHeader } from '../../../components/popup-container.ts';

// the lists of the popover and the message dialog load when first opened, not with every page
const MessageInbox = lazy(() => import('./MessageInbox.tsx').then((m) => ({ default: m.MessageInbox })));
const MessageView = lazy(() => import('./MessageView.tsx').then((m) => ({ default: m.MessageView })));

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

/** The header bell: unread badge; a popover with announcements and private messages in two tabs. */
export function MessageBell() {
  const { t } = useTranslation(MESSAGES_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const routes = useAppRoutes();
  useLiveMessages();
  const unread = useMessages((s) => s.unread);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<MessageKind>('private');
  const [viewing, setViewing] = useState<InboxMessage | null>(null);
  const viewed = useOpenedOnce(!!viewing);

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

  const content = (
    <div style={{ width: 360 }} data-testid="message-popover">
      <Suspense fallback={<Spin />}>
        <MessageInbox
          tab={tab}
          onTab={(kind) => {
            setTab(kind);
            void load(kind);
          }}
          onOpen={openMessage}
          onMarkAll={markAll}
          onViewAll={
            routes.byPath.has(MESSAGE_CENTRE_PATH)
              ? () => {
                  setOpen(false);
                  navigate(MESSAGE_CENTRE_PATH);
                }
              : undefined
          }
        />
      </Suspense>
    </div>
  );

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        getPopupContainer={inHeader}
        open={open}
        onOpenChange={onOpenChange}
        content={content}
        destroyOnHidden
      >
        <Tooltip title={t('bell')} getPopupContainer={inHeader}>
          <button type="button" className="icon-button" aria-label={t('bellCount', { count: unread })}>
            <Badge count={unread} size="small" showZero={false} className="message-badge">
              <BellOutlined />
            </Badge>
          </button>
        </Tooltip>
      </Popover>
      {viewed && (
        <Suspense fallback={null}>
          <MessageView message={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </>
  );
}
