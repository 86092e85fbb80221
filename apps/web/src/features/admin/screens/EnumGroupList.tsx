import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { entityByName } from '@app/shared';
import { EntityTable } from '../../../crud/EntityTable.tsx';
import { CRUD_NS } from '../../../crud/locales.ts';
import { ADMIN_NS } from '../locales/index.ts';
import type { ScreenProps } from '../../../menu/registry.ts';

/** Enum groups: the generic list, with a way into each group's items (the hidden /enum/items page). */
export default function EnumGroupList({ route }: ScreenProps) {
  const { t } = useTranslation([ADMIN_NS, CRUD_NS], { nsMode: 'fallback' });
  const navigate = useNavigate();
  const def = entityByName('enum-groups')!;
  const items = entityByName('enum-items')!;
  return (
    <EntityTable
      def={def}
      route={route}
      rowActions={(row) => [
        {
          key: 'items',
          label: t('enumGroup.items'),
          permission: items.permissions.list,
          onClick: () =>
            navigate(
              `${items.path ?? '/enum/items'}?group_code=${encodeURIComponent(String(row.group_code))}`,
            ),
        },
      ]}
    />
  );
}
