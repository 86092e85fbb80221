import { registerScreen } from '../../menu/registry.ts';

// The download tasks page (the same list as the header's download panel).
registerScreen({ code: 'download' }, () => import('./screens/DownloadPage.tsx'));
