import { useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-store.ts';
import { lastLoginText } from './last-login.ts';

/**
 * After a sign-in (platform-shell §3.1, lastloginInfo and hasShowLastLoginInfo): the user's sign-in before
 * this one, its time, address and client, shown once in a notification; the personal page keeps it.
 */
export function LastLoginNotice() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const last = useSession((s) => s.lastloginInfo);
  const shown = useSession((s) => s.hasShowLastLoginInfo);
  const update = useSession((s) => s.update);
  useEffect(() => {
    if (!last || shown) return;
    update({ hasShowLastLoginInfo: true });
    notification.info({
      key: 'last-login',
      className: 'last-login-notice',
      message: t('lastLogin.title'),
      description: lastLoginText(last),
      duration: 8,
    });
  }, [last, shown, update, notification, t]);
  return null;
}
