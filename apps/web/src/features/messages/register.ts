import { registerHeaderTool } from '../../layout/header-tools.ts';
import { registerScreen } from '../../menu/registry.ts';
import { MessageBell } from './screens/MessageBell.tsx';

// The message centre.
registerScreen({ path: '/message/index' }, () => import('./screens/MessageCenter.tsx'));

// The header's bell: unread messages, live notices.
registerHeaderTool({ key: 'messages', order: 20, Tool: MessageBell });
