import { errorText } from '../../../api/error-text.ts';
import { useMemo, useState } from 'react';
import { Alert, App, Form, Modal, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOOKUP_PAGE, sendChannelPlan, type ChannelChoice, type RemindHit } from '@app/shared';
import { ApiError } from '../../../api/http.ts';
import { listRecords } from '../../../crud/crud-api.ts';
import { remindHits, sendDeclaration } from '../api.ts';
import { DECL_NS } from '../locales/index.ts';
import { RemindList } from './RemindList.tsx';

export interface SendTarget {
  id: number;
  channel_id?: number | null;
  /** The declaration's company: its channels are offered, its default one preselected. */
  cd_company_id?: number | null;
}

/** The channels in the caller's scope, as the dialog chooses among them. */
const loadChannels = async (): Promise<ChannelChoice[]> =>
  (await listRecords('/api/channels', { page: 1, size: LOOKUP_PAGE })).content.map((row) => ({
    id: Number(row.id),
    name: String(row.name ?? row.id),
    company_id: row.company_id === null || row.company_id === undefined ? null : Number(row.company_id),
    status: row.status === null || row.status === undefined ? null : String(row.status),
    is_default: row.is_default === true,
  }));

/**
 * Sends a saved declaration through a channel: the declaration's own, else its company's default, else
 * the only enabled one is preselected (the shared `sendChannelPlan`); disabled channels are listed
 * last and cannot be chosen. Remind-level sensitive words ask for confirmation and send again; a
 * refusal (a failed pre-send check, a channel the server refuses) is shown here and the dialog stays
 * open; field errors also go to the editor's cells when it asks for them.
 */
export function SendDialog({
  target,
  onClose,
  onCancel,
  onSent,
  onFieldErrors,
}: {
  target: SendTarget | undefined;
  /** The dialog closed (sent or not). */
  onClose: () => void;
  /** The user closed it without sending. */
  onCancel?: () => void;
  onSent: (clientSeqNo: string) => void;
  /** Declare-level check failures, by field path (the editor marks its cells). */
  onFieldErrors?: (errors: Record<string, string>) => void;
}) {
  const { t } = useTranslation(DECL_NS);
  const { message } = App.useApp();
  const [channel, setChannel] = useState<number | undefined>();
  const [hits, setHits] = useState<RemindHit[]>();
  const [failure, setFailure] = useState<{ message: string; errors: Record<string, string> }>();
  const [busy, setBusy] = useState(false);
  const channels = useQuery({
    queryKey: ['send-channels'],
    queryFn: loadChannels,
    enabled: !!target,
    staleTime: 30_000,
    retry: false,
  });
  const plan = useMemo(
    () =>
      sendChannelPlan(channels.data ?? [], {
        cd_company_id: target?.cd_company_id,
        channel_id: target?.channel_id,
      }),
    [channels.data, target?.cd_company_id, target?.channel_id],
  );
  const channelId = channel ?? plan.preselected;
  const options = [
    ...plan.enabled.map((c) => ({
      value: c.id,
      label: c.is_default ? `${c.name}（${t('msg.channelDefault')}）` : c.name,
    })),
    ...plan.disabled.map((c) => ({
      value: c.id,
      label: `${c.name}（${t('msg.channelDisabled')}）`,
      disabled: true,
    })),
  ];

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
      else if (error instanceof ApiError) {
        setFailure({ message: error.message, errors: error.errors });
        if (Object.keys(error.errors).length) onFieldErrors?.(error.errors);
      } else setFailure({ message: errorText(error), errors: {} });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={!!target}
      title={t('msg.sendTitle')}
      onCancel={() => {
        close();
        onCancel?.();
      }}
      onOk={() => void send()}
      okText={t('action.send')}
      confirmLoading={busy}
      destroyOnHidden
      className="decl-send-dialog"
    >
      <Typography.Paragraph>{t('msg.sendConfirm')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('field.channel_id')} htmlFor="decl-send-channel">
          <Select
            id="decl-send-channel"
            aria-label={t('field.channel_id')}
            value={channelId}
            options={options}
            loading={channels.isFetching}
            onChange={(v: number) => setChannel(v)}
          />
        </Form.Item>
      </Form>
      {channels.isSuccess && !plan.enabled.length && (
        <Alert type="warning" showIcon message={t('msg.noChannel')} />
      )}
      {hits && <RemindList hits={hits} />}
      {failure && (
        <Alert
          type="error"
          showIcon
          className="decl-send-refusal"
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
