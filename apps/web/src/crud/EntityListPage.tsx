import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { normalisePath, registry } from '@app/shared';
import type { ListRoute } from './crud-types.ts';
import { EntityTable } from './EntityTable.tsx';
import { CRUD_NS } from './locales.ts';

/** The one generic page of every registry entity: the definition whose `path` is the route's. */
export default function EntityListPage({ route }: { route: ListRoute }) {
  const { t } = useTranslation(CRUD_NS);
  const def = registry.find((d) => d.path && normalisePath(d.path) === route.path);
  if (!def) {
    return (
      <div className="app-page">
        <h1 className="page-title">{route.title}</h1>
        <Result status="warning" subTitle={t('notFound')} />
      </div>
    );
  }
  return <EntityTable def={def} route={route} />;
}
