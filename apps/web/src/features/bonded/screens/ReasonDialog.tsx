import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { errorText } from '../../../api/error-text.ts';

/** A field of the dialog: a reason (several lines) or a short text; `required` is its message when empty. */
export interface ReasonField {
  name: string;
  label: string;
  max: number;
  required?: string;
  multiline?: boolean;
}

export interface ReasonDialogProps {
  title: string;
  /** What the action does and that it cannot be taken back. */
  warning: string;
  fields: ReasonField[];
  okText: string;
  onSubmit: (values: Record<string, string>) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The confirmation of a destructive request to customs (void a passport, delete a manifest): says what
 * it does, asks for the reason (and whatever else the request carries) and sends it on the red button.
 * A refused request keeps the dialog open with the server's message inside it.
 */
export function ReasonDialog({ title, warning, fields, okText, onSubmit, onClose }: ReasonDialogProps) {
  const [form] = Form.useForm<Record<string, string>>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);

  const submit = async () => {
    let values: Record<string, string>;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form names the empty fields
    }
    setBusy(true);
    setRefusal(null);
    try {
      await onSubmit(
        Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])),
      );
    } catch (error) {
      setRefusal(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      className="reason-dialog"
    >
      <Alert type="warning" showIcon message={warning} style={{ marginBottom: 16 }} />
      {refusal !== null && (
        <Alert type="error" showIcon role="alert" message={errorText(refusal)} style={{ marginBottom: 16 }} />
      )}
      <Form form={form} layout="vertical" requiredMark>
        {fields.map((f, i) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            rules={f.required ? [{ required: true, whitespace: true, message: f.required }] : []}
          >
            {f.multiline ? (
              <Input.TextArea autoFocus={i === 0} maxLength={f.max} showCount autoSize={{ minRows: 3 }} />
            ) : (
              <Input autoFocus={i === 0} maxLength={f.max} onPressEnter={() => void submit()} />
            )}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
