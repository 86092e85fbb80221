import { TWO_STEP_PASSPORT_TYPE } from '@app/shared';
import { EntityTable } from '../../../crud/EntityTable.tsx';
import type { ScreenProps } from '../../../menu/registry.ts';
import { usePassportActions } from './passport-actions.tsx';

const FIXED = { passport_typecd: TWO_STEP_PASSPORT_TYPE };

/**
 * Two-step passports (两步申报, type 7): the passports' list and actions, without goods and bound lists
 * (they carry the related entry numbers instead); a new one starts as type 7.
 */
export default function TwoStepPassportList({ route }: ScreenProps) {
  const actions = usePassportActions({ lists: false });
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
