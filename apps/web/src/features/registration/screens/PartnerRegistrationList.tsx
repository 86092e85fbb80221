import { useMemo, useRef, useState } from 'react';
import { App, Form, Input, Modal, Tag, Tooltip } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { checkRefuseReason, PERM, REFUSE_REASON_MAX, REGISTRATION_STATUSES, toFormRule } from '@app/shared';
import { confirmThen, errorText } from '../../../crud/confirm.ts';
import {
  CrudTable,
  plainSearch,
  selectField,
  textField,
  type CrudTableApi,
} from '../../../crud/CrudTable.tsx';
import { BusinessTime } from '../../../components/BusinessTime.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { renderActions } from '../../../crud/EntityTable.tsx';
import { CRUD_NS } from '../../../crud/locales.ts';
import { usePermissionCodes } from '../../../crud/permission.ts';
import { catalogMessage } from '../../../i18n/index.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { approveRegistration, listRegistrations, refuseRegistration } from '../api.ts';
import { REGISTRATION_NS } from '../locales.ts';

const COLORS = { pending: 'gold', approved: 'green', refused: 'red' } as const;
type Status = keyof typeof COLORS;

/**
 * 系统管理 › 合作方注册审核: the registrations that chose the working company as service company,
 * waiting ones first; approve (creates the partner account) or refuse with a reason, both confirmed.
 */
export default function PartnerRegistrationList({ route }: ScreenProps) {
  const { t } = useTranslation([REGISTRATION_NS, CRUD_NS], { nsMode: 'fallback' });
  const app = App.useApp();
  const codes = usePermissionCodes();
  const api = useRef<CrudTableApi>(null);
  const [refusing, setRefusing] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const [reasonForm] = Form.useForm<{ reason: string }>();

  const statusLabel = (status: unknown) => t(`review.${String(status)}`);
  const columns = useMemo<ProColumns<Row>[]>(
    () => [
      { title: t('review.username'), dataIndex: 'username' },
      { title: t('review.nickname'), dataIndex: 'nickname' },
      { title: t('review.customerCode'), dataIndex: 'customer_code' },
      { title: t('review.customerName'), dataIndex: 'customer_name' },
      { title: t('review.email'), dataIndex: 'email' },
      { title: t('review.phone'), dataIndex: 'phone' },
      {
        title: t('review.status'),
        dataIndex: 'status',
        render: (_d, row) => {
          const tag = <Tag color={COLORS[row.status as Status]}>{statusLabel(row.status)}</Tag>;
          return row.reason ? <Tooltip title={String(row.reason)}>{tag}</Tooltip> : tag;
        },
      },
      { title: t('review.reason'), dataIndex: 'reason', ellipsis: true },
      {
        title: t('review.createTime'),
        dataIndex: 'create_time',
        render: (_d, row) => <BusinessTime value={row.create_time} />,
      },
      { title: t('review.reviewer'), dataIndex: 'reviewer_name' },
      {
        title: t('review.reviewTime'),
        dataIndex: 'review_time',
        render: (_d, row) => <BusinessTime value={row.review_time} />,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  const search = useMemo(
    () => ({
      ...plainSearch([
        textField(t('review.username'), 'username'),
        selectField(
          t('review.status'),
          'status',
          REGISTRATION_STATUSES.map((s) => ({ value: s, label: t(`review.${s}`) })),
        ),
      ]),
      initialValues: { status: 'pending' },
    }),
    [t],
  );

  const approve = (row: Row) =>
    confirmThen(
      app,
      t('review.approveConfirm', { name: row.username }),
      () => approveRegistration(Number(row.id)),
      {
        after: () => api.current?.reload(),
      },
    );

  const refuse = async () => {
    if (!refusing) return;
    const { reason } = await reasonForm.validateFields();
    setBusy(true);
    try {
      await refuseRegistration(Number(refusing.id), reason);
      void app.message.success(t('success'));
      setRefusing(null);
      api.current?.reload();
    } catch (error) {
      void app.message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <CrudTable
        title={route.title}
        routePath={route.path}
        queryKey="partner-registrations"
        load={listRegistrations}
        apiRef={api}
        columns={columns}
        search={search}
        listPermission={PERM.partnerRegistrationSearch}
        actionsWidth={130}
        rowActions={(row) =>
          row.status === 'pending'
            ? renderActions(
                [
                  {
                    key: 'approve',
                    label: t('review.approve'),
                    permission: PERM.partnerRegistrationApprove,
                    icon: <CheckOutlined />,
                    onClick: () => approve(row),
                  },
                  {
                    key: 'refuse',
                    label: t('review.refuse'),
                    permission: PERM.partnerRegistrationRefuse,
                    danger: true,
                    icon: <CloseOutlined />,
                    onClick: () => {
                      reasonForm.resetFields();
                      setRefusing(row);
                    },
                  },
                ],
                codes,
                true,
              )
            : null
        }
      />
      <Modal
        open={!!refusing}
        title={t('review.refuseTitle', { name: refusing?.username })}
        okText={t('review.refuse')}
        okButtonProps={{ danger: true, loading: busy }}
        onOk={() => void refuse().catch(() => undefined)}
        onCancel={() => setRefusing(null)}
        destroyOnHidden
      >
        <Form form={reasonForm} layout="vertical" name="refuse-registration">
          <Form.Item
            label={t('review.reason')}
            name="reason"
            required
            rules={[toFormRule(checkRefuseReason, catalogMessage)]}
          >
            <Input.TextArea
              rows={4}
              maxLength={REFUSE_REASON_MAX}
              showCount
              placeholder={t('review.reasonPlaceholder')}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
