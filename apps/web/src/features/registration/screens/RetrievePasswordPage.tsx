import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, App, Button, Form, Input, Result, Space, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  checkEmailCode,
  checkNewPasswordPair,
  checkRegisterEmail,
  checkRegisterUsername,
  toFormRule,
  type EmailCodeRequest,
} from '@app/shared';
import { getSite } from '../../../app-context.ts';
import { confirmPasswordRule } from './confirm-password-rule.ts';
import { PasswordStrength } from '../../../components/PasswordStrength.tsx';
import { catalogMessage } from '../../../i18n/index.ts';
import { loginPath } from '../../../site/site.ts';
import { retrievePassword, sendRetrievalCode } from '../api.ts';
import { REGISTRATION_NS } from '../locales.ts';
import { useCountdown } from '../model/countdown.ts';
import { applyFieldErrors } from '../model/form-errors.ts';
import { PublicFrame } from '../../../components/PublicFrame.tsx';
import { SendCodeButton } from './SendCodeButton.tsx';

interface Account {
  username: string;
  email: string;
}
interface NewPassword {
  code: string;
  password: string;
  confirmPassword: string;
}

/**
 * /retrieve-password (public): 1. user name and registered e-mail → a code by e-mail (the answer is
 * the same for any account); 2. the code and a new password → every session signed out; 3. done.
 */
export default function RetrievePasswordPage() {
  const { t } = useTranslation(REGISTRATION_NS);
  const { message } = App.useApp();
  const [step, setStep] = useState(0);
  const [account, setAccount] = useState<Account | null>(null);
  const [accountForm] = Form.useForm<Account>();
  const [passwordForm] = Form.useForm<NewPassword>();
  const password = Form.useWatch('password', passwordForm);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown();

  const askCode = async (values: EmailCodeRequest) => {
    const answer = await sendRetrievalCode(values);
    void message.success(answer.message);
    return answer.data?.resend_seconds ?? 60;
  };

  const first = async (values: Account) => {
    setBusy(true);
    setError(null);
    try {
      countdown.start(await askCode(values));
      setAccount(values);
      setStep(1);
    } catch (e) {
      const left = applyFieldErrors(accountForm, e, ['username', 'email']);
      if (left) setError(left);
    } finally {
      setBusy(false);
    }
  };

  const second = async (values: NewPassword) => {
    if (!account) return;
    setBusy(true);
    setError(null);
    try {
      await retrievePassword({ ...account, ...values });
      setStep(2);
    } catch (e) {
      const left = applyFieldErrors(passwordForm, e, ['code', 'password', 'confirmPassword']);
      if (left) setError(left);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    try {
      return await askCode(account!);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      throw e;
    }
  };

  return (
    <PublicFrame title={t('retrieve.title')}>
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 24 }}
        items={[
          { title: t('retrieve.step1') },
          { title: t('retrieve.step2') },
          { title: t('retrieve.step3') },
        ]}
      />
      {step === 0 && (
        <Form<Account>
          form={accountForm}
          name="retrieve-account"
          layout="vertical"
          disabled={busy}
          initialValues={account ?? undefined}
          onFinish={(values) => void first(values)}
          onValuesChange={() => setError(null)}
        >
          <Form.Item
            label={t('retrieve.username')}
            name="username"
            rules={[toFormRule(checkRegisterUsername, catalogMessage)]}
            required
          >
            <Input autoComplete="username" maxLength={18} />
          </Form.Item>
          <Form.Item
            label={t('retrieve.email')}
            name="email"
            rules={[toFormRule(checkRegisterEmail, catalogMessage)]}
            required
          >
            <Input type="email" autoComplete="email" maxLength={200} />
          </Form.Item>
          {error && <Alert type="error" message={error} showIcon role="alert" style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" block loading={busy} disabled={countdown.seconds > 0}>
            {countdown.seconds > 0
              ? t('retrieve.resend', { seconds: countdown.seconds })
              : t('retrieve.next')}
          </Button>
        </Form>
      )}
      {step === 1 && (
        <Form<NewPassword>
          form={passwordForm}
          name="retrieve-password"
          layout="vertical"
          disabled={busy}
          onFinish={(values) => void second(values)}
          onValuesChange={() => setError(null)}
        >
          <Alert
            type="info"
            showIcon
            message={catalogMessage('code.sent_if_match')}
            style={{ marginBottom: 16 }}
          />
          <Form.Item label={t('retrieve.code')} required htmlFor="retrieve-password_code">
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="code" rules={[toFormRule(checkEmailCode, catalogMessage)]} noStyle>
                <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" autoFocus />
              </Form.Item>
              <SendCodeButton send={resend} label={t('retrieve.sendAgain')} countdown={countdown} />
            </Space.Compact>
          </Form.Item>
          <Form.Item
            label={t('retrieve.password')}
            name="password"
            required
            style={{ marginBottom: 8 }}
            rules={[
              {
                validator: (_r, value: string | undefined) => {
                  const problem = checkNewPasswordPair(value, value, account?.username).password;
                  return problem
                    ? Promise.reject(new Error(catalogMessage(problem.key, problem.params)))
                    : Promise.resolve();
                },
              },
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={20} />
          </Form.Item>
          <div className="login-strength">
            <PasswordStrength password={password} />
          </div>
          <Form.Item
            label={t('retrieve.confirm')}
            name="confirmPassword"
            required
            dependencies={['password']}
            rules={[confirmPasswordRule]}
          >
            <Input.Password autoComplete="new-password" maxLength={20} />
          </Form.Item>
          {error && <Alert type="error" message={error} showIcon role="alert" style={{ marginBottom: 16 }} />}
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Button onClick={() => setStep(0)}>{t('retrieve.back')}</Button>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('retrieve.submit')}
            </Button>
          </Space>
        </Form>
      )}
      {step === 2 && (
        <Result
          status="success"
          title={t('retrieve.doneTitle')}
          subTitle={t('retrieve.doneText')}
          extra={
            <Link to={loginPath(getSite())}>
              <Button type="primary">{t('retrieve.toLogin')}</Button>
            </Link>
          }
        />
      )}
      {step < 2 && (
        <div style={{ textAlign: 'center', marginTop: 12 }}>
          <Link to={loginPath(getSite())}>{t('retrieve.toLogin')}</Link>
        </div>
      )}
    </PublicFrame>
  );
}
