import { PASSPORT_TYPES, TWO_STEP_PASSPORT_TYPE } from '@app/shared';
import { EntityTable } from '../../../crud/EntityTable.tsx';
import type { ScreenProps } from '../../../menu/registry.ts';
import { usePassportActions } from './passport-actions.tsx';

/** Every passport type but the two-step one, which has its own screen. */
const FIXED = {
  passport_typecd: PASSPORT_TYPES.map((o) => o.value)
    .filter((v) => v !== TWO_STEP_PASSPORT_TYPE)
    .join(','),
};

/** Passports (核放单): the generic list with their goods, bound lists, confirmation, declaration and void. */
export default function PassportList({ route }: ScreenProps) {
  const actions = usePassportActions({ lists: true });
  return (
    <EntityTable
      def={actions.def}
      route={route}
      fixed={FIXED}
      actionsWidth={actions.width}
      rowActions={actions.rowActions}
      toolbar={actions.toolbar}
      saveThen={actions.saveThen}
    >
      {actions.dialogs}
    </EntityTable>
  );
}
