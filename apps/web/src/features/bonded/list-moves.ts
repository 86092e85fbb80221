import { INVT_RECEIPT_MOVES, inventoryList, type EntityDef } from '@app/shared';

const byCustoms = new Set<string>(INVT_RECEIPT_MOVES);

/**
 * The inventory list as its screens draw it: the moves a person makes (declare) from its definition;
 * the moves of customs' receipts (accepted, approved, refused, deducted) come only with a receipt.
 */
export const listOnScreen: EntityDef = {
  ...inventoryList,
  workflow: {
    ...inventoryList.workflow!,
    moves: inventoryList.workflow!.moves.filter((m) => !byCustoms.has(m.name)),
  },
};
