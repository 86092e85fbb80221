import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { EntityMoves } from '../../crud/entity-moves.ts';
import type { ChannelDelivery } from '../channels/channel-delivery.ts';

/**
 * What the inventory list's move hooks and receipt handler need of the server and cannot reach from
 * where they are called: the engine hands a move hook its transaction, not the app, and the receipts
 * module hands the receipt handler the database, not the app. `inventoryListRoutes` binds them when
 * the server starts.
 */
let delivery: ChannelDelivery | undefined;
const listMoves = new WeakMap<Db, EntityMoves>();

export function bindInventoryServices(app: FastifyInstance) {
  delivery = app.channelDelivery;
  listMoves.set(app.db, app.entities('inventory-lists'));
}

/** The server's channel delivery (INV101 through the list's channel). */
export function channelDelivery(): ChannelDelivery {
  if (!delivery) throw new Error('the inventory list routes are not registered');
  return delivery;
}

/** The inventory list's moves on this database (a receipt moves its list through them). */
export function inventoryListMoves(db: Db): EntityMoves {
  const moves = listMoves.get(db);
  if (!moves) throw new Error('the inventory list routes are not registered on this database');
  return moves;
}
