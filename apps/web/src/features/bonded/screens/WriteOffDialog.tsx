import { useState } from 'react';
import { Alert, App, Form, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountBook, localize, WRITE_OFF_KINDS } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import type { Row } from '../../../crud/entity-values.ts';
import { moveRecord } from '../../../crud/row-moves.tsx';
import { currentLang } from '../../../i18n/index.ts';
import { BONDED_NS } from '../locales.ts';

/**
 * 报核 of an approved book (the definition's `write-off` move, EMS121): asks its kind (正常申报, 补充申报,
 * 海关处置) and sends it; a refusal stays inside the dialog.
 */
export function WriteOffDialog({
  book,
  onDone,
  onClose,
}: {
  book: Row;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(BONDED_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const [form] = Form.useForm<{ vclr_typecd: string }>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const move = accountBook.workflow!.moves.find((m) => m.name === 'write-off')!;

  const submit = async () => {
    let values: { vclr_typecd: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      await moveRecord(accountBook, book, move.name, values);
      void app.message.success(crud('success'));
      onDone();
    } catch (error) {
      setRefusal(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('writeOffTitle', { no: String(book.ems_no ?? book.id) })}
      okText={localize(move.label, currentLang())}
      okButtonProps={{ loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      className="write-off-dialog"
    >
      <Alert type="info" showIcon message={t('writeOffWarning')} style={{ marginBottom: 16 }} />
      {refusal !== null && (
        <Alert type="error" showIcon role="alert" message={errorText(refusal)} style={{ marginBottom: 16 }} />
      )}
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="vclr_typecd"
          label={t('writeOffKind')}
          rules={[{ required: true, message: t('writeOffKindRequired') }]}
        >
          <Radio.Group
            options={WRITE_OFF_KINDS.map((o) => ({
              value: o.value,
              label: localize(o.label, currentLang()),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
