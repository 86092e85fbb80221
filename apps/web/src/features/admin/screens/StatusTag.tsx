import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CRUD_NS } from '../../../crud/locales.ts';
import { ADMIN_NS } from '../locales/index.ts';

/** A 1/0 status as a green "enabled" or a red "disabled" tag. */
export function StatusTag({ status }: { status: unknown }) {
  const { t } = useTranslation([ADMIN_NS, CRUD_NS], { nsMode: 'fallback' });
  return status === 1 ? (
    <Tag color="green">{t('user.enabled')}</Tag>
  ) : (
    <Tag color="red">{t('user.disabled')}</Tag>
  );
}
