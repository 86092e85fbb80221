import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, App, Button, Form, Input, Result, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  checkEmailCode,
  checkMobile,
  checkNewPasswordPair,
  checkPartnerCode,
  checkRegisterEmail,
  checkRegisterNickname,
  checkRegisterUsername,
  toFormRule,
  type PartnerRegisterInput,
} from '@app/shared';
import { getSite } from '../../../app-context.ts';
import { confirmPasswordRule } from './confirm-password-rule.ts';
import { PasswordStrength } from '../../../components/PasswordStrength.tsx';
import { catalogMessage } from '../../../i18n/index.ts';
import { loginPath } from '../../../site/site.ts';
import { fetchServiceCompanies, registerPartner, sendRegisterCode, type Registered } from '../api.ts';
import { REGISTRATION_NS } from '../locales.ts';
import { applyFieldErrors } from '../model/form-errors.ts';
import { PublicFrame } from '../../../components/PublicFrame.tsx';
import { SendCodeButton } from './SendCodeButton.tsx';

type Values = Required<Omit<PartnerRegisterInput, 'company_id'>> & { company_id?: number };

const FIELDS = [
  'username',
  'nickname',
  'company_id',
  'customer_code',
  'email',
  'phone',
  'code',
  'password',
  'confirmPassword',
] as const;

const rule = (check: Parameters<typeof toFormRule>[0]) => [toFormRule(check, catalogMessage)];

/** /partner-register (public): a partner applies for an account with a service company. */
export default function PartnerRegisterPage() {
  const { t } = useTranslation(REGISTRATION_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const password = Form.useWatch('password', form);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<(Registered & { message?: string }) | null>(null);
  const companies = useQuery({ queryKey: ['registration', 'companies'], queryFn: fetchServiceCompanies });
  const login = loginPath(getSite());

  const sendCode = async () => {
    setError(null);
    const { username, email } = await form.validateFields(['username', 'email']);
    try {
      const answer = await sendRegisterCode({ username, email });
      void message.success(answer.message);
      return answer.data?.resend_seconds ?? 60;
    } catch (e) {
      const left = applyFieldErrors(form, e, FIELDS);
      if (left) setError(left);
      throw e;
    }
  };

  const submit = async (values: Values) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await registerPartner({ ...values, company_id: values.company_id ?? null });
      setDone({ ...answer.data!, message: answer.message });
    } catch (e) {
      const left = applyFieldErrors(form, e, FIELDS);
      if (left) setError(left);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    const approved = done.status === 'approved';
    return (
      <PublicFrame title={t('register.title')}>
        <Result
          status={approved ? 'success' : 'info'}
          title={approved ? t('register.approvedTitle') : t('register.pendingTitle')}
          subTitle={done.message}
          extra={
            <Link to={login}>
              <Button type="primary">{t('register.toLogin')}</Button>
            </Link>
          }
        />
      </PublicFrame>
    );
  }

  return (
    <PublicFrame title={t('register.title')} subtitle={t('register.subtitle')}>
      <Form<Values>
        form={form}
        name="partner-register"
        layout="vertical"
        disabled={busy}
        requiredMark
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setError(null)}
      >
        <Form.Item
          label={t('register.username')}
          name="username"
          rules={rule(checkRegisterUsername)}
          required
        >
          <Input placeholder={t('register.usernamePlaceholder')} autoComplete="username" maxLength={18} />
        </Form.Item>
        <Form.Item
          label={t('register.nickname')}
          name="nickname"
          rules={rule(checkRegisterNickname)}
          required
        >
          <Input placeholder={t('register.nicknamePlaceholder')} maxLength={32} />
        </Form.Item>
        <Form.Item
          label={t('register.company')}
          name="company_id"
          rules={[{ required: true, message: catalogMessage('register.company_required') }]}
        >
          <Select
            placeholder={t('register.companyPlaceholder')}
            loading={companies.isLoading}
            showSearch
            optionFilterProp="label"
            options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item
          label={t('register.partnerCode')}
          name="customer_code"
          rules={rule(checkPartnerCode)}
          required
        >
          <Input placeholder={t('register.partnerCodePlaceholder')} maxLength={50} />
        </Form.Item>
        <Form.Item label={t('register.email')} name="email" rules={rule(checkRegisterEmail)} required>
          <Input type="email" autoComplete="email" maxLength={200} />
        </Form.Item>
        <Form.Item label={t('register.code')} required htmlFor="partner-register_code">
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" rules={rule(checkEmailCode)} noStyle>
              <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
            </Form.Item>
            <SendCodeButton send={sendCode} label={t('register.sendCode')} />
          </Space.Compact>
        </Form.Item>
        <Form.Item label={t('register.phone')} name="phone" rules={rule(checkMobile)}>
          <Input autoComplete="tel" maxLength={11} />
        </Form.Item>
        <Form.Item
          label={t('register.password')}
          name="password"
          required
          dependencies={['username']}
          style={{ marginBottom: 8 }}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_r, value: string | undefined) => {
                const problem = checkNewPasswordPair(
                  value,
                  value,
                  getFieldValue('username') as string,
                ).password;
                return problem
                  ? Promise.reject(new Error(catalogMessage(problem.key, problem.params)))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <Input.Password
            placeholder={t('register.passwordPlaceholder')}
            autoComplete="new-password"
            maxLength={20}
          />
        </Form.Item>
        <div className="login-strength">
          <PasswordStrength password={password} />
        </div>
        <Form.Item
          label={t('register.confirm')}
          name="confirmPassword"
          required
          dependencies={['password']}
          rules={[confirmPasswordRule]}
        >
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        {error && <Alert type="error" message={error} showIcon role="alert" style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('register.submit')}
        </Button>
        <div style={{ textAlign: 'center', marginTop: 12 }}>
          <Link to={login}>{t('register.haveAccount')}</Link>
        </div>
      </Form>
    </PublicFrame>
  );
}
