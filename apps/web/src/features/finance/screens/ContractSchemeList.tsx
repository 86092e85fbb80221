import { useState } from 'react';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractScheme } from '@app/shared';
import { actionsWidth, EntityTable, type CrudAction } from '../../../crud/EntityTable.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { usePermissionCodes } from '../../../crud/services.tsx';
import type { ScreenProps } from '../../../menu/registry.ts';
import { FINANCE_NS } from '../locales.ts';
import { PriceItemsTable } from './PriceItemsTable.tsx';

/** 合同方案: the generic list, and per scheme its charge items with default prices in a drawer. */
export default function ContractSchemeList({ route }: ScreenProps) {
  const { t } = useTranslation(FINANCE_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const codes = usePermissionCodes();
  const [items, setItems] = useState<Row | null>(null);
  const P = contractScheme.permissions;
  const rowActions = (row: Row): CrudAction[] => [
    { key: 'items', label: t('items.title'), permission: P.view, onClick: () => setItems(row) },
  ];
  return (
    <EntityTable
      def={contractScheme}
      route={route}
      rowActions={rowActions}
      actionsWidth={actionsWidth([crud('edit'), crud('view'), t('items.title'), crud('delete')])}
    >
      {items && (
        <Drawer
          open
          width={760}
          title={t('items.schemeTitle', { name: String(items.name ?? items.code ?? '') })}
          onClose={() => setItems(null)}
          destroyOnHidden
        >
          <PriceItemsTable
            url="/api/contract-scheme-items"
            parentField="scheme_id"
            parentId={Number(items.id)}
            partyType={String(items.type ?? '')}
            editable={codes.has(P.edit)}
          />
        </Drawer>
      )}
    </EntityTable>
  );
}
