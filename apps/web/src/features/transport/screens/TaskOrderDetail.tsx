import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Empty, Select, Space, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  localize,
  TASK_ORDER_STATUS,
  TASK_TYPES,
  taskOrder,
  taskTypeList,
  transportOrder,
} from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { getRecord } from '../../../crud/crud-api.ts';
import { confirmThen } from '../../../crud/confirm.ts';
import type { Row } from '../../../crud/entity-values.ts';
import { allowedOnly, usePermissionCodes } from '../../../crud/permission.ts';
import { useRowMoves } from '../../../crud/row-moves.tsx';
import { RefSelect } from '../../../crud/RefSelect.tsx';
import { currentLang } from '../../../i18n/index.ts';
import { ActionTimeline } from '../../bonded/screens/ActionTimeline.tsx';
import {
  linkTaskDocument,
  taskDocuments,
  taskLog,
  unlinkTaskDocument,
  type LinkableType,
  type TaskDocument,
} from '../api.ts';
import { TRANSPORT_NS } from '../locales.ts';

/** Where a linked document's number is chosen from. */
const LINK_ENTITIES: Record<LinkableType, string> = {
  declaration: 'declarations',
  'inventory-list': 'inventory-lists',
  passport: 'passports',
};
export const TASK_STATUS_COLORS: Record<string, string> = {
  new: 'blue',
  in_progress: 'orange',
  done: 'green',
  cancelled: 'default',
};
const OPEN = new Set(['new', 'in_progress']);

export interface TaskOrderDetailProps {
  id: number;
  onChanged: () => void;
  onNewTransport: (task: Row) => void;
  onClose: () => void;
}

/**
 * A task order in a drawer: its fields, its steps, its documents (declarations with its number, linked
 * lists, passports and declarations, its transport orders) with link and unlink, and its log.
 */
export function TaskOrderDetail({ id, onChanged, onNewTransport, onClose }: TaskOrderDetailProps) {
  const { t } = useTranslation(TRANSPORT_NS);
  const app = App.useApp();
  const lang = currentLang();
  const codes = usePermissionCodes();
  const queries = useQueryClient();
  const [linkType, setLinkType] = useState<LinkableType>('inventory-list');
  const [linkId, setLinkId] = useState<number | undefined>();
  const [showLog, setShowLog] = useState(false);
  const task = useQuery({
    queryKey: ['task-order', id],
    queryFn: () => getRecord('/api/task-orders', id),
    retry: false,
  });
  const docs = useQuery({
    queryKey: ['task-order-documents', id],
    queryFn: () => taskDocuments(id),
    retry: false,
  });
  const row = task.data;
  const no = String(row?.task_no ?? id);
  const status = String(row?.status ?? '');
  const open = OPEN.has(status);
  const canEdit = codes.has(taskOrder.permissions.edit);

  const refresh = () => {
    void queries.invalidateQueries({ queryKey: ['task-order', id] });
    void queries.invalidateQueries({ queryKey: ['task-order-documents', id] });
    void queries.invalidateQueries({ queryKey: ['task-order-log', id] });
    onChanged();
  };
  // the moves the definition allows from the task's state (start, finish, cancel)
  const { rowMoves } = useRowMoves(taskOrder, { onDone: refresh });
  const link = async () => {
    if (!linkId) {
      void app.message.warning(t('linkDocRequired'));
      return;
    }
    try {
      await linkTaskDocument(id, linkType, linkId);
      setLinkId(undefined);
      refresh();
    } catch (error) {
      void app.message.error(errorText(error));
    }
  };
  const unlink = (doc: TaskDocument) =>
    confirmThen(
      app,
      t('unlinkAsk', { no: doc.doc_no ?? doc.doc_id }),
      () => unlinkTaskDocument(id, doc.doc_type as LinkableType, doc.doc_id),
      { after: refresh },
    );

  const option = (list: typeof TASK_ORDER_STATUS, value: string) => {
    const o = list.find((x) => x.value === value);
    return o ? localize(o.label, lang) : value;
  };
  const display = (row?._display ?? {}) as Record<string, string | null>;
  const field = (name: string) => localize(taskOrder.fields[name]!.label, lang);

  return (
    <Drawer
      open
      width={720}
      title={t('detailTitle', { no })}
      onClose={onClose}
      className="task-order-detail"
      extra={
        <Space>
          {row &&
            allowedOnly(rowMoves(row), codes).map((move) => (
              <Button key={move.key} danger={move.danger} onClick={move.onClick} data-step={move.key}>
                {move.label}
              </Button>
            ))}
          {open && row && codes.has(transportOrder.permissions.add) && (
            <Button type="primary" onClick={() => onNewTransport(row)}>
              {t('newTransport')}
            </Button>
          )}
          <Button onClick={() => setShowLog(true)}>{t('log')}</Button>
        </Space>
      }
    >
      {task.isError && <Typography.Text type="danger">{errorText(task.error)}</Typography.Text>}
      {row && (
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label={field('task_no')}>{no}</Descriptions.Item>
          <Descriptions.Item label={field('status')}>
            <Tag color={TASK_STATUS_COLORS[status]}>{option(TASK_ORDER_STATUS, status)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={field('customer_code')}>
            {String(row.customer_code ?? '')} {String(row.customer_name ?? '')}
          </Descriptions.Item>
          <Descriptions.Item label={field('task_types')}>
            {taskTypeList(String(row.task_types ?? ''))
              .map((v) => option(TASK_TYPES, v))
              .join('、')}
          </Descriptions.Item>
          <Descriptions.Item label={field('clerk_id')}>{display.clerk_id ?? ''}</Descriptions.Item>
          <Descriptions.Item label={field('due_date')}>{String(row.due_date ?? '')}</Descriptions.Item>
          <Descriptions.Item label={field('container_no')}>
            {String(row.container_no ?? '')}
          </Descriptions.Item>
          <Descriptions.Item label={field('order_no')}>{String(row.order_no ?? '')}</Descriptions.Item>
          <Descriptions.Item label={field('appointment_id')}>
            {display.appointment_id ?? ''}
          </Descriptions.Item>
          <Descriptions.Item label={field('note')}>{String(row.note ?? '')}</Descriptions.Item>
        </Descriptions>
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('documents')}
      </Typography.Title>
      {canEdit && open && (
        <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
          <Select
            style={{ width: 140 }}
            value={linkType}
            onChange={(v: LinkableType) => {
              setLinkType(v);
              setLinkId(undefined);
            }}
            options={(Object.keys(LINK_ENTITIES) as LinkableType[]).map((k) => ({
              value: k,
              label: t(`docKind.${k}`),
            }))}
          />
          <RefSelect
            key={linkType}
            entity={LINK_ENTITIES[linkType]}
            value={linkId ?? null}
            placeholder={t('linkDoc')}
            onChange={(v) => setLinkId(v === undefined ? undefined : Number(v))}
          />
          <Button type="primary" onClick={() => void link()}>
            {t('link')}
          </Button>
        </Space.Compact>
      )}
      <Table<TaskDocument>
        size="small"
        rowKey={(d) => `${d.doc_type}:${d.doc_id}`}
        loading={docs.isFetching}
        dataSource={docs.data?.content ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('noDocuments')} /> }}
        columns={[
          { title: t('docType'), dataIndex: 'doc_type', render: (v: string) => t(`docKind.${v}`) },
          { title: t('docNo'), dataIndex: 'doc_no', render: (v: string | null, d) => v ?? `#${d.doc_id}` },
          { title: t('docStatus'), dataIndex: 'status_name' },
          {
            title: '',
            dataIndex: 'linked_by',
            render: (v: string, d) => (
              <Space>
                <Typography.Text type="secondary">{t(`linkedBy.${v}`)}</Typography.Text>
                {v === 'link' && canEdit && open && (
                  <Button type="link" size="small" danger onClick={() => unlink(d)}>
                    {t('unlink')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {showLog && (
        <ActionTimeline
          title={t('logTitle', { no })}
          queryKey={['task-order-log', id]}
          load={() => taskLog(id)}
          actionLabel={(action) => t(`action.${action}`, { defaultValue: action })}
          emptyText={t('logEmpty')}
          failedText={t('failed')}
          onClose={() => setShowLog(false)}
        />
      )}
    </Drawer>
  );
}
