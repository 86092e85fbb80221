import { registerScreen } from '../../menu/registry.ts';

// 系统管理 › 合作方注册审核 (the public registration and retrieval pages are routes of the shell).
registerScreen({ code: 'partnerRegistration' }, () => import('./screens/PartnerRegistrationList.tsx'));
