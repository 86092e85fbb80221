import { errorText } from '../../../api/error-text.ts';
import { useEffect, useState } from 'react';
import { App, Button, Card, Segmented, Space, Table, Tabs, Tag, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PERM } from '@app/shared';
import { usePermission } from '../../../crud/permission.ts';
import { RelativeTime } from '../../../components/RelativeTime.tsx';
import type { ScreenProps } from '../../../menu/registry.ts';
import { MESSAGES_NS } from '../locales.ts';
import { messagesApi, type InboxMessage, type MessageKind } from '../api.ts';
import { useMessages } from '../model/messages-store.ts';
import { MessageView } from './MessageView.tsx';
import { SendMessageDialog } from './SendMessageDialog.tsx';

type Filter = 'all' | 'unread';

/** The message centre: private messages and announcements, read/unread filter, pages, the full text. */
export default function MessageCenter({ route }: ScreenProps) {
  const { t } = useTranslation(MESSAGES_NS);
  const { message } = App.useApp();
  const canSend = usePermission(PERM.messageSend);
  const queryClient = useQueryClient();
  const counts = useMessages((s) => s.counts);
  const unreadTotal = useMessages((s) => s.unread);
  const [kind, setKind] = useState<MessageKind>('private');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [viewing, setViewing] = useState<InboxMessage | null>(null);
  const [sending, setSending] = useState(false);

  const query = useQuery({
    queryKey: ['messages', kind, filter, page, size],
    queryFn: () => messagesApi.list({ kind, unread: filter === 'unread', page, size }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['messages'] });

  // a push (new message, another tab reading) changes the unread total: the list follows
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['messages'] });
  }, [unreadTotal, queryClient]);

  useEffect(() => {
    if (query.error) message.error(query.error.message);
  }, [query.error, message]);

  const open = (m: InboxMessage) => {
    setViewing(m);
    if (!m.read) {
      void messagesApi
        .markRead({ ids: [m.msg_id] })
        .then(() => useMessages.getState().refreshUnread())
        .then(refresh)
        .catch((e: unknown) => message.error(errorText(e)));
    }
  };

  const markAll = () =>
    void useMessages
      .getState()
      .markAllRead(kind)
      .then(refresh)
      .catch((e: unknown) => message.error(errorText(e)));

  const table = (
    <Table<InboxMessage>
      rowKey="msg_id"
      size="small"
      loading={query.isFetching}
      dataSource={query.data?.content ?? []}
      rowClassName={(m) => (m.read ? 'message-row' : 'message-row message-unread')}
      onRow={(m) => ({ onDoubleClick: () => open(m) })}
      pagination={{
        current: page,
        pageSize: size,
        total: query.data?.totalElements ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 30, 40, 50, 100],
        showTotal: (total) => t('total', { total }),
        onChange: (p, s) => {
          setPage(s !== size ? 1 : p);
          setSize(s);
        },
      }}
      columns={[
        {
          title: t('status'),
          dataIndex: 'read',
          width: 90,
          render: (read: boolean) => (read ? <Tag>{t('read')}</Tag> : <Tag color="red">{t('unread')}</Tag>),
        },
        {
          title: t('title'),
          dataIndex: 'title',
          render: (title: string, m) => (
            <Typography.Link strong={!m.read} onClick={() => open(m)}>
              {title}
            </Typography.Link>
          ),
        },
        { title: t('sender'), dataIndex: 'sender_name', width: 160 },
        {
          title: t('time'),
          dataIndex: 'create_time',
          width: 180,
          render: (v: string) => <RelativeTime value={v} />,
        },
        {
          title: '',
          key: 'view',
          width: 80,
          render: (_v, m) => (
            <Button size="small" type="link" onClick={() => open(m)}>
              {t('view')}
            </Button>
          ),
        },
      ]}
    />
  );

  return (
    <Card
      title={route.title || t('center')}
      size="small"
      extra={
        canSend && (
          <Button type="primary" icon={<SendOutlined />} onClick={() => setSending(true)}>
            {t('send')}
          </Button>
        )
      }
    >
      <Tabs
        activeKey={kind}
        onChange={(key) => {
          setKind(key as MessageKind);
          setPage(1);
        }}
        tabBarExtraContent={
          <Space>
            <Segmented<Filter>
              value={filter}
              onChange={(v) => {
                setFilter(v);
                setPage(1);
              }}
              options={[
                { value: 'all', label: t('all') },
                { value: 'unread', label: t('unread') },
              ]}
            />
            <Button onClick={markAll} disabled={!counts[kind]}>
              {t('markAllRead')}
            </Button>
          </Space>
        }
        items={(['private', 'announcement'] as const).map((k) => ({
          key: k,
          label: counts[k] ? `${t(k)} (${counts[k]})` : t(k),
          children: k === kind ? table : null,
        }))}
      />
      <MessageView message={viewing} onClose={() => setViewing(null)} />
      {sending && <SendMessageDialog onClose={() => setSending(false)} onSent={refresh} />}
    </Card>
  );
}
