import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { EntityMoves } from '../../crud/entity-moves.ts';

/**
 * What the inventory list's receipt handler needs of the server and cannot reach from where it is
 * called: the receipts module hands it the database, not the app. `inventoryListRoutes` binds it when
 * the server starts. (Move hooks reach the server on their context: `ctx.app`.)
 */
const listMoves = new WeakMap<Db, EntityMoves>();

export function bindInventoryServices(app: FastifyInstance) {
  listMoves.set(app.db, app.entities('inventory-lists'));
}

/** The inventory list's moves on this database (a receipt moves its list through them). */
export function inventoryListMoves(db: Db): EntityMoves {
  const moves = listMoves.get(db);
  if (!moves) throw new Error('the inventory list routes are not registered on this database');
  return moves;
}
