import './entry.css';
import { useTranslation } from 'react-i18next';
import { LoadingIcon } from '../components/inline-icons.tsx';

/** A page on its way (its code is loading): a spinner in the middle, without antd. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="full-page-spin page-loading" role="status" aria-label={t('entry.loading')}>
      <LoadingIcon spin />
    </div>
  );
}
