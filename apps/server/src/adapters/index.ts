import type { FastifyInstance } from 'fastify';
import { baseDataRoutes } from './base-data.routes.ts';
import { cashierSpecRoutes } from './cashier.routes.ts';
import { downloadRoutes } from './download.routes.ts';
import { menuRoutes } from './menu.routes.ts';
import { shippingBillRoutes } from './shipping-bill.routes.ts';
import { resourceAdminRoutes } from './sys-resource-dto.routes.ts';
import { userAdminRoutes } from './sys-user-dto.routes.ts';
import { profileRoutes } from './sys-user-profile.routes.ts';
import { sessionRoutes } from './sys-user-session.routes.ts';
import { viewPermissionRoutes } from './sys-user-view-permission.routes.ts';
import { cityRoutes } from './system-city.routes.ts';
import { specSystemRoutes } from './system.routes.ts';

/** The specification's own calls (README.md): one route plugin per family, registered by app.ts after the modules. */
export async function adapters(app: FastifyInstance): Promise<void> {
  await app.register(specSystemRoutes);
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
  await app.register(menuRoutes);
  await app.register(userAdminRoutes);
  await app.register(viewPermissionRoutes);
  await app.register(resourceAdminRoutes);
  await app.register(baseDataRoutes);
  await app.register(cityRoutes);
  await app.register(shippingBillRoutes);
  await app.register(cashierSpecRoutes);
  await app.register(downloadRoutes);
}
