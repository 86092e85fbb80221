import type { EntityHooks } from '../../crud/hooks.ts';
import { taskOrderEntityHooks } from './task-orders.hooks.ts';
import { transportOrderEntityHooks } from './transport-orders.hooks.ts';

/** The hooks of task orders and transport orders (carriers, drivers and vehicles need none). */
export const transportEntityHooks: Record<string, EntityHooks> = {
  ...taskOrderEntityHooks,
  ...transportOrderEntityHooks,
};
