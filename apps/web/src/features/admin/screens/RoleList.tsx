import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entityByName } from '@app/shared';
import { PERM } from '@app/shared';
import { EntityTable } from '../../../crud/EntityTable.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { ADMIN_NS } from '../locales/index.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { RoleGrantDialog } from './RoleGrantDialog.tsx';

/** Roles: the generic tree list, plus granting resources with the tree of checkboxes. */
export default function RoleList({ route }: ScreenProps) {
  const { t } = useTranslation([ADMIN_NS, CRUD_NS], { nsMode: 'fallback' });
  const [granting, setGranting] = useState<Row | null>(null);
  return (
    <EntityTable
      def={entityByName('roles')!}
      route={route}
      rowActions={(row) =>
        row.is_admin
          ? []
          : [
              {
                key: 'grant',
                label: t('role.grant'),
                permission: PERM.roleGrant,
                onClick: () => setGranting(row),
              },
            ]
      }
    >
      {granting && <RoleGrantDialog role={granting} onClose={() => setGranting(null)} />}
    </EntityTable>
  );
}
