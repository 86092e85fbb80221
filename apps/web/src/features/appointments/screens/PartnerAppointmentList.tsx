import type { ScreenProps } from '../../../menu/registry.ts';
import { AppointmentList } from './AppointmentList.tsx';

/** 入仓预约 › 我的预约 (appointment site): the partner's own appointments. */
export default function PartnerAppointmentList({ route }: ScreenProps) {
  return <AppointmentList route={route} mode="partner" />;
}
