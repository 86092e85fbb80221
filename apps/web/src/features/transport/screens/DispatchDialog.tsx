import { useState } from 'react';
import { Alert, App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { transportOrder } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import type { Row } from '../../../crud/entity-values.ts';
import { RefSelect } from '../../../crud/RefSelect.tsx';
import { type Crew } from '../api.ts';
import { moveRecord } from '../../../crud/row-moves.tsx';
import { TRANSPORT_NS } from '../locales.ts';

export interface DispatchDialogProps {
  order: Row;
  onDone: () => void;
  onClose: () => void;
}

/**
 * The dispatch of a planned transport order: a carrier, then one of its drivers and vehicles (the
 * server refuses an expired licence, a disabled driver or vehicle, or another carrier's). A refusal
 * keeps the dialog open with the server's message on its field.
 */
export function DispatchDialog({ order, onDone, onClose }: DispatchDialogProps) {
  const { t } = useTranslation(TRANSPORT_NS);
  const app = App.useApp();
  const [form] = Form.useForm<Partial<Crew>>();
  const carrier = Form.useWatch('carrier_id', form);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const display = (order._display ?? {}) as Record<string, string | null>;

  const submit = async () => {
    let values: Partial<Crew>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await moveRecord(transportOrder, order, 'dispatch', values);
      void app.message.success(t('dispatch'));
      onDone();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  const required = (field: string) => [{ required: true, message: t('required', { field }) }];

  return (
    <Modal
      open
      title={t('dispatchTitle', { no: String(order.order_no ?? order.id) })}
      okText={t('dispatch')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      className="dispatch-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          carrier_id: order.carrier_id ?? undefined,
          driver_id: order.driver_id ?? undefined,
          vehicle_id: order.vehicle_id ?? undefined,
        }}
      >
        <Form.Item name="carrier_id" label={t('carrier')} rules={required(t('carrier'))}>
          <RefSelect
            entity="carriers"
            filter={{ status: '1' }}
            initialLabel={display.carrier_id ?? undefined}
            onChange={(v) => {
              form.setFieldsValue({ carrier_id: v as number, driver_id: undefined, vehicle_id: undefined });
            }}
          />
        </Form.Item>
        <Form.Item name="driver_id" label={t('driver')} rules={required(t('driver'))}>
          <RefSelect
            key={`driver-${String(carrier)}`}
            entity="drivers"
            filter={{ status: '1', ...(carrier ? { carrier_id: String(carrier) } : {}) }}
            initialLabel={display.driver_id ?? undefined}
            disabled={!carrier}
          />
        </Form.Item>
        <Form.Item name="vehicle_id" label={t('vehicle')} rules={required(t('vehicle'))}>
          <RefSelect
            key={`vehicle-${String(carrier)}`}
            entity="vehicles"
            filter={{ status: '1', ...(carrier ? { carrier_id: String(carrier) } : {}) }}
            initialLabel={display.vehicle_id ?? undefined}
            disabled={!carrier}
          />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}
