import { Col, Form, Select, type FormInstance } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { partnerConsignee } from '@app/shared';
import type { Row } from '../../../crud/entity-values.ts';
import { usePermissionCodes } from '../../../crud/permission.ts';
import { myConsignees } from '../api.ts';
import { APPOINTMENTS_NS } from '../locales.ts';

/**
 * A partner's own consignees (我的收货人), offered above the consignee fields of the appointment form:
 * picking one fills the code and the name. Nothing is drawn when the partner keeps none.
 */
export function MyConsigneePicker({
  form,
  enabled,
  onPicked,
}: {
  form: FormInstance<Row>;
  /** A partner editing (staff and a look get none). */
  enabled: boolean;
  onPicked: () => void;
}) {
  const { t } = useTranslation(APPOINTMENTS_NS);
  const codes = usePermissionCodes();
  const own = useQuery({
    queryKey: ['my-consignees'],
    queryFn: myConsignees,
    enabled: enabled && codes.has(partnerConsignee.permissions.list),
    retry: false,
  });
  const list = own.data?.content ?? [];
  if (!enabled || !list.length) return null;
  return (
    <Col xs={24} md={12} lg={8}>
      <Form.Item label={t('form.myConsignees')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          aria-label={t('form.myConsignees')}
          options={list.map((c) => ({
            value: c.consignee_code,
            label: `${c.consignee_name} (${c.consignee_code})`,
          }))}
          onChange={(code?: string) => {
            const picked = list.find((c) => c.consignee_code === code);
            if (!picked) return;
            form.setFieldsValue({
              receiver_code: picked.consignee_code,
              receiver_name: picked.consignee_name,
            });
            onPicked();
            void form.validateFields(['receiver_code', 'receiver_name']);
          }}
        />
      </Form.Item>
    </Col>
  );
}
