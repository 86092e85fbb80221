import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { DECL_NS } from '../locales/index.ts';
import type { RemindHit } from '@app/shared';

/** The remind-level sensitive word hits a save or send must confirm. */
export function RemindList({ hits }: { hits: RemindHit[] }) {
  const { t } = useTranslation(DECL_NS);
  return (
    <Alert
      type="warning"
      showIcon
      className="decl-reminds"
      message={t('msg.remindConfirm')}
      description={
        <ul className="decl-error-list">
          {hits.map((h, i) => (
            <li key={`${h.field}-${h.word}-${i}`}>
              {t('msg.remindHit', { field: h.field, word: h.word })}
              {h.message ? ` — ${h.message}` : ''}
            </li>
          ))}
        </ul>
      }
    />
  );
}
