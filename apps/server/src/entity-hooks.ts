import type { AppConfig } from './config.ts';
import type { EntityHooksMap } from './crud/hooks.ts';
import { adminEntityHooks } from './modules/admin/admin-entity.hooks.ts';
import { accountBookEntityHooks } from './modules/bonded/account-books.hooks.ts';
import { inventoryListEntityHooks } from './modules/bonded/inventory-lists.hooks.ts';
import { passportEntityHooks } from './modules/bonded/passports.hooks.ts';
import { manifestEntityHooks } from './modules/manifests/manifests.hooks.ts';
import { appointmentEntityHooks } from './modules/appointments/appointments.hooks.ts';
import { channelEntityHooks } from './modules/channels/channels.hooks.ts';
import { declarationEntityHooks } from './modules/declarations/declarations.hooks.ts';
import { hsCodeEntityHooks } from './modules/declarations/hs-codes.hooks.ts';
import { financeContractHooks } from './modules/finance/contracts/contracts.hooks.ts';
import { statementEntityHooks } from './modules/finance/statements/statements.hooks.ts';
import { shippingBillEntityHooks } from './modules/shipping-bills/shipping-bills.hooks.ts';
import { transportEntityHooks } from './modules/transport/transport.hooks.ts';
import { userEntityHooks } from './modules/users/users.hooks.ts';
import { cashierEntityHooks } from './modules/finance/cashier/cashier.hooks.ts';
import { resourceEntityHooks } from './modules/resources/resource-levels.ts';

/**
 * Every workflow's hooks on the generic engine, composed in this one place above the engine and the
 * modules: the engine (crud/) never imports a module; a module exports its hooks by entity name and is
 * listed here once (a factory where the hooks need the server's settings).
 */
export function entityHooks(config: AppConfig): EntityHooksMap {
  return {
    ...adminEntityHooks,
    ...accountBookEntityHooks,
    ...inventoryListEntityHooks,
    ...passportEntityHooks,
    ...manifestEntityHooks,
    ...appointmentEntityHooks,
    ...channelEntityHooks(config.channelsRoot),
    ...declarationEntityHooks,
    ...hsCodeEntityHooks,
    ...financeContractHooks,
    ...statementEntityHooks,
    ...shippingBillEntityHooks,
    ...transportEntityHooks,
    ...userEntityHooks,
    ...cashierEntityHooks,
    ...resourceEntityHooks,
  };
}
