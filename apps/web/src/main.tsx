import '@ant-design/v5-patch-for-react-19';
import 'nprogress/nprogress.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Result } from 'antd';
import i18n from './i18n/index.ts';
import { initAppContext } from './app-context.ts';
import { Root } from './app/Root.tsx';
import { installErrorLog } from './layout/error-log.ts';
import { hydrateTags } from './layout/tags-store.ts';
import { installSessionHooks } from './app/auth-flow.ts';
import { hydrateSession } from './session/session-store.ts';
import { fetchSite } from './site/site.ts';
import { SecureStore } from './storage/secure-store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

function setFavicon(href: string) {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Start-up: the site of this host, its encrypted store, the stored session and tabs, then the app. */
async function start() {
  installErrorLog();
  let site;
  try {
    site = await fetchSite();
  } catch (error) {
    console.error(error);
    root.render(
      <Result
        status="500"
        title={i18n.t('login.systemBusy')}
        extra={<Button onClick={() => window.location.reload()}>{i18n.t('error.reload')}</Button>}
      />,
    );
    return;
  }
  const store = await SecureStore.open(site.code, site.secret_salt);
  initAppContext(site, store);
  hydrateSession();
  hydrateTags();
  installSessionHooks();
  document.title = site.name;
  if (site.logo) setFavicon(site.logo);
  root.render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}

void start();
