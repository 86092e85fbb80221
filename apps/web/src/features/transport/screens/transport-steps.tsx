import { useState, type ReactNode } from 'react';
import { Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { localize, TRANSPORT_ORDER_STATUS, transportOrder } from '@app/shared';
import { usePermissionCodes } from '../../../crud/permission.ts';
import type { CrudAction } from '../../../crud/crud-types.ts';
import { useRowMoves } from '../../../crud/row-moves.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { currentLang } from '../../../i18n/index.ts';
import { AttachmentPanel } from '../../attachments/AttachmentPanel.tsx';
import { ActionTimeline } from '../../bonded/screens/ActionTimeline.tsx';
import { transportLog } from '../api.ts';
import { TRANSPORT_NS } from '../locales.ts';
import { DispatchDialog } from './DispatchDialog.tsx';

export const TRANSPORT_STATUS_COLORS: Record<string, string> = {
  planned: 'blue',
  dispatched: 'purple',
  in_transit: 'orange',
  delivered: 'green',
  cancelled: 'default',
};

/** A transport order's status as a coloured tag. */
export function TransportStatusTag({ status }: { status: unknown }) {
  const o = TRANSPORT_ORDER_STATUS.find((x) => x.value === status);
  return (
    <Tag color={TRANSPORT_STATUS_COLORS[String(status)]}>
      {o ? localize(o.label, currentLang()) : String(status ?? '')}
    </Tag>
  );
}

/** The proof of delivery is uploaded while the order is dispatched or on the road. */
const POD_EDITABLE = new Set(['dispatched', 'in_transit']);

/**
 * The dispatcher's tools on a transport order, for the list and the board alike: the definition's moves
 * (dispatch in its dialog, start, deliver and cancel asked; `moves` on the board, drawn by the generic list
 * on the list), the proof of delivery and the log (drawers). `dialogs` is rendered once by the screen.
 */
export function useTransportSteps(onDone: () => void): {
  /** The moves the order's state allows, then the tools (the board's card). */
  actions: (row: Row) => CrudAction[];
  /** The proof of delivery and the log only (the list draws the moves itself). */
  tools: (row: Row) => CrudAction[];
  /** The dispatch dialog, for the list's move of that name. */
  moveDialogs: Record<string, (row: Row) => void>;
  dialogs: ReactNode;
} {
  const { t } = useTranslation(TRANSPORT_NS);
  const [dispatching, setDispatching] = useState<Row | null>(null);
  const [log, setLog] = useState<Row | null>(null);
  const [pod, setPod] = useState<Row | null>(null);
  const perms = transportOrder.permissions;
  const codes = usePermissionCodes();
  const no = (row: Row) => String(row.order_no ?? row.id);
  const moveDialogs = { dispatch: (row: Row) => setDispatching(row) };
  const { rowMoves } = useRowMoves(transportOrder, { onDone, dialogs: moveDialogs });

  const tools = (row: Row): CrudAction[] => {
    const status = String(row.status ?? '');
    return [
      ...(status !== 'planned' && status !== 'cancelled'
        ? [{ key: 'pod', label: t('pod'), permission: perms.view, onClick: () => setPod(row) }]
        : []),
      { key: 'log', label: t('log'), permission: perms.view, onClick: () => setLog(row) },
    ];
  };
  const actions = (row: Row): CrudAction[] => [
    ...rowMoves(row).map((a) => ({ ...a, primary: !a.danger })),
    ...tools(row),
  ];

  const dialogs = (
    <>
      {dispatching && (
        <DispatchDialog
          order={dispatching}
          onDone={() => {
            setDispatching(null);
            onDone();
          }}
          onClose={() => setDispatching(null)}
        />
      )}
      {log && (
        <ActionTimeline
          title={t('logTitle', { no: no(log) })}
          queryKey={['transport-order-log', log.id, log.version]}
          load={() => transportLog(Number(log.id))}
          actionLabel={(action) => t(`action.${action}`, { defaultValue: action })}
          emptyText={t('logEmpty')}
          failedText={t('failed')}
          onClose={() => setLog(null)}
        />
      )}
      {pod && (
        <Drawer open width={720} title={t('podTitle', { no: no(pod) })} onClose={() => setPod(null)}>
          <AttachmentPanel
            ownerType="transport-order"
            ownerId={Number(pod.id)}
            editable={POD_EDITABLE.has(String(pod.status)) && codes.has(perms.dispatch)}
          />
        </Drawer>
      )}
    </>
  );
  return { actions, tools, moveDialogs, dialogs };
}
