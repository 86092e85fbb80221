import { registerScreen } from './registry.ts';

/** Screens built so far, by resource code or path. Every other menu page shows "under construction". */
registerScreen({ code: 'yy:welcome' }, () => import('../pages/YyWelcome.tsx'));

// the generic engine's list pages (every registry entity) and the administration screens
import '../crud/screens.ts';
