import type { ScreenProps } from '../../../menu/registry.ts';
import { DownloadPanel } from './DownloadPanel.tsx';

/** The download-task page of the menu (/download/index, resource code `download`). */
export default function DownloadPage({ route }: ScreenProps) {
  return (
    <div className="app-page">
      <h1 className="page-title">{route.title}</h1>
      <DownloadPanel />
    </div>
  );
}
