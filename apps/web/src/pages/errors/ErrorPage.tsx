import { Link } from 'react-router';
import { Button } from 'antd';
import { LazyResult } from '../../components/LazyResult.tsx';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../layout/route-meta.ts';

/** The /404 and /401 pages. */
export function ErrorPage({ status }: { status: 404 | 401 }) {
  const { t } = useTranslation();
  const is404 = status === 404;
  return (
    <div className="error-page">
      <LazyResult
        status={is404 ? '404' : '403'}
        title={is404 ? '404' : '401'}
        subTitle={is404 ? t('error.notFound') : t('error.unauthorized')}
        extra={
          <Link to={HOME_PATH}>
            <Button type="primary">{t('error.backHome')}</Button>
          </Link>
        }
      />
    </div>
  );
}
