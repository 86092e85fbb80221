import { errorText } from '../api/error-text.ts';
import { useState } from 'react';
import { Alert, App, Button, Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CODE_OK_LOGOUT,
  PASSWORD_INPUT_MAX,
  checkPasswordChange,
  type PasswordChangeField,
} from '@app/shared';
import { modifyPassword } from '../api/auth.ts';
import { ApiError } from '../api/http.ts';
import { catalogMessage } from '../i18n/index.ts';
import { endSessionAndSignIn } from '../app/auth-flow.ts';
import { setFlash } from '../session/flash.ts';
import { getToken, useSession } from '../session/session-store.ts';
import { PasswordStrength } from './PasswordStrength.tsx';

interface Values {
  oldPassword: string;
  password: string;
  confirm: string;
}

/** Server field names → form fields. */
const SERVER_FIELDS: Record<string, keyof Values> = {
  oldPassword: 'oldPassword',
  password: 'password',
  confirmPassword: 'confirm',
};

/**
 * The password change (business-domain §5, §8) with the shared policy and messages.
 * Success (code 10000) ends every session of the user: the browser signs in again.
 */
export function PasswordChangeForm({ onCancel, cancelText }: { onCancel?: () => void; cancelText?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const password = Form.useWatch('password', form);
  const userId = useSession((s) => s.userId);
  const username = useSession((s) => s.userName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const rule =
    (field: PasswordChangeField) =>
    ({ getFieldValue }: Pick<FormInstance<Values>, 'getFieldValue'>) => ({
      validator() {
        const problems = checkPasswordChange({
          oldPassword: getFieldValue('oldPassword') as string,
          password: getFieldValue('password') as string,
          confirm: getFieldValue('confirm') as string,
          username,
          userId: 1, // the missing-user case is reported once, at submit
        });
        const problem = problems[field];
        return problem
          ? Promise.reject(new Error(catalogMessage(problem.key, problem.params)))
          : Promise.resolve();
      },
    });

  const onFinish = async (values: Values) => {
    const missing = checkPasswordChange({ ...values, username, userId }).userId;
    if (missing || userId === undefined) {
      setError(catalogMessage(missing?.key ?? 'v.password_user_missing'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body = await modifyPassword(getToken() ?? '', {
        id: userId,
        oldPassword: values.oldPassword,
        password: values.password,
        confirmPassword: values.confirm,
      });
      if (body.code === CODE_OK_LOGOUT) {
        const text = body.message ?? catalogMessage('auth.password_changed');
        message.success(text);
        // the login page shows it again after the reload
        setFlash(text);
        await endSessionAndSignIn();
        return;
      }
      setError(body.message ?? t('login.systemBusy'));
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.errors).length) {
        const fields = Object.entries(e.errors)
          .filter(([key]) => SERVER_FIELDS[key])
          .map(([key, text]) => ({ name: SERVER_FIELDS[key]!, errors: [text] }));
        form.setFields(fields);
        if (!fields.length) setError(e.message);
      } else {
        setError(errorText(e));
      }
    }
    setBusy(false);
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="password-change"
      disabled={busy}
      onFinish={(v) => void onFinish(v)}
      onValuesChange={() => setError(null)}
    >
      <Form.Item label={t('password.old')} name="oldPassword" rules={[rule('oldPassword')]}>
        <Input.Password maxLength={PASSWORD_INPUT_MAX} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label={t('password.new')}
        name="password"
        rules={[rule('password')]}
        style={{ marginBottom: 8 }}
      >
        <Input.Password maxLength={PASSWORD_INPUT_MAX} autoComplete="new-password" />
      </Form.Item>
      <div className="form-strength">
        <PasswordStrength password={password} />
      </div>
      <Form.Item
        label={t('password.confirm')}
        name="confirm"
        dependencies={['password']}
        rules={[rule('confirm')]}
      >
        <Input.Password maxLength={PASSWORD_INPUT_MAX} autoComplete="new-password" />
      </Form.Item>
      <p className="form-hint">{catalogMessage('v.password_policy', { min: 8, max: 20 })}</p>
      {error && <Alert type="error" role="alert" showIcon message={error} style={{ marginBottom: 16 }} />}
      <div className="form-actions">
        {onCancel && (
          <Button onClick={onCancel} disabled={false}>
            {cancelText ?? t('common.cancel')}
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('password.submit')}
        </Button>
      </div>
    </Form>
  );
}
