import type { EntityDef } from './kit/define-entity.ts';
import { bankAccount } from './entities/bank-account.entity.ts';
import { baseData } from './entities/base-data.entity.ts';
import { city } from './entities/city.entity.ts';
import { customer } from './entities/customer.entity.ts';
import { exchangeRate } from './entities/exchange-rate.entity.ts';
import { hsCode } from './entities/hs-code.entity.ts';
import { appClient } from './entities/app-client.entity.ts';
import { company } from './entities/company.entity.ts';
import { companyDeclareCode } from './entities/company-declare-code.entity.ts';
import { enumGroup, enumItem } from './entities/enum.entity.ts';
import { globalSetting } from './entities/global-setting.entity.ts';
import { loginLog, operationLog } from './entities/logs.entity.ts';
import { organisation } from './entities/organisation.entity.ts';
import { role } from './entities/role.entity.ts';
import { resource } from './entities/resource.entity.ts';
import { user } from './entities/user.entity.ts';
import { shippingBill } from './entities/shipping-bill.entity.ts';
import { declaration } from './entities/declaration.entity.ts';
import { channel } from './entities/channel.entity.ts';
import { sensitiveWord } from './entities/sensitive-word.entity.ts';
import { agentRelation } from './entities/agent-relation.entity.ts';
import { accountBook, accountBookGoods, accountBookLoss } from './entities/account-book.entity.ts';
import { warehouseMaterial } from './entities/warehouse-material.entity.ts';
import { inventoryList, inventoryListLine } from './entities/inventory-list.entity.ts';
import { passport, passportLine, passportList } from './entities/passport.entity.ts';
import { manifest, manifestConsignment, manifestItem } from './entities/manifest.entity.ts';
import { appointment, partnerConsignee, warehouse, warehouseSlot } from './entities/appointment.entity.ts';
import { carrier, driver, taskOrder, transportOrder, vehicle } from './entities/transport.entity.ts';
import { bill, cashier, payment, statement } from './entities/billing.entity.ts';
import {
  chargeItem,
  contract,
  contractItem,
  contractScheme,
  contractSchemeItem,
} from './entities/finance.entity.ts';

/** The definitions, by name, for their permission codes and labels (`declaration.permissions.send`). */
export {
  bill,
  cashier,
  chargeItem,
  contract,
  contractItem,
  contractScheme,
  contractSchemeItem,
  payment,
  statement,
  appointment,
  carrier,
  driver,
  partnerConsignee,
  taskOrder,
  transportOrder,
  vehicle,
  warehouse,
  warehouseSlot,
  accountBook,
  accountBookGoods,
  accountBookLoss,
  agentRelation,
  appClient,
  inventoryList,
  inventoryListLine,
  manifest,
  manifestConsignment,
  manifestItem,
  passport,
  passportLine,
  passportList,
  bankAccount,
  channel,
  city,
  company,
  companyDeclareCode,
  customer,
  declaration,
  enumGroup,
  enumItem,
  exchangeRate,
  globalSetting,
  hsCode,
  loginLog,
  operationLog,
  organisation,
  resource,
  role,
  sensitiveWord,
  user,
  warehouseMaterial,
};

/** Every entity served by the generic engine, in one list. */
export const registry: EntityDef[] = [
  baseData,
  exchangeRate,
  bankAccount,
  city,
  hsCode,
  customer,
  organisation,
  company,
  companyDeclareCode,
  role,
  resource,
  user,
  appClient,
  globalSetting,
  enumGroup,
  enumItem,
  operationLog,
  loginLog,
  shippingBill,
  declaration,
  channel,
  sensitiveWord,
  agentRelation,
  accountBook,
  accountBookGoods,
  accountBookLoss,
  warehouseMaterial,
  inventoryList,
  inventoryListLine,
  passport,
  passportLine,
  passportList,
  manifest,
  manifestConsignment,
  manifestItem,
  warehouse,
  warehouseSlot,
  partnerConsignee,
  carrier,
  driver,
  vehicle,
  taskOrder,
  appointment,
  transportOrder,
  chargeItem,
  contractScheme,
  contractSchemeItem,
  contract,
  contractItem,
  statement,
  bill,
  payment,
  cashier,
];

export function entityByName(name: string): EntityDef | undefined {
  return registry.find((e) => e.name === name);
}
