import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Form, Input, Typography } from 'antd';
import { LockOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_CLIENT_ID, checkLoginPassword, checkLoginUsername, toFormRule } from '@app/shared';
import { requestSliderChallenge } from '../../api/auth.ts';
import { ApiError } from '../../api/http.ts';
import { getSite } from '../../app-context.ts';
import { PasswordStrength } from '../../components/PasswordStrength.tsx';
import { SliderCheck } from '../../components/SliderCheck.tsx';
import { LangSelect } from '../../components/LangSelect.tsx';
import { catalogMessage } from '../../i18n/index.ts';
import { clearLocalSession, signIn, SystemBusyError, UserInfoMessageError } from '../../app/auth-flow.ts';
import { takeFlash } from '../../session/flash.ts';
import { welcomePath } from '../../site/site.ts';

interface LoginValues {
  username: string;
  password: string;
  clientId: string;
  clientSecret: string;
}

/** A redirect target inside the app only (no other origin, no protocol-relative path). */
export function safeRedirect(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/login'))
    return undefined;
  return value;
}

/**
 * The sign-in page (platform-shell §2.5, §4.1, §8): user name (trimmed), password with
 * the strength meter, and the site's client type and secret prefilled. On the appointment
 * sites the 5–18 rule and the drag-slider check apply.
 */
export function LoginPage({ partner = false }: { partner?: boolean }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const site = getSite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginValues>();
  const password = Form.useWatch('password', form);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [flash, setFlash] = useState(takeFlash);
  const [sliderPassed, setSliderPassed] = useState(false);
  const [showClient, setShowClient] = useState(false);
  /** The server's drag-slider challenge, after it answered 428 (many wrong passwords for the name). */
  const [challenge, setChallenge] = useState<{ id: string; target: number } | null>(null);
  /** The solved slider of the last attempt: a forced retry after "already logged in" carries it again. */
  const lastSlider = useRef<{ id: string; position: number } | undefined>(undefined);
  /** One sign-in at a time (a double click on a confirm button must not start a second one). */
  const inFlight = useRef(false);

  const unlock = () => {
    inFlight.current = false;
    setBusy(false);
    setSliderPassed(false);
  };

  const attempt = async (values: LoginValues, force: boolean, slider?: { id: string; position: number }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    lastSlider.current = slider;
    setBusy(true);
    setError(null);
    try {
      await signIn(
        {
          username: values.username.trim(),
          password: values.password,
          clientId: values.clientId.trim(),
          clientSecret: values.clientSecret.trim(),
          force,
          ...(slider ? { slider } : {}),
        },
        partner ? '/login/partner' : null,
      );
      navigate(safeRedirect(params.get('redirect')) ?? welcomePath(site), { replace: true });
    } catch (e) {
      inFlight.current = false;
      onFailure(e, values);
    }
  };

  /** Asks the server for a (new) slider challenge and shows it; the sign-in goes on once it is solved. */
  const askSlider = async (text: string) => {
    setChallenge(null);
    try {
      const next = await requestSliderChallenge();
      setChallenge({ id: next.slider_id, target: next.target });
      setError(text);
    } catch (e) {
      setError(e instanceof ApiError && e.body.message ? e.body.message : t('login.systemBusy'));
    }
    unlock();
  };

  /** Solved: signs in with what the form holds now (the password may have been corrected meanwhile). */
  const onSliderChange = (passed: boolean, position: number) => {
    if (!passed || !challenge) return;
    const solved = { id: challenge.id, position };
    setChallenge(null);
    form.validateFields().then(
      (values) => void attempt(values, false, solved),
      () => void askSlider(t('slider.required')),
    );
  };

  const onFailure = (e: unknown, values: LoginValues) => {
    if (e instanceof ApiError && e.oauthError === 'slider_required') {
      void askSlider(e.body.message ?? t('slider.required'));
      return;
    }
    if (e instanceof ApiError && e.oauthError === 'already_logged_in') {
      modal.confirm({
        title: t('login.alreadyLoggedInTitle'),
        content: e.message,
        okText: t('login.forceOffline'),
        cancelText: t('login.cancel'),
        onOk: () => void attempt(values, true, lastSlider.current),
        onCancel: () => {
          message.info(t('login.cancelLogin'));
          unlock();
        },
      });
      return;
    }
    if (e instanceof UserInfoMessageError) {
      clearLocalSession();
      modal.confirm({
        title: t('login.tip'),
        content: e.message,
        okText: t('login.submit'),
        cancelText: t('login.cancel'),
        onOk: unlock,
        onCancel: () => {
          message.info(t('login.cancelLogin'));
          unlock();
        },
      });
      return;
    }
    if (e instanceof SystemBusyError || (e instanceof ApiError && (e.status === 0 || e.status >= 500))) {
      setError(t('login.systemBusy'));
    } else if (e instanceof ApiError && (e.status === 400 || e.status === 429) && e.body.message) {
      setError(e.body.message);
    } else {
      setError(t('login.illegalDomain'));
    }
    unlock();
  };

  const onFinish = (values: LoginValues) => {
    if (site.slider_check && !sliderPassed) {
      setError(t('slider.required'));
      return;
    }
    if (challenge) {
      setError(t('slider.required'));
      return;
    }
    void attempt(values, false);
  };

  const usernameRules = site.slider_check
    ? [toFormRule(checkLoginUsername, catalogMessage)]
    : [{ required: true, whitespace: true, message: t('login.usernameRequired') }];
  const passwordRules = site.slider_check
    ? [toFormRule(checkLoginPassword, catalogMessage)]
    : [{ required: true, message: t('login.passwordRequired') }];

  return (
    <div className="login-page">
      <div className="login-lang">
        <LangSelect />
      </div>
      <div className="login-box">
        <div className="login-brand">
          <img src={site.logo} alt="" className="login-logo" />
          <Typography.Title level={2} className="login-title">
            {site.name}
          </Typography.Title>
          <Typography.Text type="secondary">
            {partner ? t('login.partnerSubtitle') : site.company_name}
          </Typography.Text>
        </div>
        {flash && <Alert type="success" showIcon message={flash} style={{ marginBottom: 16 }} />}
        <Form<LoginValues>
          form={form}
          name="login"
          layout="vertical"
          size="large"
          disabled={busy}
          requiredMark={false}
          initialValues={{ clientId: site.client_id, clientSecret: site.client_secret }}
          onFinish={onFinish}
          onValuesChange={() => {
            setError(null);
            setFlash(null);
          }}
        >
          <Form.Item
            label={t('login.username')}
            name="username"
            rules={usernameRules}
            normalize={(v: string) => v.replace(/^\s+/, '')}
          >
            <Input
              prefix={<UserOutlined />}
              placeholder={t('login.usernamePlaceholder')}
              autoComplete="username"
              autoFocus
              maxLength={64}
              onBlur={() =>
                form.setFieldValue('username', (form.getFieldValue('username') as string)?.trim())
              }
            />
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            name="password"
            rules={passwordRules}
            style={{ marginBottom: 8 }}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('login.passwordPlaceholder')}
              autoComplete="current-password"
              maxLength={128}
            />
          </Form.Item>
          <div className="login-strength">
            <PasswordStrength password={password} />
          </div>
          <div hidden={!showClient}>
            <Form.Item
              label={t('login.clientId')}
              name="clientId"
              rules={[{ required: true, whitespace: true, message: t('login.clientIdRequired') }]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              label={t('login.clientSecret')}
              name="clientSecret"
              rules={[{ required: true, whitespace: true, message: t('login.clientSecretRequired') }]}
            >
              <Input.Password autoComplete="off" />
            </Form.Item>
          </div>
          {site.slider_check && (
            <Form.Item>
              <SliderCheck passed={sliderPassed} onChange={setSliderPassed} disabled={busy} />
            </Form.Item>
          )}
          {challenge && (
            <Form.Item>
              <SliderCheck
                key={challenge.id}
                passed={false}
                target={challenge.target}
                onChange={onSliderChange}
                disabled={busy}
              />
            </Form.Item>
          )}
          {error && <Alert type="error" message={error} showIcon role="alert" style={{ marginBottom: 16 }} />}
          {/* built afresh when the form unlocks: antd can leave the spinner of a short loading behind
              while its leave motion waits for a transition that never ends */}
          <Button key={busy ? 'busy' : 'idle'} type="primary" htmlType="submit" block loading={busy}>
            {t('login.submit')}
          </Button>
          {/* forgotten password for everyone; partner registration where partners sign in */}
          <div className="login-links">
            <Link to="/retrieve-password">{t('route.retrievePassword')}</Link>
            {(partner || site.client_id === CUSTOMER_CLIENT_ID) && (
              <Link to="/partner-register">{t('route.partnerRegister')}</Link>
            )}
          </div>
          <Button
            type="link"
            size="small"
            icon={<SettingOutlined />}
            className="login-client-toggle"
            onClick={() => setShowClient((v) => !v)}
            aria-expanded={showClient}
          >
            {t('login.clientSettings')}
          </Button>
        </Form>
      </div>
      <footer className="login-footer">
        <span>
          © {new Date().getFullYear()} {site.company_name}
        </span>
        {site.icp && <span>{site.icp}</span>}
      </footer>
    </div>
  );
}
