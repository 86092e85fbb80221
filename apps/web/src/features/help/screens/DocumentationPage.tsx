import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n/index.ts';
import { GUIDE_PATH } from '../../../layout/route-meta.ts';
import { useAppRoutes } from '../../../menu/use-routes.ts';
import { HELP_NS } from '../locales.ts';
import { buildReference } from '../model/reference.ts';
import '../help.css';

/**
 * 功能参考 (/documentation/index): every menu group's pages with their buttons and fields, generated from
 * the definitions (the resource tree and the entity registry) in the interface language.
 */
export default function DocumentationPage() {
  const { t } = useTranslation();
  const th = useTranslation(HELP_NS).t;
  const lang = currentLang();
  const groups = useMemo(() => buildReference(lang), [lang]);
  // a page is a link only for a user who may open it
  const routes = useAppRoutes();
  const sep = th('reference.sep');
  return (
    <div className="app-page help-page help-reference">
      <h1 className="page-title">{t('route.documentation')}</h1>
      <p>
        {th('reference.intro')} <Link to={GUIDE_PATH}>{th('reference.guides')}</Link>
      </p>
      {groups.map((group) => (
        <section key={group.code} aria-labelledby={`ref-${group.code}`}>
          <h2 id={`ref-${group.code}`} className="help-heading help-h2">
            {group.title}
          </h2>
          <table>
            <thead>
              <tr>
                <th>{th('reference.page')}</th>
                <th>{th('reference.buttons')}</th>
                <th>{th('reference.fields')}</th>
              </tr>
            </thead>
            <tbody>
              {group.pages.map((page) => (
                <tr key={page.code}>
                  <td>
                    {page.path && !page.hidden && routes.byPath.has(page.path) ? (
                      <Link to={page.path}>{page.title}</Link>
                    ) : (
                      page.title
                    )}
                    {page.hidden && <div className="text-secondary">{th('reference.hidden')}</div>}
                  </td>
                  <td>{page.buttons.join(sep) || th('reference.none')}</td>
                  <td>
                    {page.fields.length
                      ? page.fields.map((f, i) => (
                          <span key={i}>
                            {i > 0 && sep}
                            {f.required ? <strong>{f.label}</strong> : f.label}
                          </span>
                        ))
                      : th('reference.none')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
