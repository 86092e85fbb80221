import { useState } from 'react';
import { Alert, App, Button, Modal, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { entityByName, type RotatedSecret } from '@app/shared';
import { fetchData } from '../../../api/http.ts';
import { confirmThen, copyText } from '../../../crud/confirm.ts';
import { EntityTable } from '../../../crud/EntityTable.tsx';
import { CRUD_NS } from '../../../crud/locales.ts';
import { ADMIN_NS } from '../locales/index.ts';
import type { ScreenProps } from '../../../menu/registry.ts';

interface Revealed {
  client: string;
  secret: string;
}

/** A client secret, shown once (after creating a client or issuing a new secret), with a copy button. */
function SecretDialog({ revealed, onClose }: { revealed: Revealed; onClose: () => void }) {
  const { t } = useTranslation([ADMIN_NS, CRUD_NS], { nsMode: 'fallback' });
  const { message } = App.useApp();
  const copy = async () => {
    if (await copyText(revealed.secret)) void message.success(t('copied'));
    else void message.error(t('copyFailed'));
  };
  return (
    <Modal
      open
      title={`${t('secret.title')} · ${revealed.client}`}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('close')}
        </Button>
      }
      maskClosable={false}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="warning" showIcon message={t('secret.once')} />
        <Space.Compact style={{ width: '100%' }}>
          <Typography.Text code className="crud-secret" data-testid="client-secret" style={{ flex: 1 }}>
            {revealed.secret}
          </Typography.Text>
          <Button icon={<CopyOutlined />} onClick={() => void copy()} autoFocus>
            {t('copy')}
          </Button>
        </Space.Compact>
      </Space>
    </Modal>
  );
}

/** Application clients: the generic list, plus the one-time secret on create and "new secret". */
export default function AppClientList({ route }: ScreenProps) {
  const { t } = useTranslation([ADMIN_NS, CRUD_NS], { nsMode: 'fallback' });
  const app = App.useApp();
  const def = entityByName('app-clients')!;
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  return (
    <EntityTable
      def={def}
      route={route}
      onSaved={(saved) => {
        if (typeof saved.client_secret === 'string')
          setRevealed({ client: String(saved.client_id), secret: saved.client_secret });
      }}
      rowActions={(row) => [
        {
          key: 'rotate',
          label: t('secret.rotate'),
          permission: def.permissions.edit,
          onClick: () =>
            confirmThen(
              app,
              t('secret.rotateConfirm', { client: row.client_id }),
              async () => {
                const answer = await fetchData<RotatedSecret>(
                  `/api/app-clients/${String(row.id)}/rotate-secret`,
                  { method: 'POST' },
                );
                setRevealed({ client: answer.client_id, secret: answer.client_secret });
              },
              { danger: true, success: false },
            ),
        },
      ]}
    >
      {revealed && <SecretDialog revealed={revealed} onClose={() => setRevealed(null)} />}
    </EntityTable>
  );
}
