import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { PAGES, shippingBill } from '@app/shared';
import { EntityTable } from '../../../crud/EntityTable.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { SHIPPING_BILLS_NS } from '../locales.ts';
import { BillDeclarationLines } from './BillDeclarationLines.tsx';

/**
 * Shipping bills (提运单): the generic list, its declaration number a link to the declaration, and in the
 * dialog the picked declaration's goods and containers with a way to fill the bill from it.
 */
export default function ShippingBillList({ route }: ScreenProps) {
  const { t } = useTranslation(SHIPPING_BILLS_NS);
  const mapColumns = useCallback(
    (columns: ProColumns<Row>[]) =>
      columns.map((c) =>
        c.dataIndex === 'cd_sn'
          ? {
              ...c,
              render: (dom: ReactNode, row: Row) =>
                typeof row.cd_id === 'number' ? (
                  <Link
                    to={`${PAGES.declarationEdit.path}?id=${row.cd_id}`}
                    title={t('openDeclaration', { no: String(row.cd_sn ?? '') })}
                  >
                    {dom}
                  </Link>
                ) : (
                  dom
                ),
            }
          : c,
      ),
    [t],
  );
  return (
    <EntityTable
      def={shippingBill}
      route={route}
      mapColumns={mapColumns}
      dialogExtra={({ mode }) => <BillDeclarationLines editable={mode !== 'view'} />}
    />
  );
}
