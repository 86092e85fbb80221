import { lazy, Suspense, useEffect } from 'react';
import { Layout as AntLayout } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordPrompt } from '../components/PasswordPrompt.tsx';
import { LastLoginNotice } from '../components/LastLoginNotice.tsx';
import { useOpenedOnce } from '../components/use-opened-once.ts';
import { useAppRoutes } from '../menu/use-routes.ts';
import { useSettings } from '../settings/settings-store.ts';
import { Breadcrumb } from './Breadcrumb.tsx';
import { IframeLayer } from './IframeLayer.tsx';
import { KeepAliveOutlet } from './KeepAliveOutlet.tsx';
import { Navbar } from './Navbar.tsx';
import { FIXED_ROUTES, HOME_PATH, useRouteMeta } from './route-meta.ts';
import { Sidebar } from './Sidebar.tsx';
import { useTags } from './tags-store.ts';
import { TagsView } from './TagsView.tsx';
import { useActiveGroup } from './use-active-group.ts';
import { MOBILE_QUERY, useMediaQuery } from './use-media.ts';

// the settings drawer loads when first opened, not with every page
const SettingsDrawer = lazy(() =>
  import('./SettingsDrawer.tsx').then((m) => ({ default: m.SettingsDrawer })),
);

/** The signed-in layout (platform-shell §2.5): sidebar, top bar, tabs, page, settings drawer. */
export function Layout() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const routes = useAppRoutes();
  const [group, chooseGroup] = useActiveGroup();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const fixedHeader = useSettings((s) => s.fixedHeader);
  const tagsView = useSettings((s) => s.tagsView);
  const sidebarOpened = useSettings((s) => s.sidebarOpened);
  const closeSidebar = useSettings((s) => s.closeSidebar);
  const addView = useTags((s) => s.addView);

  // the dashboard tab is pinned first
  useEffect(() => {
    const home = FIXED_ROUTES[HOME_PATH]!;
    addView({ key: HOME_PATH, path: HOME_PATH, fullPath: HOME_PATH, title: '', ...home });
  }, [addView]);

  // every page of the layout gets a tab
  useEffect(() => {
    if (meta.helper || meta.outside || meta.name === 'Unknown') return;
    addView({
      key: meta.key,
      path: meta.path,
      fullPath: meta.fullPath,
      title: meta.title ?? '',
      titleKey: meta.titleKey,
      name: meta.name,
      noCache: meta.noCache,
      affix: meta.affix,
      iframeId: meta.iframeId,
    });
  }, [meta, addView]);

  // on a mobile device the sidebar closes on navigation
  useEffect(() => {
    if (mobile && useSettings.getState().sidebarOpened) closeSidebar();
  }, [meta.key, mobile, closeSidebar]);

  const settingsOpened = useOpenedOnce(useSettings((s) => s.drawerOpen));
  const sidebarRoutes = (group && routes.byGroup[group]) || [];
  return (
    <AntLayout
      className={`app-wrapper${mobile ? ' is-mobile' : ''}${sidebarOpened ? '' : ' sidebar-closed'}`}
    >
      <Sidebar routes={sidebarRoutes} meta={meta} mobile={mobile} />
      <AntLayout className="main-container">
        <header className={`app-header${fixedHeader ? ' is-fixed' : ''}`}>
          <Navbar group={group} onGroup={chooseGroup} />
          {tagsView && <TagsView active={meta} />}
        </header>
        <AntLayout.Content className="app-main" aria-label={t('layout.main')}>
          <Breadcrumb meta={meta} />
          <KeepAliveOutlet meta={meta} />
          <IframeLayer meta={meta} />
        </AntLayout.Content>
      </AntLayout>
      {settingsOpened && (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      )}
      <PasswordPrompt />
      <LastLoginNotice />
    </AntLayout>
  );
}
