import type { EntityHooks } from '../../crud/hooks.ts';
import { taskOrderEntityHooks } from './task-orders.hooks.ts';
import { transportOrderMoves } from './transport-order-moves.ts';
import { transportOrderEntityHooks } from './transport-orders.hooks.ts';

/** The hooks of task orders and transport orders, with the transport order's moves (carriers, drivers and vehicles need none). */
export const transportEntityHooks: Record<string, EntityHooks> = {
  ...taskOrderEntityHooks,
  'transport-orders': { ...transportOrderEntityHooks['transport-orders'], moves: transportOrderMoves },
};
