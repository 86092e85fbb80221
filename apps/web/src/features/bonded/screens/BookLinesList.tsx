import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ImportOutlined } from '@ant-design/icons';
import { accountBook, accountBookGoods, accountBookLoss } from '@app/shared';
import { EntityTable } from '../../../crud/EntityTable.tsx';
import type { CrudTableApi } from '../../../crud/CrudTable.tsx';
import type { ScreenProps } from '../../../menu/registry.ts';
import { bookOf, type ImportKind } from '../book-api.ts';
import { BONDED_NS } from '../locales.ts';
import { ImportDialog } from './ImportDialog.tsx';

/** A book's goods or consumption lines: the generic list filtered by the book, with the Excel import. */
function BookLines({ route, kind }: ScreenProps & { kind: ImportKind }) {
  const { t } = useTranslation(BONDED_NS);
  const [params] = useSearchParams();
  const bookId = Number(params.get('book_id'));
  const book = useQuery({
    queryKey: ['account-book', bookId],
    queryFn: () => bookOf(bookId),
    enabled: bookId > 0,
  });
  const [importing, setImporting] = useState<CrudTableApi | null>(null);
  const def = kind === 'goods' ? accountBookGoods : accountBookLoss;
  return (
    <>
      <EntityTable
        def={def}
        route={route}
        toolbar={(api) =>
          bookId > 0
            ? [
                {
                  key: 'import',
                  label: t('import'),
                  permission: accountBook.permissions.add,
                  icon: <ImportOutlined />,
                  onClick: () => setImporting(api),
                },
              ]
            : []
        }
      />
      {importing && (
        <ImportDialog
          bookId={bookId}
          bookLabel={book.data ? String(book.data.ems_no) : `#${bookId}`}
          kind={kind}
          onClose={() => setImporting(null)}
          onImported={() => importing.reload()}
        />
      )}
    </>
  );
}

export function GoodsList(props: ScreenProps) {
  return <BookLines {...props} kind="goods" />;
}
export function LossList(props: ScreenProps) {
  return <BookLines {...props} kind="losses" />;
}
