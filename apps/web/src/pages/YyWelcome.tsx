import { Link } from 'react-router';
import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getSite } from '../app-context.ts';
import type { ScreenProps } from '../menu/registry.ts';
import { routeLink } from '../menu/menu-model.ts';
import { useAppRoutes } from '../menu/use-routes.ts';
import { useSession } from '../session/session-store.ts';
import { PartnerSummary } from '../features/summary/screens/PartnerSummary.tsx';

/**
 * The appointment and partner sites' welcome page (welcome path yy/welcome): greeting, the user's
 * appointment pages and, with summary:partner, their overview (appointments, declarations, statements).
 */
export default function YyWelcome({ route }: ScreenProps) {
  const { t } = useTranslation();
  const site = getSite();
  const name = useSession((s) => s.name);
  const customerCode = useSession((s) => s.customerCode);
  const routes = useAppRoutes();
  const pages = routes.pages.filter((r) => r.groupNo === route.groupNo && r.inMenu && r.id !== route.id);
  return (
    <div className="app-page">
      <Typography.Title level={3}>{site.name}</Typography.Title>
      <Card size="small">
        <Typography.Paragraph>{t('dashboard.welcome', { name })}</Typography.Paragraph>
        {customerCode && (
          <Typography.Paragraph type="secondary">
            {t('yy.customerCode')}: {customerCode}
          </Typography.Paragraph>
        )}
        <Space wrap>
          {pages.map((p) => (
            <Link key={p.id} to={routeLink(p)}>
              {p.title}
            </Link>
          ))}
        </Space>
      </Card>
      <PartnerSummary />
    </div>
  );
}
