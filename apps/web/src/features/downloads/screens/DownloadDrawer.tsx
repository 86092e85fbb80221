import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../../components/use-opened-once.ts';
import { useDownloads } from '../model/downloads-store.ts';
import { useDownloadLive } from './use-download-live.ts';

// the drawer, its table and progress bars load when the panel first opens, not with every page
const DownloadDrawerView = lazy(() =>
  import('./DownloadDrawerView.tsx').then((m) => ({ default: m.DownloadDrawerView })),
);

/**
 * The download panel opened from the header badge (platform-shell §2.5), and the live download
 * pushes of the session (mounted once, with the header).
 */
export function DownloadDrawer() {
  const opened = useOpenedOnce(useDownloads((s) => s.panelOpen));
  useDownloadLive();
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DownloadDrawerView />
    </Suspense>
  );
}
