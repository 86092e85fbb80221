import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { signOut } from '../app/auth-flow.ts';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';

/** The password prompt's dialog (PasswordPrompt.tsx loads it when the prompt is due). */
export function PasswordPromptDialog({ forced, later }: { forced: boolean; later: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={forced ? t('password.forcedTitle') : t('password.recommendedTitle')}
      closable={!forced}
      maskClosable={false}
      keyboard={!forced}
      footer={null}
      onCancel={forced ? undefined : later}
      destroyOnHidden
    >
      <Typography.Paragraph type={forced ? 'danger' : 'secondary'}>
        {forced ? t('password.forcedReason') : t('password.recommendedReason')}
      </Typography.Paragraph>
      <PasswordChangeForm onCancel={forced ? undefined : later} cancelText={t('password.later')} />
      {forced && (
        <Button type="link" size="small" onClick={() => void signOut()}>
          {t('navbar.logOut')}
        </Button>
      )}
    </Modal>
  );
}
