import { Button, Drawer } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppRoutes } from '../../../menu/use-routes.ts';
import { DownloadPanel } from './DownloadPanel.tsx';
import { useDownloads } from '../model/downloads-store.ts';
import { DOWNLOADS_NS } from '../locales.ts';
import { useDownloadLive } from './use-download-live.ts';

/** The menu page of the download tasks. */
export const DOWNLOAD_PATH = '/download/index';

/**
 * The download panel opened from the header badge (platform-shell §2.5), and the live download
 * pushes of the session (mounted once, with the header).
 */
export function DownloadDrawer() {
  const { t } = useTranslation(DOWNLOADS_NS);
  const navigate = useNavigate();
  const routes = useAppRoutes();
  const open = useDownloads((s) => s.panelOpen);
  const setOpen = useDownloads((s) => s.setPanelOpen);
  useDownloadLive();
  return (
    <Drawer
      open={open}
      title={t('title')}
      width={760}
      onClose={() => setOpen(false)}
      destroyOnHidden
      extra={
        routes.byPath.has(DOWNLOAD_PATH) && (
          <Button
            type="link"
            onClick={() => {
              setOpen(false);
              navigate(DOWNLOAD_PATH);
            }}
          >
            {t('openPage')}
          </Button>
        )
      }
    >
      {open && <DownloadPanel />}
    </Drawer>
  );
}
