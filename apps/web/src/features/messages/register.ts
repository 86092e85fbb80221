import { registerScreen } from '../../menu/registry.ts';

// The message centre.
registerScreen({ path: '/message/index' }, () => import('./screens/MessageCenter.tsx'));
