import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { manifestConsignment, manifestItem } from '@app/shared';
import { EntityTable } from '../../../crud/EntityTable.tsx';
import type { ScreenProps } from '../../../menu/registry.ts';
import { MANIFESTS_NS } from '../locales.ts';

/** A manifest's consignments (/manifest/consignments?manifest_id=): the generic list with the way into their items. */
export default function ConsignmentList({ route }: ScreenProps) {
  const { t } = useTranslation(MANIFESTS_NS);
  const navigate = useNavigate();
  return (
    <EntityTable
      def={manifestConsignment}
      route={route}
      rowActions={(row) => [
        {
          key: 'items',
          label: t('items'),
          permission: manifestItem.permissions.list,
          onClick: () =>
            navigate(`${manifestItem.path ?? ''}?consignment_id=${encodeURIComponent(String(row.id))}`),
        },
      ]}
    />
  );
}
