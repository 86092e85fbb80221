import type { FastifyInstance } from 'fastify';
import { oauthRoutes } from './oauth.routes.ts';

/** The sign-in protocol: `/oauth/*` and `/oos/logout`. */
export async function authModule(app: FastifyInstance): Promise<void> {
  await app.register(oauthRoutes);
}
