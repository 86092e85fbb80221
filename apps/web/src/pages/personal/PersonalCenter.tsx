import { errorText } from '../../api/error-text.ts';
import { useState } from 'react';
import {
  App,
  Avatar,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  Row,
  Tabs,
  Typography,
  Upload,
} from 'antd';
import { LoadingOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AVATAR_TYPES, checkAvatarFile, checkEmail, checkMobile, toFormRule } from '@app/shared';
import { saveProfile, uploadAvatar, type ProfileInput } from '../../api/auth.ts';
import { ApiError } from '../../api/http.ts';
import { PasswordChangeForm } from '../../components/PasswordChangeForm.tsx';
import { RoleTags } from '../../components/RoleTags.tsx';
import { lastLoginText } from '../../components/last-login.ts';
import { catalogMessage } from '../../i18n/index.ts';
import { useSession } from '../../session/session-store.ts';

/** The shared avatar check (png, jpeg, gif, webp; at most 2 MB), as a message, or null. */
function avatarProblem(file: { type: string; size: number }): string | null {
  const problem = checkAvatarFile(file);
  return problem && catalogMessage(problem.key, problem.params);
}

function AvatarUpload() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const avatar = useSession((s) => s.avatar);
  const update = useSession((s) => s.update);
  const [busy, setBusy] = useState(false);
  return (
    <div className="avatar-upload">
      <Avatar
        size={96}
        src={avatar || undefined}
        icon={avatar ? undefined : <UserOutlined />}
        alt={t('profile.avatar')}
      />
      <Upload
        accept={Object.keys(AVATAR_TYPES).join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          const problem = avatarProblem(file);
          if (problem) message.error(problem);
          return problem ? Upload.LIST_IGNORE : true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          setBusy(true);
          uploadAvatar(file as File)
            .then(({ avatar_url }) => {
              update({ avatar: avatar_url });
              message.success(t('profile.avatarSaved'));
              onSuccess?.(avatar_url);
            })
            .catch((e: Error) => {
              message.error(e.message);
              onError?.(e);
            })
            .finally(() => setBusy(false));
        }}
      >
        <Button icon={busy ? <LoadingOutlined /> : <UploadOutlined />} disabled={busy}>
          {t('profile.changeAvatar')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" className="form-hint">
        {t('profile.avatarHint')}
      </Typography.Text>
    </div>
  );
}

function ProfileForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileInput>();
  const name = useSession((s) => s.name);
  const introduction = useSession((s) => s.introduction);
  const userInfo = useSession((s) => s.userInfo);
  const update = useSession((s) => s.update);
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: ProfileInput) => {
    setBusy(true);
    try {
      const saved = await saveProfile({
        name: values.name?.trim(),
        mobile: values.mobile?.trim() || undefined,
        email: values.email?.trim() ?? '',
        introduction: values.introduction?.trim() ?? '',
      });
      const text = (key: keyof ProfileInput) =>
        (typeof saved[key] === 'string' ? saved[key] : values[key]) ?? '';
      update({
        name: text('name'),
        introduction: text('introduction'),
        ...(userInfo && { userInfo: { ...userInfo, mobile: text('mobile'), email: text('email') } }),
      });
      message.success(catalogMessage('common.success'));
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.errors).length) {
        form.setFields(
          Object.entries(e.errors).map(([field, text]) => ({
            name: field as keyof ProfileInput,
            errors: [text],
          })),
        );
      } else {
        message.error(errorText(e));
      }
    }
    setBusy(false);
  };

  return (
    <Form<ProfileInput>
      form={form}
      layout="vertical"
      name="profile"
      disabled={busy}
      initialValues={{ name, introduction, mobile: userInfo?.mobile, email: userInfo?.email }}
      onFinish={(v) => void onFinish(v)}
    >
      <Form.Item
        label={t('profile.name')}
        name="name"
        rules={[{ required: true, whitespace: true, message: t('profile.nameRequired') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t('profile.mobile')} name="mobile" rules={[toFormRule(checkMobile, catalogMessage)]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item label={t('profile.email')} name="email" rules={[toFormRule(checkEmail, catalogMessage)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label={t('profile.introduction')} name="introduction">
        <Input.TextArea maxLength={500} rows={3} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('common.save')}
      </Button>
    </Form>
  );
}

/** The personal centre (/personalCenter/personalCenterindex): profile, avatar, password change. */
export function PersonalCenter() {
  const { t } = useTranslation();
  const name = useSession((s) => s.name);
  const userName = useSession((s) => s.userName);
  const orgs = useSession((s) => s.orgs);
  const introduction = useSession((s) => s.introduction);
  const lastLogin = useSession((s) => s.lastloginInfo);
  return (
    <div className="app-page personal-center">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card title={t('profile.about')} size="small">
            <AvatarUpload />
            <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
              <Descriptions.Item label={t('profile.name')}>{name}</Descriptions.Item>
              <Descriptions.Item label={t('dashboard.account')}>{userName}</Descriptions.Item>
              <Descriptions.Item label={t('dashboard.roles')}>
                <RoleTags />
              </Descriptions.Item>
              {orgs.length > 0 && (
                <Descriptions.Item label={t('profile.orgs')}>
                  {orgs.map((o) => o.name).join('、')}
                </Descriptions.Item>
              )}
              {introduction && (
                <Descriptions.Item label={t('profile.introduction')}>{introduction}</Descriptions.Item>
              )}
              <Descriptions.Item label={t('lastLogin.title')}>
                <span className="last-login">
                  {lastLogin ? lastLoginText(lastLogin) : t('lastLogin.none')}
                </span>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card size="small">
            <Tabs
              items={[
                { key: 'profile', label: t('profile.basic'), children: <ProfileForm /> },
                { key: 'password', label: t('profile.password'), children: <PasswordChangeForm /> },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
