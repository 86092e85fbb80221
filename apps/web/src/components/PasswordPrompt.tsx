import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordPrompt, signOut } from '../app/auth-flow.ts';
import { useSession } from '../session/session-store.ts';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';

/**
 * After sign-in (platform-shell §2.5, business-domain §6): a weak password must be changed
 * (the dialog cannot be dismissed; signing out is the only other way); an internal-client
 * password older than 3 months should be, and the user may put it off for this session.
 */
export function PasswordPrompt() {
  const { t } = useTranslation();
  const info = useSession((s) => s.userInfo);
  const shown = useSession((s) => s.hasShowNeedChangePassword);
  const update = useSession((s) => s.update);
  const kind = passwordPrompt(info);
  if (!kind || (kind === 'recommended' && shown)) return null;
  const forced = kind === 'forced';
  const later = () => update({ hasShowNeedChangePassword: true });
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
