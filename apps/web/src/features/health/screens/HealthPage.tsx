import { useLocation } from 'react-router';
import { normalisePath } from '../../../menu/menu-model.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { InboxCard } from './InboxCard.tsx';
import { JobsCard } from './JobsCard.tsx';
import { RefundsCard } from './RefundsCard.tsx';
import '../health.css';

/**
 * 系统运行 (summaryHealth, summary:admin): the background jobs, the set-aside receipts and the online
 * payments waiting for their refund, one card each, so that every figure of the administrator's 系统
 * section (failed and running jobs, set-aside receipts, refunds waiting) lands on what it counted.
 */
export default function HealthPage({ route }: ScreenProps) {
  const location = useLocation();
  // a page kept alive in a hidden tab neither reads another page's address nor asks the server
  const active = normalisePath(location.pathname) === normalisePath(route.path);
  return (
    <div className="app-page health-page">
      <h1 className="page-title">{route.title}</h1>
      <JobsCard active={active} />
      <InboxCard active={active} />
      <RefundsCard active={active} />
    </div>
  );
}
