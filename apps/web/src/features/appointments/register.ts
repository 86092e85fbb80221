import { registerScreen } from '../../menu/registry.ts';
import { APPOINTMENT_PAGE_CODE } from './model/appointment-model.ts';

// Warehouse appointments: the back office's page and the appointment site's 我的预约, one list in two modes.
registerScreen({ code: APPOINTMENT_PAGE_CODE.staff }, () => import('./screens/StaffAppointmentList.tsx'));
registerScreen({ code: APPOINTMENT_PAGE_CODE.partner }, () => import('./screens/PartnerAppointmentList.tsx'));
