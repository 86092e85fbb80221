import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountBook, accountBookGoods, accountBookLoss } from '@app/shared';
import { EntityTable } from '../../../crud/EntityTable.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { BONDED_NS } from '../locales.ts';

/**
 * Account books: the generic list, with each book's goods and consumption lines; its moves (confirm,
 * submit) are drawn from the definition's workflow.
 */
export default function AccountBookList({ route }: ScreenProps) {
  const { t } = useTranslation(BONDED_NS);
  const navigate = useNavigate();
  const lines = (path: string | undefined, row: Row) =>
    navigate(`${path ?? ''}?book_id=${encodeURIComponent(String(row.id))}`);

  return (
    <EntityTable
      def={accountBook}
      route={route}
      actionsWidth={300}
      rowActions={(row) => [
        {
          key: 'goods',
          label: t('goods'),
          permission: accountBookGoods.permissions.list,
          onClick: () => lines(accountBookGoods.path, row),
        },
        {
          key: 'losses',
          label: t('losses'),
          permission: accountBookLoss.permissions.list,
          onClick: () => lines(accountBookLoss.path, row),
        },
      ]}
    />
  );
}
