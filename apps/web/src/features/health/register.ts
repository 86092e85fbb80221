import { registerScreen } from '../../menu/registry.ts';

// 系统运行: the background jobs and the set-aside receipts the administrator's home figures link to
registerScreen({ code: 'summaryHealth' }, () => import('./screens/HealthPage.tsx'));
