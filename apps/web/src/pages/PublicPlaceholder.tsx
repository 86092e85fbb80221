import { Link } from 'react-router';
import { Button, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getSite } from '../app-context.ts';
import { loginPath } from '../site/site.ts';

/** Public pages whose screens are not built yet (registration, password recovery, fee and payment pages). */
export function PublicPlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="error-page">
      <Result
        icon={<ToolOutlined />}
        title={<h1 className="page-title">{t(titleKey)}</h1>}
        subTitle={t('page.underConstruction')}
        extra={
          <Link to={loginPath(getSite())}>
            <Button type="primary">{t('error.backLogin')}</Button>
          </Link>
        }
      />
    </div>
  );
}
