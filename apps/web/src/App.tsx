import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Layout, Space, Spin, Typography } from 'antd';
import { CLIENT_ID, CLIENT_SECRET, getUserInfo, signIn, signOut, tokenStore, type UserInfo } from './api.ts';

interface SignInValues {
  username: string;
  password: string;
  client_id: string;
  client_secret: string;
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function App() {
  const [user, setUser] = useState<UserInfo | null>(null);
  const [restoring, setRestoring] = useState(() => tokenStore.get() !== null);

  // A token kept in sessionStorage survives a reload of this tab only.
  useEffect(() => {
    const token = tokenStore.get();
    if (!token) return;
    getUserInfo(token)
      .then(setUser)
      .catch(() => tokenStore.clear())
      .finally(() => setRestoring(false));
  }, []);

  const onSignedOut = () => setUser(null);

  return (
    <Layout style={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <Card title="报关业务管理系统" style={{ width: 360 }}>
        {restoring ? (
          <Spin />
        ) : user ? (
          <Welcome user={user} onSignedOut={onSignedOut} />
        ) : (
          <SignInForm onSignedIn={setUser} />
        )}
      </Card>
    </Layout>
  );
}

function SignInForm({ onSignedIn }: { onSignedIn: (user: UserInfo) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: SignInValues) => {
    setBusy(true);
    setError(null);
    try {
      const token = await signIn(values.username, values.password);
      tokenStore.set(token);
      onSignedIn(await getUserInfo(token));
    } catch (e) {
      tokenStore.clear();
      setError(errorText(e));
      setBusy(false);
    }
  };

  return (
    <Form<SignInValues>
      name="sign-in"
      layout="vertical"
      disabled={busy}
      initialValues={{ client_id: CLIENT_ID, client_secret: CLIENT_SECRET }}
      onFinish={(values) => void onFinish(values)}
      onValuesChange={() => setError(null)}
    >
      <Form.Item name="client_id" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="client_secret" hidden>
        <Input />
      </Form.Item>
      <Form.Item label="用户名" name="username" rules={[{ required: true, message: '请输入用户名' }]}>
        <Input autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {error && <Alert type="error" message={error} showIcon role="alert" style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block loading={busy}>
        登录
      </Button>
    </Form>
  );
}

function Welcome({ user, onSignedOut }: { user: UserInfo; onSignedOut: () => void }) {
  const [busy, setBusy] = useState(false);

  const onSignOut = async () => {
    setBusy(true);
    const token = tokenStore.get();
    tokenStore.clear();
    try {
      if (token) await signOut(token);
    } finally {
      onSignedOut();
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title level={4}>欢迎，{user.name}</Typography.Title>
      <Button block loading={busy} onClick={() => void onSignOut()}>
        退出登录
      </Button>
    </Space>
  );
}
