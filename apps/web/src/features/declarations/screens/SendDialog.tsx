import { errorText } from '../../../api/error-text.ts';
import { useState } from 'react';
import { Alert, App, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http.ts';
import { RefSelect } from '../../../crud/RefSelect.tsx';
import { remindHits, sendDeclaration } from '../api.ts';
import { DECL_NS } from '../locales/index.ts';
import { RemindList } from './RemindList.tsx';
import type { RemindHit } from '@app/shared';

export interface SendTarget {
  id: number;
  channel_id?: number | null;
}

/**
 * Sends a saved declaration through a channel (the declaration's own, or one chosen here). Remind-level
 * sensitive words ask for confirmation and send again; failed checks come back as field errors.
 */
export function SendDialog({
  target,
  onClose,
  onSent,
  onFieldErrors,
}: {
  target: SendTarget | undefined;
  onClose: () => void;
  onSent: (clientSeqNo: string) => void;
  /** Declare-level check failures, by field path; without it they are listed here. */
  onFieldErrors?: (errors: Record<string, string>) => void;
}) {
  const { t } = useTranslation(DECL_NS);
  const { message } = App.useApp();
  const [channel, setChannel] = useState<number | undefined>();
  const [hits, setHits] = useState<RemindHit[]>();
  const [failure, setFailure] = useState<{ message: string; errors: Record<string, string> }>();
  const [busy, setBusy] = useState(false);
  const channelId = channel ?? target?.channel_id ?? undefined;

  const close = () => {
    setChannel(undefined);
    setHits(undefined);
    setFailure(undefined);
    onClose();
  };

  const send = async () => {
    if (!target) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await sendDeclaration(target.id, {
        ...(channelId ? { channel_id: channelId } : {}),
        ...(hits ? { confirm_reminds: true } : {}),
      });
      void message.success(t('msg.sent', { no: answer.client_seq_no }));
      close();
      onSent(answer.client_seq_no);
    } catch (error) {
      const reminds = remindHits(error);
      if (reminds) setHits(reminds);
      else if (error instanceof ApiError && Object.keys(error.errors).length) {
        if (onFieldErrors) {
          onFieldErrors(error.errors);
          close();
        } else setFailure({ message: error.message, errors: error.errors });
      } else setFailure({ message: errorText(error), errors: {} });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={!!target}
      title={t('msg.sendTitle')}
      onCancel={close}
      onOk={() => void send()}
      okText={t('action.send')}
      confirmLoading={busy}
      destroyOnHidden
      className="decl-send-dialog"
    >
      <Typography.Paragraph>{t('msg.sendConfirm')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('field.channel_id')} htmlFor="decl-send-channel">
          <RefSelect
            id="decl-send-channel"
            entity="channels"
            value={channelId}
            onChange={(v) => setChannel(typeof v === 'number' ? v : v === undefined ? undefined : Number(v))}
          />
        </Form.Item>
      </Form>
      {hits && <RemindList hits={hits} />}
      {failure && (
        <Alert
          type="error"
          showIcon
          message={failure.message}
          description={
            Object.keys(failure.errors).length ? (
              <ul className="decl-error-list">
                {Object.entries(failure.errors).map(([path, text]) => (
                  <li key={path}>
                    <code>{path}</code> {text}
                  </li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
    </Modal>
  );
}
