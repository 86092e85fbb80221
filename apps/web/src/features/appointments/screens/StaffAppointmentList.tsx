import type { ScreenProps } from '../../../menu/registry.ts';
import { AppointmentList } from './AppointmentList.tsx';

/** 仓储运输 › 入仓预约: every appointment of the company, with review and check in / out. */
export default function StaffAppointmentList({ route }: ScreenProps) {
  return <AppointmentList route={route} mode="staff" />;
}
