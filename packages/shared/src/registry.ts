import type { EntityDef } from './kit/define-entity.ts';
import { bankAccount } from './entities/bank-account.entity.ts';
import { baseData } from './entities/base-data.entity.ts';
import { city } from './entities/city.entity.ts';
import { customer } from './entities/customer.entity.ts';
import { exchangeRate } from './entities/exchange-rate.entity.ts';
import { hsCode } from './entities/hs-code.entity.ts';

/** Every entity served by the generic engine, in one list. */
export const registry: EntityDef[] = [baseData, exchangeRate, bankAccount, city, hsCode, customer];

export function entityByName(name: string): EntityDef | undefined {
  return registry.find((e) => e.name === name);
}
