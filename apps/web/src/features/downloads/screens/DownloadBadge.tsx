import { Badge } from 'antd';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HeaderButton } from '../../../layout/HeaderTools.tsx';
import { useDownloads } from '../model/downloads-store.ts';
import { DownloadDrawer } from './DownloadDrawer.tsx';

/** Download tasks with a count badge in the header; a click opens the download panel (a drawer). */
export function DownloadBadge() {
  const { t } = useTranslation();
  const count = useDownloads((s) => s.count);
  const setPanelOpen = useDownloads((s) => s.setPanelOpen);
  return (
    <>
      <HeaderButton
        label={t('navbar.downloadsCount', { count })}
        tooltip={t('navbar.downloads')}
        onClick={() => setPanelOpen(true)}
      >
        <Badge count={count} size="small" showZero={false} className="download-badge">
          <CloudDownloadOutlined />
        </Badge>
      </HeaderButton>
      <DownloadDrawer />
    </>
  );
}
