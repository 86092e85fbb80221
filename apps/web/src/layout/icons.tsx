import type { ReactNode } from 'react';
import {
  AccountBookOutlined,
  AppstoreOutlined,
  BankOutlined,
  CalendarOutlined,
  CarOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  SettingOutlined,
} from '@ant-design/icons';

/** The menu icons the server names (a fixed map keeps the bundle small); others get a generic icon. */
const ICONS: Record<string, ReactNode> = {
  AccountBookOutlined: <AccountBookOutlined aria-hidden />,
  AppstoreOutlined: <AppstoreOutlined aria-hidden />,
  BankOutlined: <BankOutlined aria-hidden />,
  CalendarOutlined: <CalendarOutlined aria-hidden />,
  CarOutlined: <CarOutlined aria-hidden />,
  DashboardOutlined: <DashboardOutlined aria-hidden />,
  DatabaseOutlined: <DatabaseOutlined aria-hidden />,
  FileTextOutlined: <FileTextOutlined aria-hidden />,
  SettingOutlined: <SettingOutlined aria-hidden />,
};

export function menuIcon(name: string | undefined, fallback = false): ReactNode {
  if (name && ICONS[name]) return ICONS[name];
  return fallback ? <AppstoreOutlined aria-hidden /> : undefined;
}
