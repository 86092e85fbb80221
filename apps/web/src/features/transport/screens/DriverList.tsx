import { Space, Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { businessDay, businessTime, driver } from '@app/shared';
import { EntityTable } from '../../../crud/EntityTable.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import i18n from '../../../i18n/index.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { TRANSPORT_NS } from '../locales.ts';

/** A licence expiring within this many days is flagged. */
const SOON_DAYS = 30;

/** The licence expiry in red with 已过期 once past, in orange with 即将到期 within 30 days. */
function licenceTags(columns: ProColumns<Row>[]): ProColumns<Row>[] {
  return columns.map((c) =>
    c.dataIndex === 'licence_expiry'
      ? {
          ...c,
          render: (_dom, row) => {
            const expiry = String(row.licence_expiry ?? '');
            if (!expiry) return '';
            const today = businessDay();
            const soon = businessTime().add(SOON_DAYS, 'day').format('YYYY-MM-DD');
            const t = (key: string) => i18n.t(key, { ns: TRANSPORT_NS });
            if (expiry < today)
              return (
                <Space size={4} className="licence-expired">
                  <span style={{ color: '#cf1322' }}>{expiry}</span>
                  <Tag color="red">{t('licenceExpired')}</Tag>
                </Space>
              );
            if (expiry <= soon)
              return (
                <Space size={4} className="licence-soon">
                  <span>{expiry}</span>
                  <Tag color="orange">{t('licenceSoon')}</Tag>
                </Space>
              );
            return expiry;
          },
        }
      : c,
  );
}

/** Drivers: the generic list, with an expired licence in red and one about to expire flagged. */
export default function DriverList({ route }: ScreenProps) {
  return <EntityTable def={driver} route={route} mapColumns={licenceTags} />;
}
