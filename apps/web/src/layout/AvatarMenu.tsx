import { errorText } from '../api/error-text.ts';
import { useNavigate } from 'react-router';
import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setWorkingCompany } from '../api/auth.ts';
import { signOut } from '../app/auth-flow.ts';
import { useSession } from '../session/session-store.ts';
import { DOCUMENTATION_PATH, GUIDE_PATH, HOME_PATH, PERSONAL_CENTER_PATH } from './route-meta.ts';
import { inHeader } from '../components/popup-container.ts';

/** The avatar menu: dashboard, profile, the help pages, the working company (when there is a choice) and sign-out. */
export function AvatarMenu() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const name = useSession((s) => s.name);
  const avatar = useSession((s) => s.avatar);
  const orgs = useSession((s) => s.orgs);
  const company = useSession((s) => s.company);
  const userId = useSession((s) => s.userId);
  const update = useSession((s) => s.update);

  const companies = orgs.flatMap((o) =>
    o.companies.map((c) => ({ id: c.id, label: c.name ?? `${o.name} #${c.id}` })),
  );

  const chooseCompany = async (companyId: number) => {
    try {
      await setWorkingCompany({ company_id: companyId });
      if (userId !== undefined) update({ company: { userId, companyId } });
      message.success(t('navbar.companySwitched'));
    } catch (e) {
      message.error(errorText(e));
    }
  };

  const items: MenuProps['items'] = [
    { key: 'dashboard', label: t('navbar.dashboard') },
    { key: 'profile', label: t('navbar.profile') },
    { key: 'guide', label: t('route.guide') },
    { key: 'documentation', label: t('route.documentation') },
    ...(companies.length > 1
      ? [
          {
            key: 'company',
            label: t('navbar.company'),
            children: companies.map((c) => ({ key: `company:${c.id}`, label: c.label })),
          },
        ]
      : []),
    { type: 'divider' as const },
    { key: 'logout', label: t('navbar.logOut') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'dashboard') navigate(HOME_PATH);
    else if (key === 'profile') navigate(PERSONAL_CENTER_PATH);
    else if (key === 'guide') navigate(GUIDE_PATH);
    else if (key === 'documentation') navigate(DOCUMENTATION_PATH);
    else if (key === 'logout') void signOut();
    else if (key.startsWith('company:')) void chooseCompany(Number(key.slice(8)));
  };

  const currentCompany = companies.find((c) => c.id === company?.companyId);
  return (
    <Dropdown
      trigger={['click']}
      getPopupContainer={inHeader}
      menu={{
        items,
        onClick,
        selectable: false,
        selectedKeys: company ? [`company:${company.companyId}`] : [],
      }}
    >
      <button type="button" className="avatar-button" aria-label={t('navbar.userMenu')}>
        <Avatar size={28} src={avatar || undefined} icon={avatar ? undefined : <UserOutlined />} />
        <span className="avatar-name">
          {name}
          {currentCompany && <small className="avatar-company">{currentCompany.label}</small>}
        </span>
      </button>
    </Dropdown>
  );
}
