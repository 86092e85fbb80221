import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@app/shared';
import { useSettings, type UiSize } from '../settings/settings-store.ts';
import { AppCrudServices } from './CrudServices.tsx';
import { PageLoading } from './PageLoading.tsx';
import { antdTheme } from './antd-theme.ts';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../layout/use-media.ts';
import { RouteTitle } from './RouteTitle.tsx';

/** antd's strings: Chinese with the page, the others loaded when the language is first used. */
const ANTD_LOCALES: Record<Lang, () => Promise<Locale>> = {
  zh: () => Promise.resolve(zhCN),
  en: () => import('antd/es/locale/en_US').then((m) => m.default),
  es: () => import('antd/es/locale/es_ES').then((m) => m.default),
  ja: () => import('antd/es/locale/ja_JP').then((m) => m.default),
};
/** Interface size → antd component size (Mini is Small with the compact algorithm). */
const COMPONENT_SIZE: Record<UiSize, 'large' | 'middle' | 'small'> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

/**
 * antd (locale, size, theme), server state and the generic list's services around every page but the
 * sign-in page, which is built without them (it loads before sign-in, this after: see router.tsx).
 */
export function AppProviders() {
  const { i18n } = useTranslation();
  const size = useSettings((s) => s.size);
  const colorPrimary = useSettings((s) => s.theme);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const lang = (i18n.language in ANTD_LOCALES ? i18n.language : 'zh') as Lang;
  const [locales, setLocales] = useState<Partial<Record<Lang, Locale>>>({ zh: zhCN });
  useEffect(() => {
    if (locales[lang]) return;
    let live = true;
    void ANTD_LOCALES[lang]().then((locale) => live && setLocales((known) => ({ ...known, [lang]: locale })));
    return () => {
      live = false;
    };
  }, [lang, locales]);
  return (
    <ConfigProvider
      locale={locales[lang] ?? zhCN}
      componentSize={COMPONENT_SIZE[size]}
      theme={antdTheme(colorPrimary, size, reducedMotion)}
    >
      <AntApp className={`app-root size-${size}`}>
        <QueryClientProvider client={queryClient}>
          <AppCrudServices>
            <RouteTitle />
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </AppCrudServices>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
