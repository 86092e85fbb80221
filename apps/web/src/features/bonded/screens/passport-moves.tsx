import { useMemo, useRef } from 'react';
import { localize, type EntityDef } from '@app/shared';
import { currentLang } from '../../../i18n/index.ts';
import type { CrudAction, CrudTableApi } from '../../../crud/crud-types.ts';
import type { Row } from '../../../crud/entity-values.ts';
import { useRowMoves } from '../../../crud/row-moves.tsx';
import { useCrudServices } from '../../../crud/services.tsx';

/**
 * The moves of a definition on a list whose moves hang on more than the state: a passport's void on
 * customs' state, a manifest's resubmit and delete request on its declaration status. The buttons are
 * the definition's (label, permission, question, dialog, the refusal shown inside the question; customs'
 * own moves are never offered, by the engine's rule), and each is offered only where the definition's own rule
 * (`allows`, the one its move hook checks) lets it through. The list gets `listDef` (the definition with
 * its moves left to this hook) and puts `moves(row, table)` among its row buttons.
 */
export function useScreenMoves(
  def: EntityDef,
  options: {
    allows?: (move: string, row: Row) => boolean;
    dialogs?: Record<string, (row: Row) => void>;
  },
) {
  const table = useRef<CrudTableApi | null>(null);
  const { onChanged } = useCrudServices();
  const { rowMoves } = useRowMoves(def, {
    onDone: () => {
      onChanged(def);
      table.current?.reload();
    },
    dialogs: options.dialogs,
  });
  const listDef = useMemo<EntityDef>(() => {
    const { workflow: _drawnHere, ...rest } = def;
    return rest;
  }, [def]);
  const moves = (row: Row, api: CrudTableApi): CrudAction[] => {
    table.current = api;
    return (
      rowMoves(row)
        .filter((a) => options.allows?.(a.key, row) ?? true)
        // keyed apart from the list's own buttons (a manifest's delete request beside its delete)
        .map((a) => ({ ...a, key: `move-${a.key}` }))
    );
  };
  /** Reloads the list after a move a screen's own dialog made. */
  const reload = () => {
    onChanged(def);
    table.current?.reload();
  };
  return { listDef, moves, reload };
}

/** A log entry's action in words: a move by its definition's label, else the screen's own word (`other`). */
export const logActionLabel = (def: EntityDef, action: string, other: (action: string) => string) => {
  const move = def.workflow?.moves.find((m) => m.name === action);
  return move ? localize(move.label, currentLang()) : other(action);
};
