import { errorText } from '../../../api/error-text.ts';
import { useState } from 'react';
import { App, Form, Input, Modal, Radio, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_CLIENT_ID, STAFF_CLIENT_ID } from '@app/shared';
import { ApiError } from '../../../api/http.ts';
import { useRecordOptions, userCall, type AdminUser } from '../../admin/api.ts';
import { MESSAGES_NS } from '../locales.ts';
import { sendMessage, type SendInput } from '../api.ts';

const TITLE_MAX = 100;
const BODY_MAX = 2000;

interface FormValues {
  kind: 'announcement' | 'private';
  title: string;
  body: string;
  target_type: 'user' | 'role';
  target_ids: number[];
}

type IdsProps = { value?: number[]; onChange?: (v: number[]) => void; id?: string };

/** Enabled users found by name or user name (the user administration list call). */
function UserTargets(props: IdsProps) {
  const { t } = useTranslation(MESSAGES_NS);
  const [search, setSearch] = useState('');
  const options = useQuery({
    queryKey: ['message-targets', 'users', search],
    queryFn: async () => {
      const lists = await Promise.all(
        [{ name: search }, { username: search }].map((filter) =>
          userCall<{ list: AdminUser[] }>('list', { status: 1, ...filter }, { pageNum: 1, pageSize: 50 }),
        ),
      );
      const byId = new Map<number, AdminUser>();
      for (const u of lists.flatMap((l) => l.list)) byId.set(u.id, u);
      return [...byId.values()].map((u) => ({ value: u.id, label: `${u.name} (${u.username})` }));
    },
    staleTime: 30_000,
  });
  return (
    <Select
      mode="multiple"
      allowClear
      showSearch
      filterOption={false}
      placeholder={t('searchUser')}
      onSearch={setSearch}
      loading={options.isFetching}
      options={options.data ?? []}
      {...props}
    />
  );
}

/** Roles of both clients, grouped by client. */
function RoleTargets(props: IdsProps) {
  const { t } = useTranslation(MESSAGES_NS);
  const staff = useRecordOptions('roles', { client_id: STAFF_CLIENT_ID });
  const customer = useRecordOptions('roles', { client_id: CUSTOMER_CLIENT_ID });
  return (
    <Select
      mode="multiple"
      allowClear
      optionFilterProp="label"
      loading={staff.isLoading || customer.isLoading}
      options={[
        { label: t('staffRoles'), options: staff.data ?? [] },
        { label: t('customerRoles'), options: customer.data ?? [] },
      ]}
      {...props}
    />
  );
}

/** Sends an announcement to every user, or a private message to chosen users or roles (message:send). */
export function SendMessageDialog({ onClose, onSent }: { onClose(): void; onSent(): void }) {
  const { t } = useTranslation(MESSAGES_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const kind = Form.useWatch('kind', form);
  const targetType = Form.useWatch('target_type', form);
  const [busy, setBusy] = useState(false);
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('required', { field }),
  });
  const maxRule = (field: string, max: number) => ({ max, message: t('maxLength', { field, max }) });

  const submit = async () => {
    const v = await form.validateFields();
    const input: SendInput =
      v.kind === 'announcement'
        ? { kind: 'announcement', title: v.title, body: v.body }
        : {
            kind: 'private',
            title: v.title,
            body: v.body,
            target_type: v.target_type,
            target_ids: v.target_ids,
          };
    setBusy(true);
    try {
      const res = await sendMessage(input);
      message.success(t('sent', { count: res.recipients }));
      onSent();
      onClose();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.errors).length) {
        form.setFields(
          Object.entries(e.errors).map(([name, error]) => ({
            name: name as keyof FormValues,
            errors: [error],
          })),
        );
      }
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('send')}
      width={600}
      okText={t('send')}
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        name="send-message"
        initialValues={{ kind: 'private', target_type: 'user', target_ids: [] }}
        onValuesChange={(changed: Partial<FormValues>) => {
          if (changed.target_type) form.setFieldValue('target_ids', []);
        }}
      >
        <Form.Item name="kind" label={t('kind')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'private', label: t('private') },
              { value: 'announcement', label: t('announcement') },
            ]}
          />
        </Form.Item>
        {kind !== 'announcement' && (
          <>
            <Form.Item name="target_type" label={t('targetType')}>
              <Radio.Group
                options={[
                  { value: 'user', label: t('targetUser') },
                  { value: 'role', label: t('targetRole') },
                ]}
              />
            </Form.Item>
            <Form.Item
              name="target_ids"
              label={targetType === 'role' ? t('roles') : t('users')}
              rules={[
                {
                  required: true,
                  type: 'array',
                  min: 1,
                  message: t('required', { field: targetType === 'role' ? t('roles') : t('users') }),
                },
              ]}
            >
              {targetType === 'role' ? <RoleTargets /> : <UserTargets />}
            </Form.Item>
          </>
        )}
        <Form.Item
          name="title"
          label={t('title')}
          rules={[required(t('title')), maxRule(t('title'), TITLE_MAX)]}
        >
          <Input maxLength={TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item name="body" label={t('body')} rules={[required(t('body')), maxRule(t('body'), BODY_MAX)]}>
          <Input.TextArea maxLength={BODY_MAX} showCount autoSize={{ minRows: 4, maxRows: 10 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
