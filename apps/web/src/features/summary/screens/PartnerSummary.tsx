import { useCallback } from 'react';
import { Col, Row } from 'antd';
import { SUMMARY_PERM } from '@app/shared';
import { usePermissionCodes } from '../../../crud/permission.ts';
import { normalisePath } from '../../../menu/menu-model.ts';
import { useAppRoutes } from '../../../menu/use-routes.ts';
import { PartnerCharts } from './PartnerCharts.tsx';
import { SectionCard } from './SectionCard.tsx';
import { useLiveSummaryRefresh } from './use-summary.ts';
import '../summary.css';

/**
 * The partner's overview (summary:partner): their appointments this week, their declarations by status
 * and the statements to confirm; beside it the week's appointments and the open statements as charts. A figure links to its list only when the user holds that page.
 */
export function PartnerSummary() {
  const held = usePermissionCodes().has(SUMMARY_PERM.partner);
  const routes = useAppRoutes();
  const canOpen = useCallback((path: string) => routes.byPath.has(normalisePath(path)), [routes]);
  useLiveSummaryRefresh(held);
  if (!held) return null;
  return (
    <Row gutter={[12, 12]} className="summary-home summary-partner">
      <Col xs={24} lg={12} xxl={8}>
        <SectionCard section="partner" canOpen={canOpen} />
      </Col>
      <PartnerCharts />
    </Row>
  );
}
