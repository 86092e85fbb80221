import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '@app/shared';
import type { CrudTableApi } from '../../../crud/CrudTable.tsx';
import { actionsWidth, EntityTable, type CrudAction } from '../../../crud/EntityTable.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { FINANCE_NS } from '../locales.ts';
import { ContractDetail } from './ContractDetail.tsx';
import { ContractForm } from './ContractForm.tsx';

/**
 * 合同: the generic list with a form of its own (the party follows the party type, the scheme is one of
 * that type) and a detail with the contract's prices, a price preview and the change history.
 */
export default function ContractList({ route }: ScreenProps) {
  const { t } = useTranslation(FINANCE_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const table = useRef<CrudTableApi | null>(null);
  const [form, setForm] = useState<{ record?: Row } | null>(null);
  const [detail, setDetail] = useState<number | null>(null);
  const rowActions = (row: Row, api: CrudTableApi): CrudAction[] => {
    table.current = api;
    return [
      {
        key: 'detail',
        label: t('detail'),
        permission: contract.permissions.view,
        onClick: () => setDetail(Number(row.id)),
      },
    ];
  };
  return (
    <EntityTable
      def={contract}
      route={route}
      editor={{ add: () => setForm({}), edit: (record) => setForm({ record }) }}
      rowActions={rowActions}
      toolbar={(api) => {
        table.current = api;
        return [];
      }}
      actionsWidth={actionsWidth([crud('edit'), crud('view'), t('detail'), crud('delete')])}
    >
      {form && (
        <ContractForm
          record={form.record}
          onClose={() => setForm(null)}
          onSaved={(saved) => {
            setForm(null);
            table.current?.reload();
            if (!form.record) setDetail(Number(saved.id));
          }}
          onStale={() => {
            setForm(null);
            table.current?.reload();
          }}
        />
      )}
      {detail !== null && <ContractDetail id={detail} onClose={() => setDetail(null)} />}
    </EntityTable>
  );
}
