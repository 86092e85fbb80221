import { registerHeaderTool } from '../../layout/header-tools.ts';
import { registerScreen } from '../../menu/registry.ts';
import { DownloadBadge } from './screens/DownloadBadge.tsx';

// The download tasks page (the same list as the header's download panel).
registerScreen({ code: 'download' }, () => import('./screens/DownloadPage.tsx'));

// The header's download badge and its panel.
registerHeaderTool({ key: 'downloads', order: 10, Tool: DownloadBadge });
