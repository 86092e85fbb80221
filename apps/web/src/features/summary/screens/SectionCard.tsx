import { Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SummarySectionKey } from '@app/shared';
import { SUMMARY_NS } from '../locales.ts';
import { FailedAlert, RefreshTools } from './CardParts.tsx';
import { FigureList } from './FigureList.tsx';
import { useSummarySection } from './use-summary.ts';

export interface SectionCardProps {
  section: SummarySectionKey;
  /** Whether the user can open a figure's page (every page when not given). */
  canOpen?: (path: string) => boolean;
}

/**
 * One home section: its figures, when they were counted and a refresh button. A failed call shows the
 * error with a retry and keeps the figures the section had; skeletons until the first answer.
 */
export function SectionCard({ section, canOpen }: SectionCardProps) {
  const { t } = useTranslation(SUMMARY_NS);
  const query = useSummarySection(section);
  const title = t(`section.${section}`, { defaultValue: section });
  return (
    <Card
      size="small"
      className="summary-card"
      title={title}
      extra={<RefreshTools query={query} takenAt={query.data?.taken_at} />}
    >
      {query.isError && <FailedAlert query={query} message={t('failed', { section: title })} />}
      {query.isPending && !query.isError && <Skeleton active title={false} paragraph={{ rows: 4 }} />}
      {query.data &&
        (query.data.figures.length ? (
          <FigureList figures={query.data.figures} canOpen={canOpen} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
        ))}
    </Card>
  );
}
