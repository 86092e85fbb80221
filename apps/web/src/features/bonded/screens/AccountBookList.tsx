import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BOOK_STATUS_CODE, accountBook, accountBookGoods, accountBookLoss } from '@app/shared';
import { EntityTable, type CrudAction } from '../../../crud/EntityTable.tsx';
import { confirmThen } from '../../../crud/confirm.ts';
import type { Row } from '../../../crud/entity-values.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { bookAction, type BookAction } from '../api.ts';
import { BONDED_NS } from '../locales.ts';

/** From which statuses each action may start (the server checks the same and answers why not). */
const ACTION_FROM: Record<BookAction, string[]> = {
  confirm: [BOOK_STATUS_CODE.unconfirmed, BOOK_STATUS_CODE.declaredFailed],
  submit: [BOOK_STATUS_CODE.confirmed],
};

/** Account books: the generic list, with each book's goods and consumption lines and its confirm and submit. */
export default function AccountBookList({ route }: ScreenProps) {
  const { t } = useTranslation(BONDED_NS);
  const app = App.useApp();
  const navigate = useNavigate();
  const lines = (path: string | undefined, row: Row) =>
    navigate(`${path ?? ''}?book_id=${encodeURIComponent(String(row.id))}`);

  const action = (row: Row, name: BookAction, reload: () => void): CrudAction[] =>
    ACTION_FROM[name].includes(String(row.status))
      ? [
          {
            key: name,
            label: t(name),
            permission: accountBook.permissions[name],
            onClick: () =>
              confirmThen(
                app,
                t(`${name}Ask`, { no: String(row.ems_no) }),
                () => bookAction(Number(row.id), name, Number(row.version)),
                { after: reload },
              ),
          },
        ]
      : [];

  return (
    <EntityTable
      def={accountBook}
      route={route}
      actionsWidth={300}
      rowActions={(row, table) => [
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
        ...action(row, 'confirm', table.reload),
        ...action(row, 'submit', table.reload),
      ]}
    />
  );
}
