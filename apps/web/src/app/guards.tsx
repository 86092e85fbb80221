import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { App, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { getSite } from '../app-context.ts';
import { clearLocalSession, loadSession, UserInfoMessageError } from './auth-flow.ts';
import { getToken, useSession } from '../session/session-store.ts';
import { loginPath } from '../site/site.ts';

let loading: Promise<void> | undefined;

/**
 * Set once the page is being reloaded or left: the browser then aborts the session load in flight, and
 * that is not a failed sign-in (treating it as one signed the user out on every quick reload).
 */
let leaving = false;
window.addEventListener('pagehide', () => (leaving = true));
window.addEventListener('beforeunload', () => (leaving = true));
window.addEventListener('pageshow', () => (leaving = false));

/**
 * Loads the session once per page load (StrictMode runs effects twice); `path` is the page being opened
 * (its home's calls start with the session when it is a home).
 */
function loadOnce(path: string): Promise<void> {
  loading ??= loadSession(undefined, path === '/' ? undefined : path).finally(() => {
    loading = undefined;
  });
  return loading;
}

export function FullPageSpin() {
  return (
    <div className="full-page-spin">
      <Spin size="large" />
    </div>
  );
}

/**
 * Pages that need a sign-in (platform-shell §2.2): without a token, go to the login page
 * (remembering where to come back); with one, load the session first (§4.1).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  const hasGetInfo = useSession((s) => s.hasGetInfo);
  const [token] = useState(getToken);
  const [openedAt] = useState(() => location.pathname);
  const login = loginPath(getSite());

  useEffect(() => {
    if (!token || hasGetInfo) return;
    loadOnce(openedAt).catch((error: unknown) => {
      if (!getToken()) return; // a 401 already sent the browser to the login page
      if (leaving) return; // the reload or the next page loads the session again
      clearLocalSession();
      if (error instanceof UserInfoMessageError) {
        modal.confirm({
          title: t('login.tip'),
          content: error.message,
          okText: t('login.submit'),
          cancelText: t('login.cancel'),
          onOk: () => navigate(login, { replace: true }),
          onCancel: () => {
            message.info(t('login.cancelLogin'));
            navigate(login, { replace: true });
          },
        });
        return;
      }
      message.error(t('login.systemBusy'));
      navigate(login, { replace: true });
    });
  }, [token, hasGetInfo, openedAt, modal, message, navigate, login, t]);

  if (!token) {
    const here = location.pathname + location.search;
    const query = here && here !== '/' ? `?redirect=${encodeURIComponent(here)}` : '';
    return <Navigate to={`${login}${query}`} replace />;
  }
  if (!hasGetInfo) return <FullPageSpin />;
  return children;
}
