import { Menu, Tooltip, type MenuProps } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppRoutes } from '../menu/use-routes.ts';
import { useOrderedGroups, type ShownGroup } from '../menu/use-menu-groups.ts';
import { useSettings } from '../settings/settings-store.ts';
import { LangSelect } from '../components/LangSelect.tsx';
import { AvatarMenu } from './AvatarMenu.tsx';
import { DataBoardButton, ErrorLog, Screenfull, SettingsButton, SizeSelect } from './HeaderTools.tsx';
import { RouteSearch } from './RouteSearch.tsx';
import { headerTools } from './header-tools.ts';
import { inHeader } from '../components/popup-container.ts';

type Item = Required<MenuProps>['items'][number];

/**
 * A group of the top bar: its short name, the full title in a tooltip and as its accessible name (so the
 * label read out and the one the help pages and the sidebar use are the same). No icon: seven groups
 * with an icon each do not fit at 1280 px beside the header tools (layout/README.md).
 */
function groupItem(group: ShownGroup): Item {
  const label =
    group.shortTitle === group.title ? (
      group.title
    ) : (
      <Tooltip title={group.title} getPopupContainer={inHeader} placement="bottom">
        <span>{group.shortTitle}</span>
      </Tooltip>
    );
  // antd passes the item's other props on to its <li role="menuitem">
  return { key: group.groupNo, label, 'aria-label': group.title } as Item;
}

/**
 * The top bar: sidebar toggle, one item per menu group the user holds (customs work first, the
 * appointment group first only on the appointment site; choosing one swaps the sidebar; by their short
 * names, so all seven show at 1280 px), and on the
 * right the header tools (the features' among them, see header-tools.ts) and the avatar menu.
 */
export function Navbar({ group, onGroup }: { group: string | undefined; onGroup(groupNo: string): void }) {
  const { t } = useTranslation();
  const opened = useSettings((s) => s.sidebarOpened);
  const toggleSidebar = useSettings((s) => s.toggleSidebar);
  const routes = useAppRoutes();
  const held = useOrderedGroups().filter((g) => routes.byGroup[g.groupNo]?.some((r) => r.inMenu));

  return (
    <div className="navbar">
      <button
        type="button"
        className="icon-button hamburger"
        aria-label={opened ? t('navbar.collapse') : t('navbar.expand')}
        aria-expanded={opened}
        onClick={toggleSidebar}
      >
        {opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      </button>
      <nav className="group-menu" aria-label={t('navbar.groups')}>
        <Menu
          mode="horizontal"
          getPopupContainer={inHeader}
          selectedKeys={group ? [group] : []}
          items={held.map((g) => groupItem(g))}
          onClick={({ key }) => onGroup(key)}
        />
      </nav>
      <div className="right-menu">
        <RouteSearch />
        {headerTools().map(({ key, Tool }) => (
          <Tool key={key} />
        ))}
        <DataBoardButton />
        <ErrorLog />
        <Screenfull />
        <SizeSelect />
        <LangSelect />
        <SettingsButton />
        <AvatarMenu />
      </div>
    </div>
  );
}
