import { useMemo, useRef, useState } from 'react';
import { App, Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localize, TASK_ORDER_STATUS, taskOrder, transportOrder, type FieldDef } from '@app/shared';
import type { CrudTableApi } from '../../../crud/CrudTable.tsx';
import { EntityDialog } from '../../../crud/EntityDialog.tsx';
import { actionsWidth, EntityTable, type CrudAction } from '../../../crud/EntityTable.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { CrudServicesProvider, useCrudServices, type FieldSelectProps } from '../../../crud/services.tsx';
import { currentLang } from '../../../i18n/index.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { TRANSPORT_NS } from '../locales.ts';
import { ClerkSelect } from './ClerkSelect.tsx';
import { TASK_STATUS_COLORS, TaskOrderDetail } from './TaskOrderDetail.tsx';

/** The status column as a coloured tag. */
function statusTags(columns: ProColumns<Row>[]): ProColumns<Row>[] {
  return columns.map((c) =>
    c.dataIndex === 'status'
      ? {
          ...c,
          render: (_dom, row) => {
            const o = TASK_ORDER_STATUS.find((x) => x.value === row.status);
            return (
              <Tag color={TASK_STATUS_COLORS[String(row.status)]}>
                {o ? localize(o.label, currentLang()) : String(row.status ?? '')}
              </Tag>
            );
          },
        }
      : c,
  );
}

/**
 * Task orders: the generic list (which draws the definition's moves: start, finish, cancel), a detail drawer with the
 * documents and the log, a transport order made from one, and the clerk chosen among the company's staff.
 */
export default function TaskOrderList({ route }: ScreenProps) {
  const { t } = useTranslation(TRANSPORT_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const services = useCrudServices();
  const queries = useQueryClient();
  const [detail, setDetail] = useState<number | null>(null);
  const [transportFor, setTransportFor] = useState<Row | null>(null);
  const table = useRef<CrudTableApi | null>(null);

  // the clerk field offers the company's staff (the generic select would list users, an admin's page)
  const clerkField = taskOrder.fields.clerk_id;
  const scoped = useMemo(
    () => ({
      ...services,
      fieldSelect: (field: FieldDef, props: FieldSelectProps) =>
        field === clerkField ? <ClerkSelect {...props} /> : services.fieldSelect(field, props),
    }),
    [services, clerkField],
  );

  const rowActions = (row: Row, api: CrudTableApi): CrudAction[] => {
    table.current = api;
    return [
      {
        key: 'detail',
        label: t('detail'),
        permission: taskOrder.permissions.view,
        onClick: () => setDetail(Number(row.id)),
      },
    ];
  };
  const width = actionsWidth([
    crud('edit'),
    crud('view'),
    t('detail'),
    // the widest state's moves: start and cancel of a new task order
    ...taskOrder
      .workflow!.moves.filter((m) => m.from.includes('new'))
      .map((m) => localize(m.label, currentLang())),
    crud('delete'),
  ]);

  return (
    <CrudServicesProvider value={scoped}>
      <EntityTable
        def={taskOrder}
        route={route}
        actionsWidth={width}
        rowActions={rowActions}
        mapColumns={statusTags}
      >
        {detail !== null && (
          <TaskOrderDetail
            id={detail}
            onChanged={() => table.current?.reload()}
            onNewTransport={(task) => setTransportFor(task)}
            onClose={() => setDetail(null)}
          />
        )}
        {transportFor && (
          <EntityDialog
            def={transportOrder}
            url={`/api/${transportOrder.name}`}
            mode="new"
            preset={{
              task_order_id: transportFor.id,
              customer_code: transportFor.customer_code,
              container_no: transportFor.container_no ?? undefined,
            }}
            onClose={() => setTransportFor(null)}
            onSaved={(saved) => {
              void queries.invalidateQueries({ queryKey: ['task-order-documents', transportFor.id] });
              setTransportFor(null);
              void app.message.success(`${crud('success')} ${String(saved.order_no ?? '')}`);
              table.current?.reload();
            }}
            onStale={() => setTransportFor(null)}
          />
        )}
      </EntityTable>
    </CrudServicesProvider>
  );
}
