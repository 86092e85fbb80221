import { useState, type ReactNode } from 'react';
import { App, Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { localize, TRANSPORT_ORDER_STATUS, transportOrder } from '@app/shared';
import { confirmThen } from '../../../crud/confirm.ts';
import { usePermissionCodes } from '../../../crud/permission.ts';
import type { CrudAction } from '../../../crud/EntityTable.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { currentLang } from '../../../i18n/index.ts';
import { AttachmentPanel } from '../../attachments/AttachmentPanel.tsx';
import { ActionTimeline } from '../../bonded/screens/ActionTimeline.tsx';
import { transportLog, transportStep, type TransportStep } from '../api.ts';
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

/** The steps a transport order in this status can take. */
export function transportSteps(status: string): TransportStep[] {
  if (status === 'planned') return ['dispatch', 'cancel'];
  if (status === 'dispatched') return ['start', 'cancel'];
  if (status === 'in_transit') return ['deliver'];
  return [];
}

/** The proof of delivery is uploaded while the order is dispatched or on the road. */
const POD_EDITABLE = new Set(['dispatched', 'in_transit']);

/**
 * The dispatcher's steps on a transport order, for the list and the board alike: dispatch (dialog),
 * start, deliver and cancel (confirmed), the proof of delivery and the log (drawers). `dialogs` is
 * rendered once by the screen.
 */
export function useTransportSteps(onDone: () => void): {
  actions: (row: Row) => CrudAction[];
  dialogs: ReactNode;
} {
  const { t } = useTranslation(TRANSPORT_NS);
  const app = App.useApp();
  const [dispatching, setDispatching] = useState<Row | null>(null);
  const [log, setLog] = useState<Row | null>(null);
  const [pod, setPod] = useState<Row | null>(null);
  const perms = transportOrder.permissions;
  const codes = usePermissionCodes();
  const no = (row: Row) => String(row.order_no ?? row.id);

  const ask = (row: Row, step: Exclude<TransportStep, 'dispatch'>) => {
    const question = { start: 'startTransportAsk', deliver: 'deliverAsk', cancel: 'cancelTransportAsk' }[
      step
    ];
    confirmThen(
      app,
      t(question, { no: no(row) }),
      () => transportStep(Number(row.id), step, Number(row.version)),
      {
        danger: step === 'cancel',
        after: onDone,
      },
    );
  };
  const label: Record<TransportStep, string> = {
    dispatch: t('dispatch'),
    start: t('startTransport'),
    deliver: t('deliver'),
    cancel: t('cancel'),
  };

  const actions = (row: Row): CrudAction[] => {
    const status = String(row.status ?? '');
    return [
      ...transportSteps(status).map((step): CrudAction => ({
        key: step,
        label: label[step],
        permission: perms.dispatch,
        danger: step === 'cancel',
        primary: step !== 'cancel',
        onClick: () => (step === 'dispatch' ? setDispatching(row) : ask(row, step)),
      })),
      ...(status !== 'planned' && status !== 'cancelled'
        ? [{ key: 'pod', label: t('pod'), permission: perms.view, onClick: () => setPod(row) }]
        : []),
      { key: 'log', label: t('log'), permission: perms.view, onClick: () => setLog(row) },
    ];
  };

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
  return { actions, dialogs };
}
