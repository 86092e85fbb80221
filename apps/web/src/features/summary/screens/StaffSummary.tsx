import { Col, Row } from 'antd';
import { SUMMARY_PERM } from '@app/shared';
import { usePermissionCodes } from '../../../crud/permission.ts';
import { heldSections, STAFF_SECTIONS } from '../model/summary-model.ts';
import { FinanceCharts } from './FinanceCharts.tsx';
import { SectionCard } from './SectionCard.tsx';
import { TrendCharts } from './TrendCharts.tsx';
import { useLiveSummaryRefresh } from './use-summary.ts';
import '../summary.css';

/**
 * The staff home's figures: a card per section the user holds (单证, 客服, 财务, 系统), then the 30-day
 * trend with summary:trend; finance (summary:finance) sees its receivables by age and the month's income
 * as charts. Sections the user does not hold are neither asked for nor shown.
 */
export function StaffSummary() {
  const codes = usePermissionCodes();
  const sections = heldSections(STAFF_SECTIONS, codes);
  const trend = codes.has(SUMMARY_PERM.trend);
  useLiveSummaryRefresh(sections.length > 0 || trend);
  if (!sections.length && !trend) return null;
  return (
    <div className="summary-home">
      {sections.length > 0 && (
        <Row gutter={[12, 12]}>
          {sections.map((section) => (
            <Col key={section} xs={24} md={12} xxl={6}>
              <SectionCard section={section} />
            </Col>
          ))}
        </Row>
      )}
      {sections.includes('finance') && <FinanceCharts />}
      {trend && <TrendCharts />}
    </div>
  );
}
