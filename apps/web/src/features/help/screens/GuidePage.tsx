import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Button, Spin, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { BASE } from '../../../site/site.ts';
import { currentLang } from '../../../i18n/index.ts';
import { GUIDE_PATH } from '../../../layout/route-meta.ts';
import { normalisePath } from '../../../menu/menu-model.ts';
import { useSession } from '../../../session/session-store.ts';
import { HELP_NS } from '../locales.ts';
import { GUIDE_ROLES, guideLink, guideRoleOf, isGuideRole, type GuideRole } from '../model/guides.ts';
import { headingsOf } from '../model/markdown.ts';
import { MarkdownBlocks } from './MarkdownBlocks.tsx';
import { useGuide } from './use-guide.ts';
import '../help.css';

/** Scrolls a heading of the page into view (after the navigation's own scroll to the top). */
function scrollToHeading(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
}

/** The guide the signed-in user's role reads first. */
function useOwnRole(): GuideRole {
  const roles = useSession((s) => s.roles);
  const clientId = useSession((s) => s.clientId);
  const resource = useSession((s) => s.resource);
  return guideRoleOf({ roles, clientId, resourceCodes: resource.map((r) => r.code) });
}

/**
 * 使用指南 (/guide/index): a guide per role, the signed-in user's own first, in the interface language.
 * `?role=` chooses another guide and `#id` opens it at a topic (what the route search's topics link to).
 */
export default function GuidePage() {
  const { t, i18n } = useTranslation();
  const th = useTranslation(HELP_NS).t;
  const location = useLocation();
  const navigate = useNavigate();
  const own = useOwnRole();
  const asked = new URLSearchParams(location.search).get('role');
  const role = isGuideRole(asked) ? asked : own;
  const lang = currentLang();
  const guide = useGuide(lang, role);
  // a page kept alive in a hidden tab does not follow another page's address
  const active = normalisePath(location.pathname) === GUIDE_PATH;
  const hash = active ? decodeURIComponent(location.hash.slice(1)) : '';

  useEffect(() => {
    if (guide.status === 'ok' && hash) scrollToHeading(hash);
  }, [guide.status, hash, role, i18n.language]);

  const anchorHref = useCallback((id: string) => `${BASE}${guideLink(role, id)}`, [role]);
  const onAnchor = useCallback(
    (id: string) => {
      navigate(guideLink(role, id), { replace: true });
      scrollToHeading(id);
    },
    [navigate, role],
  );

  const topics = guide.status === 'ok' ? headingsOf(guide.blocks).filter((h) => h.level === 2) : [];
  return (
    <div className="app-page help-page">
      <h1 className="page-title">{t('route.guide')}</h1>
      <Tabs
        className="help-roles"
        activeKey={role}
        aria-label={th('roles')}
        onChange={(key) => navigate(guideLink(isGuideRole(key) ? key : own))}
        items={GUIDE_ROLES.map((r) => ({
          key: r,
          label: (
            <span>
              {th(`role.${r}`)}
              {r === own && (
                <Tag className="help-own" color="blue">
                  {th('yours')}
                </Tag>
              )}
            </span>
          ),
        }))}
      />
      {guide.status === 'loading' && (
        <div className="help-loading" role="status">
          <Spin /> {th('loading')}
        </div>
      )}
      {guide.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          message={th('loadFailed', { message: guide.message })}
          action={<Button onClick={guide.retry}>{th('retry')}</Button>}
        />
      )}
      {guide.status === 'ok' && (
        <div className="help-body">
          <article className="help-guide" data-role={role} lang={lang}>
            <MarkdownBlocks blocks={guide.blocks} anchorHref={anchorHref} onAnchor={onAnchor} />
          </article>
          <nav className="help-toc" aria-label={th('contents')}>
            <div className="help-toc-title">{th('contents')}</div>
            <ul>
              {topics.map((h) => (
                <li key={h.id} className={h.id === hash ? 'is-current' : undefined}>
                  <a
                    href={anchorHref(h.id)}
                    onClick={(e) => {
                      e.preventDefault();
                      onAnchor(h.id);
                    }}
                  >
                    {h.text}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
    </div>
  );
}
