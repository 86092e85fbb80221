import { Link } from 'react-router';
import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getSite } from '../app-context.ts';
import { buildInfo, versionText } from '../app/build-info.ts';
import { RoleTags } from '../components/RoleTags.tsx';
import { firstMenuPage, routeLink } from '../menu/menu-model.ts';
import { useAppRoutes } from '../menu/use-routes.ts';
import { useOrderedGroups } from '../menu/use-menu-groups.ts';
import { useSession } from '../session/session-store.ts';
import { menuIcon } from '../layout/icons.tsx';
import { StaffSummary } from '../features/summary/screens/StaffSummary.tsx';

/**
 * Home: who is signed in (the names of their roles), where, with which version of the product (the
 * package's, with the build's time), the figures of the work waiting for the user (the sections their role
 * holds) and the way into each menu group the user holds.
 */
export function Dashboard() {
  const { t } = useTranslation();
  const site = getSite();
  const name = useSession((s) => s.name);
  const userName = useSession((s) => s.userName);
  const orgs = useSession((s) => s.orgs);
  const company = useSession((s) => s.company);
  const groups = useOrderedGroups();
  const version = versionText(
    buildInfo(),
    useSession((s) => s.version),
    t,
  );
  const routes = useAppRoutes();
  const companyName = orgs.flatMap((o) => o.companies).find((c) => c.id === company?.companyId)?.name;

  return (
    <div className="app-page dashboard">
      <Typography.Title level={3}>{t('dashboard.welcome', { name })}</Typography.Title>
      <Card size="small" className="dashboard-card">
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('dashboard.site')}>{site.name}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.account')}>{userName}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.roles')}>
            <RoleTags />
          </Descriptions.Item>
          {companyName && <Descriptions.Item label={t('dashboard.company')}>{companyName}</Descriptions.Item>}
          {version && <Descriptions.Item label={t('dashboard.version')}>{version}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <StaffSummary />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('dashboard.groups')}
      </Typography.Title>
      <Row gutter={[12, 12]}>
        {groups.map(({ groupNo, ...info }) => {
          const first = firstMenuPage(routes.byGroup[groupNo] ?? []);
          if (!first) return null;
          const pages = routes.pages.filter((r) => r.groupNo === groupNo && r.inMenu).length;
          return (
            <Col key={groupNo} xs={24} sm={12} lg={8} xl={6}>
              <Link to={routeLink(first)}>
                <Card size="small" hoverable>
                  <Card.Meta
                    avatar={menuIcon(info.icon, true)}
                    title={info.title}
                    description={t('dashboard.pages', { count: pages })}
                  />
                </Card>
              </Link>
            </Col>
          );
        })}
      </Row>
    </div>
  );
}
