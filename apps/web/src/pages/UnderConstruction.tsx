import { useState } from 'react';
import { LazyResult } from '../components/LazyResult.tsx';
import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

let mounts = 0;

/** An honest empty state for a page whose screen is not built yet: its title and "under construction". */
export function UnderConstruction({ title, code, path }: { title: string; code?: string; path?: string }) {
  const { t } = useTranslation();
  // each build of the page gets a new number (a refreshed tab is built again)
  const [mountId] = useState(() => (mounts += 1));
  return (
    <div className="app-page under-construction" data-mount-id={mountId}>
      <LazyResult
        icon={<ToolOutlined />}
        title={<h1 className="page-title">{title}</h1>}
        subTitle={t('page.underConstruction')}
        extra={
          (code || path) && (
            <span className="page-meta text-secondary">
              {[code && `${t('page.code')}: ${code}`, path && `${t('page.path')}: ${path}`]
                .filter(Boolean)
                .join(' · ')}
            </span>
          )
        }
      />
    </div>
  );
}
