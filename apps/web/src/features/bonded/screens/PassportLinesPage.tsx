import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { passport, passportLine } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { EntityTable } from '../../../crud/EntityTable.tsx';
import type { CrudTableApi } from '../../../crud/CrudTable.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { editPassportLine } from '../api.ts';
import { PASSPORT_NS } from '../passport-locales.ts';

const DECIMAL = /^\d{1,14}(\.\d{1,5})?$/;

/** The quantity and weights of one line (what part of its list this vehicle carries). */
function LineDialog({ row, onClose, onSaved }: { row: Row; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(PASSPORT_NS);
  const app = App.useApp();
  const [form] = Form.useForm<{ dcl_qty: string; gross_wt: string; net_wt: string }>();
  const [busy, setBusy] = useState(false);
  const rule = { pattern: DECIMAL, message: t('lineNumber') };
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await editPassportLine(Number(row.id), {
        version: Number(row.version),
        dcl_qty: values.dcl_qty,
        gross_wt: values.gross_wt || null,
        net_wt: values.net_wt || null,
      });
      onSaved();
    } catch (e) {
      void app.message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      className="passport-line-dialog"
      title={t('lineTitle', { no: String(row.passport_seqno), name: String(row.gds_nm ?? '') })}
      okButtonProps={{ loading: busy }}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          dcl_qty: String(row.dcl_qty ?? ''),
          gross_wt: row.gross_wt === null ? '' : String(row.gross_wt ?? ''),
          net_wt: row.net_wt === null ? '' : String(row.net_wt ?? ''),
        }}
        onFinish={() => void save()}
      >
        <Form.Item
          name="dcl_qty"
          label={t('lineQty')}
          rules={[{ required: true, message: t('lineNumber') }, rule]}
        >
          <Input autoFocus inputMode="decimal" />
        </Form.Item>
        <Form.Item name="gross_wt" label={t('lineGross')} rules={[rule]}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="net_wt" label={t('lineNet')} rules={[rule]}>
          <Input inputMode="decimal" onPressEnter={() => void save()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A passport's goods lines (taken from its lists): their quantities and weights can be changed. */
export default function PassportLinesPage({ route }: ScreenProps) {
  const { t } = useTranslation(PASSPORT_NS);
  const [editing, setEditing] = useState<{ row: Row; table: CrudTableApi } | null>(null);
  return (
    <EntityTable
      def={passportLine}
      route={route}
      rowActions={(row, table) => [
        {
          key: 'weights',
          label: t('lineEdit'),
          permission: passport.permissions.edit,
          onClick: () => setEditing({ row, table }),
        },
      ]}
    >
      {editing && (
        <LineDialog
          row={editing.row}
          onClose={() => setEditing(null)}
          onSaved={() => {
            editing.table.reload();
            setEditing(null);
          }}
        />
      )}
    </EntityTable>
  );
}
