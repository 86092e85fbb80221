import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, DatePicker, Empty, Row as GridRow, Space, Spin, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  businessDay,
  formatBusinessTime,
  localize,
  parseBusinessTime,
  TRANSPORT_ORDER_STATUS,
  transportOrder,
} from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { listRecords } from '../../../crud/crud-api.ts';
import { renderActions } from '../../../crud/EntityTable.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { usePermissionCodes } from '../../../crud/permission.ts';
import { currentLang } from '../../../i18n/index.ts';
import { TRANSPORT_NS } from '../locales.ts';
import { useTransportSteps } from './transport-steps.tsx';

/** The board's columns, in the order an order moves through them. */
const COLUMNS = ['planned', 'dispatched', 'in_transit', 'delivered'] as const;
const EDGE: Record<string, string> = {
  planned: '#1677ff',
  dispatched: '#722ed1',
  in_transit: '#fa8c16',
  delivered: '#52c41a',
};

/** The transport orders to be picked up on one business day, oldest planned time first. */
const dayOrders = (day: string) =>
  listRecords(`/api/${transportOrder.name}`, {
    page: 1,
    size: 100,
    sort: 'planned_pickup_time,asc',
    planned_pickup_time_from: parseBusinessTime(day, 'start')?.toISOString(),
    planned_pickup_time_to: parseBusinessTime(day, 'end')?.toISOString(),
  });

/** One order on the board: number, customer, time, route, crew and the dispatcher's buttons. */
function OrderCard({ row, actions }: { row: Row; actions: ReactNode[] }) {
  const { t } = useTranslation(TRANSPORT_NS);
  const display = (row._display ?? {}) as Record<string, string | null>;
  const crew = [display.carrier_id, display.driver_id, display.vehicle_id].filter(Boolean).join(' · ');
  return (
    <Card
      size="small"
      className="dispatch-card"
      data-order={String(row.order_no)}
      data-status={String(row.status)}
      style={{ marginBottom: 8, borderLeft: `3px solid ${EDGE[String(row.status)] ?? '#d9d9d9'}` }}
      title={
        <Space size={8}>
          <Typography.Text strong>{String(row.order_no ?? row.id)}</Typography.Text>
          <Typography.Text type="secondary">
            {formatBusinessTime(String(row.planned_pickup_time), 'HH:mm')}
          </Typography.Text>
        </Space>
      }
      extra={<Typography.Text>{String(row.customer_code ?? '')}</Typography.Text>}
    >
      <div>
        {display.pickup_city_id ?? ''} {String(row.pickup_address ?? '')}
      </div>
      <div>
        → {display.delivery_city_id ?? ''} {String(row.delivery_address ?? '')}
      </div>
      {row.container_no ? (
        <Typography.Text type="secondary">{String(row.container_no)}</Typography.Text>
      ) : null}
      <div>{crew ? crew : <Typography.Text type="warning">{t('noCrew')}</Typography.Text>}</div>
      <Space size={0} wrap style={{ marginTop: 4 }}>
        {actions}
      </Space>
    </Card>
  );
}

/**
 * The dispatch board: the transport orders to be picked up on a day (today by default) in columns by
 * status; the dispatcher dispatches (carrier, driver, vehicle), starts and delivers them with the buttons
 * on each card. Cancelled orders are counted, not shown.
 */
export function DispatchBoard() {
  const { t } = useTranslation(TRANSPORT_NS);
  const lang = currentLang();
  const codes = usePermissionCodes();
  const [day, setDay] = useState(businessDay());
  const orders = useQuery({
    queryKey: ['dispatch-board', day],
    queryFn: () => dayOrders(day),
    retry: false,
  });
  const steps = useTransportSteps(() => void orders.refetch());
  const rows = orders.data?.content ?? [];
  const cancelled = rows.filter((r) => r.status === 'cancelled').length;
  const title = (status: string) => {
    const o = TRANSPORT_ORDER_STATUS.find((x) => x.value === status);
    return o ? localize(o.label, lang) : status;
  };

  return (
    <div className="dispatch-board">
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Text>{t('day')}</Typography.Text>
        <DatePicker
          allowClear={false}
          value={dayjs(day)}
          onChange={(value: Dayjs | null) => value && setDay(value.format('YYYY-MM-DD'))}
        />
        <Button onClick={() => setDay(businessDay())}>{t('today')}</Button>
        <Button icon={<ReloadOutlined />} onClick={() => void orders.refetch()}>
          {t('refresh')}
        </Button>
        {cancelled > 0 && (
          <Typography.Text type="secondary">{t('more', { count: cancelled })}</Typography.Text>
        )}
      </Space>
      {orders.isError && <Alert type="error" showIcon message={errorText(orders.error)} />}
      <Spin spinning={orders.isFetching}>
        <GridRow gutter={12}>
          {COLUMNS.map((status) => {
            const list = rows.filter((r) => r.status === status);
            return (
              <Col key={status} xs={24} md={12} xl={6} data-column={status}>
                <Card
                  size="small"
                  title={`${title(status)} (${list.length})`}
                  styles={{ body: { background: '#fafafa', minHeight: 240 } }}
                >
                  {list.length ? (
                    list.map((row) => (
                      <OrderCard
                        key={String(row.id)}
                        row={row}
                        actions={renderActions(steps.actions(row), codes, true)}
                      />
                    ))
                  ) : (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyColumn')} />
                  )}
                </Card>
              </Col>
            );
          })}
        </GridRow>
      </Spin>
      {steps.dialogs}
    </div>
  );
}
