import { Button, Drawer } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppRoutes } from '../../../menu/use-routes.ts';
import { DownloadPanel } from './DownloadPanel.tsx';
import { useDownloads } from '../model/downloads-store.ts';
import { DOWNLOADS_NS } from '../locales.ts';

/** The menu page of the download tasks. */
export const DOWNLOAD_PATH = '/download/index';

/** The download panel in a drawer (DownloadDrawer.tsx loads it when the panel first opens). */
export function DownloadDrawerView() {
  const { t } = useTranslation(DOWNLOADS_NS);
  const navigate = useNavigate();
  const routes = useAppRoutes();
  const open = useDownloads((s) => s.panelOpen);
  const setOpen = useDownloads((s) => s.setPanelOpen);
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
