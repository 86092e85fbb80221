import { registerScreen } from './registry.ts';

/** Screens built so far, by resource code or path. Every other menu page shows "under construction". */
registerScreen({ code: 'yy:welcome' }, () => import('../pages/YyWelcome.tsx'));
registerScreen({ path: '/message/index' }, () => import('../features/messages/screens/MessageCenter.tsx'));

// the generic engine's list pages (every registry entity) and the administration screens
import '../crud/screens.ts';

// the download tasks (issue 7)
registerScreen({ code: 'download' }, () => import('../features/downloads/screens/DownloadPage.tsx'));

// customs declarations (issue 6): the list and the hidden editor
registerScreen({ code: 'declaration' }, () => import('../features/declarations/screens/DeclarationList.tsx'));
registerScreen(
  { code: 'declaration:edit-page' },
  () => import('../features/declarations/screens/editor/DeclarationEditor.tsx'),
);
