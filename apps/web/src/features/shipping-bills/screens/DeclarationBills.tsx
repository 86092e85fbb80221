import { Link } from 'react-router';
import { Card, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localize, normalisePath, shippingBill } from '@app/shared';
import { usePermission } from '../../../crud/permission.ts';
import type { Row } from '../../../crud/entity-values.ts';
import { currentLang } from '../../../i18n/index.ts';
import { billsOf } from '../api.ts';
import { SHIPPING_BILLS_NS } from '../locales.ts';

const LIST_PATH = normalisePath(shippingBill.path!);
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * The shipping bills linked to a declaration (its bill_status says whether there are any), each a link
 * to the bill in the shipping bill list; shown to those who may list bills.
 */
export function DeclarationBills({ declarationId }: { declarationId: number }) {
  const { t } = useTranslation(SHIPPING_BILLS_NS);
  const lang = currentLang();
  const allowed = usePermission(shippingBill.permissions.list);
  const bills = useQuery({
    queryKey: ['declaration-bills', declarationId],
    queryFn: () => billsOf(declarationId),
    enabled: allowed,
    retry: false,
  });
  if (!allowed) return null;
  const label = (field: string) => localize(shippingBill.fields[field]!.label, lang);
  const option = (field: string, value: unknown) => {
    const found = shippingBill.fields[field]!.options?.find((o) => o.value === value);
    return found ? localize(found.label, lang) : text(value);
  };
  return (
    <Card size="small" title={t('bills')} className="decl-card" data-testid="declaration-bills">
      <Table<Row>
        size="small"
        pagination={false}
        rowKey={(r) => text(r.id)}
        loading={bills.isLoading}
        locale={{ emptyText: t('billsEmpty') }}
        dataSource={bills.data ?? []}
        columns={[
          {
            title: label('bill_no'),
            dataIndex: 'bill_no',
            render: (no: unknown) => <Link to={`${LIST_PATH}?bill_no=${text(no)}`}>{text(no)}</Link>,
          },
          { title: label('ie_flag'), dataIndex: 'ie_flag', render: (v: unknown) => option('ie_flag', v) },
          { title: label('vessel_name'), dataIndex: 'vessel_name' },
          { title: label('voyage_no'), dataIndex: 'voyage_no' },
          {
            title: label('dec_message_status'),
            dataIndex: 'dec_message_status',
            render: (v: unknown) => option('dec_message_status', v),
          },
          {
            title: label('bill_message_status'),
            dataIndex: 'bill_message_status',
            render: (v: unknown) => option('bill_message_status', v),
          },
        ]}
      />
      {!!bills.data?.length && (
        <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
          <Link to={`${LIST_PATH}?cd_id=${declarationId}`}>{t('allBills')}</Link>
        </Typography.Paragraph>
      )}
    </Card>
  );
}
