import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text.ts';
import { clockTime } from '../model/summary-model.ts';
import { SUMMARY_NS } from '../locales.ts';

/** What the home cards' parts need of their query (a react-query result). */
interface Refreshing {
  isFetching: boolean;
  refetch: () => unknown;
}

/** When a card's figures were taken (once it has them) and its refresh button. */
export function RefreshTools({
  query,
  takenAt,
  className,
}: {
  query: Refreshing;
  takenAt: string | undefined;
  className?: string;
}) {
  const { t } = useTranslation(SUMMARY_NS);
  return (
    <Space size={4} className={className}>
      {takenAt !== undefined && (
        <Typography.Text type="secondary" className="summary-taken-at">
          {t('takenAt', { time: clockTime(takenAt) })}
        </Typography.Text>
      )}
      <Button
        size="small"
        type="text"
        icon={<ReloadOutlined />}
        loading={query.isFetching}
        onClick={() => void query.refetch()}
        aria-label={t('refresh')}
        title={t('refresh')}
      />
    </Space>
  );
}

/** A card's failed call: what failed, the server's reason and a retry (the card keeps what it had). */
export function FailedAlert({ query, message }: { query: Refreshing & { error: unknown }; message: string }) {
  const { t } = useTranslation(SUMMARY_NS);
  return (
    <Alert
      type="error"
      showIcon
      className="summary-error"
      message={message}
      description={errorText(query.error)}
      action={
        <Button size="small" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('retry')}
        </Button>
      }
    />
  );
}
