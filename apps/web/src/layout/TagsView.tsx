import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { App, Dropdown, type MenuProps } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppRoutes, type AppRoutes } from '../menu/use-routes.ts';
import { useSession } from '../session/session-store.ts';
import { BASE } from '../site/site.ts';
import { HOME_PATH, resolveMeta, type RouteMeta } from './route-meta.ts';
import { nextViewAfterClose, useTags, type VisitedView } from './tags-store.ts';
import { anyUnsaved, forgetUnsaved } from './unsaved-guards.ts';

/** Closes an iframe tab's page too (its count goes down). */
function destroyIframe(view: VisitedView) {
  if (!view.iframeId) return;
  const { iframePages, update } = useSession.getState();
  update({
    iframePages: iframePages.map((p) =>
      p.id === view.iframeId ? { ...p, enabled: false, shown: false } : p,
    ),
  });
}

export function viewTitle(view: Pick<VisitedView, 'title' | 'titleKey'>, t: (key: string) => string): string {
  return view.titleKey ? t(view.titleKey) : view.title;
}

/**
 * Tab actions (platform-shell §2.5), shared by the tab bar and its context menu.
 * Closing the active tab selects the next visited tab, else the home page. A tab whose page holds
 * unsaved changes (useUnsavedTab) is closed or refreshed only after the user agrees to lose them.
 */
/**
 * The key of the page the address bar names. It runs ahead of the page on screen (`active`) while a
 * page opened a moment ago is still loading its code: navigations render in a transition, the old page
 * stays until the new one can show. A tab closed in between must still count as the one being opened,
 * or the page arriving after the close would open its tab again.
 */
function addressKey(routes: AppRoutes, fallback: string): string {
  const { pathname, search } = window.location;
  if (pathname !== BASE && !pathname.startsWith(`${BASE}/`)) return fallback;
  return resolveMeta(pathname.slice(BASE.length) || '/', search, routes).key;
}

export function useTabActions(active: RouteMeta) {
  const navigate = useNavigate();
  const routes = useAppRoutes();
  /** The page being shown or being opened. */
  const current = () => addressKey(routes, active.key);
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const tags = useTags();
  /** Runs `action` at once, or after a confirmation when one of `closing` has unsaved changes. */
  const unlessUnsaved = (closing: VisitedView[], action: () => void) => {
    const keys = closing.map((v) => v.key);
    if (!anyUnsaved(keys)) return action();
    modal.confirm({
      title: t('tagsView.unsavedTitle'),
      content: t('tagsView.unsavedClose'),
      okText: t('tagsView.discard'),
      okButtonProps: { danger: true },
      onOk: () => {
        forgetUnsaved(keys);
        action();
      },
    });
  };
  const closable = () => useTags.getState().visitedViews.filter((v) => !v.affix);
  return {
    refresh(view: VisitedView) {
      unlessUnsaved([view], () => {
        tags.refresh(view.key);
        navigate(`/redirect${view.fullPath}`, { replace: true });
      });
    },
    close(view: VisitedView) {
      if (view.affix) return;
      unlessUnsaved([view], () => {
        const before = useTags.getState().visitedViews;
        tags.delView(view.key);
        destroyIframe(view);
        if (view.key === current()) navigate(nextViewAfterClose(before, view.key)?.fullPath ?? HOME_PATH);
      });
    },
    closeOthers(view: VisitedView) {
      const others = closable().filter((v) => v.key !== view.key);
      unlessUnsaved(others, () => {
        others.forEach(destroyIframe);
        tags.delOthers(view.key);
        if (view.key !== current()) navigate(view.fullPath);
      });
    },
    closeAll() {
      const all = closable();
      unlessUnsaved(all, () => {
        all.forEach(destroyIframe);
        tags.delAll();
        const left = useTags.getState().visitedViews;
        if (!left.some((v) => v.key === current())) navigate(left[left.length - 1]?.fullPath ?? HOME_PATH);
      });
    },
  };
}

/** The visited-page tabs: click to open, middle click or × to close, right click for the menu. */
export function TagsView({ active }: { active: RouteMeta }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const views = useTags((s) => s.visitedViews);
  const actions = useTabActions(active);
  const bar = useRef<HTMLDivElement>(null);

  // keep the active tab in view
  useEffect(() => {
    bar.current
      ?.querySelector<HTMLElement>('.tags-view-item.is-active')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active.key, views.length]);

  const menuFor = (view: VisitedView): MenuProps => ({
    items: [
      { key: 'refresh', label: t('tagsView.refresh') },
      { key: 'close', label: t('tagsView.close'), disabled: !!view.affix },
      { key: 'closeOthers', label: t('tagsView.closeOthers') },
      { key: 'closeAll', label: t('tagsView.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'refresh') actions.refresh(view);
      else if (key === 'close') actions.close(view);
      else if (key === 'closeOthers') actions.closeOthers(view);
      else actions.closeAll();
    },
  });

  // a menu page's tab follows the interface language (its title comes from the localised menu)
  const routes = useAppRoutes();

  return (
    <div className="tags-view" ref={bar} role="tablist" aria-label={t('tagsView.label')}>
      {views.map((view) => {
        const isActive = view.key === active.key;
        const title = viewTitle({ ...view, title: routes.byPath.get(view.path)?.title ?? view.title }, t);
        return (
          <Dropdown key={view.key} trigger={['contextMenu']} menu={menuFor(view)}>
            <span
              role="tab"
              aria-label={title}
              aria-selected={isActive}
              tabIndex={0}
              data-key={view.key}
              className={`tags-view-item${isActive ? ' is-active' : ''}${view.affix ? ' is-affix' : ''}`}
              onClick={() => navigate(view.fullPath)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') navigate(view.fullPath);
                if (e.key === 'Delete') actions.close(view);
              }}
              onMouseDown={(e) => {
                if (e.button === 1) e.preventDefault();
              }}
              onMouseUp={(e) => {
                if (e.button === 1) actions.close(view);
              }}
            >
              {title}
              {!view.affix && (
                <CloseOutlined
                  className="tags-view-close"
                  aria-label={t('tagsView.closeTab', { title })}
                  onClick={(e) => {
                    e.stopPropagation();
                    actions.close(view);
                  }}
                />
              )}
            </span>
          </Dropdown>
        );
      })}
    </div>
  );
}
