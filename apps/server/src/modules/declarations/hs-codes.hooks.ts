import { hsRatesOrElementsChanged } from '@app/shared';
import type { EntityHooks } from '../../crud/hooks.ts';

/**
 * The HS table keeps when its rates and declaration elements last changed (`auto_update_time`): set on
 * a create, and on an update that changes a rate or the element list.
 */
export const hsCodeEntityHooks: Record<string, EntityHooks> = {
  'hs-codes': {
    beforeCreate: async (_tx, values) => ({ values: { ...values, auto_update_time: new Date() } }),
    beforeUpdate: async (_tx, before, values) =>
      hsRatesOrElementsChanged(before, values) ? { ...values, auto_update_time: new Date() } : values,
  },
};
