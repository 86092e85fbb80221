import { registerScreen } from '../../menu/registry.ts';

// Customs declarations: the list and the editor (a hidden menu page opened from the list).
registerScreen({ code: 'declaration' }, () => import('./screens/DeclarationList.tsx'));
registerScreen({ code: 'declaration:edit-page' }, () => import('./screens/editor/DeclarationEditor.tsx'));
