import { Link } from 'react-router';
import { Breadcrumb as AntBreadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOME_PATH, type RouteMeta } from './route-meta.ts';

/** Home first, then the directories and the page; the /redirect helper is skipped. */
export function Breadcrumb({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation();
  if (meta.helper) return null;
  const title = meta.titleKey ? t(meta.titleKey) : meta.title;
  const items = [{ title: <Link to={HOME_PATH}>{t('route.dashboard')}</Link> }];
  if (meta.path !== HOME_PATH) {
    items.push(...meta.parents.map((p) => ({ title: <span>{p}</span> })));
    items.push({ title: <span>{title}</span> });
  }
  return <AntBreadcrumb className="app-breadcrumb" items={items} />;
}
