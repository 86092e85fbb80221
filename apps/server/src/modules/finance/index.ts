import type { FastifyInstance } from 'fastify';
import { billsModule } from './bills/index.ts';
import { cashierModule } from './cashier/index.ts';
import { chargingModule } from './charging/index.ts';
import { contractsModule } from './contracts/index.ts';
import { paymentsModule } from './payments/index.ts';
import { publicPayModule } from './public-pay/index.ts';
import { reportsModule } from './reports/index.ts';
import { statementsModule } from './statements/index.ts';

/** Finance: each sub-area registers its own routes and plugins (one line each, in this order). */
export async function financeModule(app: FastifyInstance): Promise<void> {
  await cashierModule(app);
  await publicPayModule(app);
  await contractsModule(app);
  await billsModule(app);
  await chargingModule(app);
  await statementsModule(app);
  await paymentsModule(app);
  await reportsModule(app);
}
