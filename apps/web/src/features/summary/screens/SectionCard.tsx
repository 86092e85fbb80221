import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SummarySectionKey } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { clockTime } from '../model/summary-model.ts';
import { SUMMARY_NS } from '../locales.ts';
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
  const refresh = () => void query.refetch();
  return (
    <Card
      size="small"
      className="summary-card"
      title={title}
      extra={
        <Space size={4}>
          {query.data && (
            <Typography.Text type="secondary" className="summary-taken-at">
              {t('takenAt', { time: clockTime(query.data.taken_at) })}
            </Typography.Text>
          )}
          <Button
            size="small"
            type="text"
            icon={<ReloadOutlined />}
            loading={query.isFetching}
            onClick={refresh}
            aria-label={t('refresh')}
            title={t('refresh')}
          />
        </Space>
      }
    >
      {query.isError && (
        <Alert
          type="error"
          showIcon
          className="summary-error"
          message={t('failed', { section: title })}
          description={errorText(query.error)}
          action={
            <Button size="small" onClick={refresh} loading={query.isFetching}>
              {t('retry')}
            </Button>
          }
        />
      )}
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
