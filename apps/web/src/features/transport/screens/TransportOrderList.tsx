import { useRef } from 'react';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { transportOrder } from '@app/shared';
import type { CrudTableApi } from '../../../crud/CrudTable.tsx';
import { actionsWidth, EntityTable, type CrudAction } from '../../../crud/EntityTable.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { TRANSPORT_NS } from '../locales.ts';
import { TransportStatusTag, useTransportSteps } from './transport-steps.tsx';

/** The status column as a coloured tag. */
function statusTags(columns: ProColumns<Row>[]): ProColumns<Row>[] {
  return columns.map((c) =>
    c.dataIndex === 'status'
      ? { ...c, render: (_dom, row) => <TransportStatusTag status={row.status} /> }
      : c,
  );
}

/**
 * Transport orders: the generic list (new by hand, edit while planned or dispatched) with the
 * dispatcher's steps, the proof of delivery and the log on each row.
 */
export function TransportOrderList({ route }: ScreenProps) {
  const { t } = useTranslation(TRANSPORT_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const table = useRef<CrudTableApi | null>(null);
  const steps = useTransportSteps(() => table.current?.reload());
  const rowActions = (row: Row, api: CrudTableApi): CrudAction[] => {
    table.current = api;
    return steps.tools(row);
  };
  const width = actionsWidth([
    crud('edit'),
    crud('view'),
    t('dispatch'),
    t('cancel'),
    t('pod'),
    t('log'),
    crud('delete'),
  ]);
  return (
    <EntityTable
      def={transportOrder}
      route={route}
      actionsWidth={width}
      rowActions={rowActions}
      moveDialogs={steps.moveDialogs}
      mapColumns={statusTags}
    >
      {steps.dialogs}
    </EntityTable>
  );
}
