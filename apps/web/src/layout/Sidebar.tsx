import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Layout, Menu, type MenuProps } from 'antd';
import { getSite } from '../app-context.ts';
import { routeLink, type AppRoute } from '../menu/menu-model.ts';
import { useSettings } from '../settings/settings-store.ts';
import { menuIcon } from './icons.tsx';
import type { RouteMeta } from './route-meta.ts';

export const SIDEBAR_WIDTH = 197;
const COLLAPSED_WIDTH = 54;

type Item = Required<MenuProps>['items'][number];

function toItems(routes: AppRoute[], depth = 0): Item[] {
  return routes
    .filter((r) => r.inMenu)
    .map((r): Item => {
      const icon = menuIcon(r.icon, depth === 0);
      if (r.type === '0') {
        return { key: r.path, icon, label: r.title, children: toItems(r.children, depth + 1) };
      }
      return { key: routeLink(r), icon, label: r.title, title: r.title };
    });
}

/** Directory keys above the page, to open the submenu of the current page. */
function openKeysFor(routes: AppRoute[], selected: string, trail: string[] = []): string[] | undefined {
  for (const r of routes) {
    if (r.type === '0') {
      const found = openKeysFor(r.children, selected, [...trail, r.path]);
      if (found) return found;
    } else if (routeLink(r) === selected || r.path === selected) {
      return trail;
    }
  }
  return undefined;
}

/**
 * The sidebar (platform-shell §2.5): logo, nested menus of the active group with one submenu
 * open at a time, external links in a new tab, collapsed state in a cookie, 197 px wide.
 * Under 992 px it overlays the page and closes on navigation.
 */
export function Sidebar({ routes, meta, mobile }: { routes: AppRoute[]; meta: RouteMeta; mobile: boolean }) {
  const site = getSite();
  const navigate = useNavigate();
  const opened = useSettings((s) => s.sidebarOpened);
  const sidebarLogo = useSettings((s) => s.sidebarLogo);
  const closeSidebar = useSettings((s) => s.closeSidebar);
  const items = useMemo(() => toItems(routes), [routes]);
  const selected = meta.iframeId ? meta.key : meta.path;
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(routes, selected) ?? []);

  useEffect(() => {
    const keys = openKeysFor(routes, selected);
    if (keys?.length) setOpenKeys(keys);
  }, [routes, selected]);

  const { byKey, ancestors } = useMemo(() => {
    const byKey = new Map<string, AppRoute>();
    const ancestors = new Map<string, string[]>();
    const walk = (list: AppRoute[], trail: string[]) =>
      list.forEach((r) => {
        byKey.set(routeLink(r), r);
        if (r.type === '0') ancestors.set(r.path, trail);
        walk(r.children, [...trail, r.path]);
      });
    walk(routes, []);
    return { byKey, ancestors };
  }, [routes]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const route = byKey.get(key);
    if (route?.external) {
      window.open(route.path, '_blank', 'noopener');
      return;
    }
    navigate(key);
    if (mobile) closeSidebar();
  };

  // one submenu open at a time: keep only the newly opened branch
  const onOpenChange = (keys: string[]) => {
    const latest = keys.find((k) => !openKeys.includes(k));
    if (!latest) {
      setOpenKeys(keys);
      return;
    }
    setOpenKeys([...(ancestors.get(latest) ?? []), latest]);
  };

  const collapsed = !opened;
  return (
    <>
      {mobile && opened && <div className="sidebar-mask" onClick={closeSidebar} aria-hidden />}
      <Layout.Sider
        className={`app-sidebar${mobile ? ' is-mobile' : ''}`}
        width={SIDEBAR_WIDTH}
        collapsedWidth={mobile ? 0 : COLLAPSED_WIDTH}
        collapsed={collapsed}
        trigger={null}
        theme="dark"
      >
        {sidebarLogo && (
          <div className="sidebar-logo" title={site.name}>
            {site.logo && <img src={site.logo} alt="" />}
            {!collapsed && <span className="sidebar-title">{site.name}</span>}
          </div>
        )}
        <nav aria-label="sidebar">
          <Menu
            mode="inline"
            theme="dark"
            items={items}
            selectedKeys={[selected]}
            openKeys={collapsed ? undefined : openKeys}
            onOpenChange={onOpenChange}
            onClick={onClick}
            inlineIndent={16}
          />
        </nav>
      </Layout.Sider>
    </>
  );
}
