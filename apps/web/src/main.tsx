import 'nprogress/nprogress.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18n, { i18nReady } from './i18n/index.ts';
import { initAppContext } from './app-context.ts';
import { Root } from './app/Root.tsx';
import { installErrorLog } from './layout/error-log.ts';
import { hydrateTags } from './layout/tags-store.ts';
import { installSessionHooks } from './app/local-session.ts';
import { hydrateSession } from './session/session-store.ts';
import { adoptBusinessTimeZone, fetchSite } from './site/site.ts';
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

/**
 * Start-up: the site of this host (with the business time zone every time is shown in), its encrypted
 * store, the stored session and tabs, then the app. Only what the sign-in page needs loads here (no
 * antd): the pages behind sign-in come in app/shell.tsx.
 */
async function start() {
  installErrorLog();
  let site;
  try {
    // the first language's strings load beside the site's configuration
    [site] = await Promise.all([fetchSite(), i18nReady]);
  } catch (error) {
    console.error(error);
    root.render(
      <div className="error-page" role="alert">
        <div className="route-error">
          <h1>{i18n.t('login.systemBusy')}</h1>
          <button type="button" className="route-error-reload" onClick={() => window.location.reload()}>
            {i18n.t('error.reload')}
          </button>
        </div>
      </div>,
    );
    return;
  }
  adoptBusinessTimeZone(site);
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
