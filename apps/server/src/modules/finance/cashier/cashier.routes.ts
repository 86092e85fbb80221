import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cashier, errorResponses } from '@app/shared';
import { recordOperation } from '../../../plugins/audit.ts';
import { fieldError } from '../../../plugins/app-error.ts';
import { requireActor } from '../../../plugins/auth.ts';
import { idSchema } from '../../../plugins/paging.ts';
import { cashierKeyFlags, cashierSecretKey, storeCashierKeys } from './cashier-keys.ts';

const tags = ['finance'];
const params = z.strictObject({ id: idSchema });
const keyText = z.string().trim().min(1).max(8000);
const keysBody = z.strictObject({
  private_key: keyText.optional(),
  provider_public_key: keyText.optional(),
});
const flagsSchema = z.object({ has_private_key: z.boolean(), has_provider_public_key: z.boolean() });

/**
 * A cashier's provider keys (the app's private key, the provider's public key): set by their own call,
 * stored encrypted (AES-256-GCM, `cashier_secrets`) and never answered — only whether each is set.
 */
export async function cashierRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secret = cashierSecretKey(app.config.dataDir);

  r.put(
    '/api/cashiers/:id/keys',
    {
      config: { permission: cashier.permissions.edit },
      schema: {
        tags,
        summary:
          'Sets the app private key and/or the provider public key of a cashier (RSA, PEM); stored encrypted, never answered',
        params,
        body: keysBody,
        response: { 200: flagsSchema, ...errorResponses },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const { private_key, provider_public_key } = req.body;
      if (private_key === undefined && provider_public_key === undefined)
        throw fieldError('private_key', 'cashier.keys_empty');
      // the cashier in the caller's scope (404 otherwise)
      await app.entities('cashiers').get(actor, req.params.id);
      return app.db.transaction(async (tx) => {
        await storeCashierKeys(
          tx,
          secret,
          req.params.id,
          {
            ...(private_key !== undefined ? { private_key } : {}),
            ...(provider_public_key !== undefined ? { provider_public_key } : {}),
          },
          actor.userId,
        );
        const flags = await cashierKeyFlags(tx, req.params.id);
        await recordOperation(tx, req, {
          action: 'set-keys',
          target: 'cashiers',
          recordId: req.params.id,
          after: {
            private_key: private_key !== undefined ? 'set' : 'kept',
            provider_public_key: provider_public_key !== undefined ? 'set' : 'kept',
          },
        });
        return flags;
      });
    },
  );

  r.get(
    '/api/cashiers/:id/keys',
    {
      config: { permission: cashier.permissions.list },
      schema: {
        tags,
        summary: 'Whether a cashier has its private key and the provider public key (never the keys)',
        params,
        response: { 200: flagsSchema, ...errorResponses },
      },
    },
    async (req) => {
      await app.entities('cashiers').get(requireActor(req), req.params.id);
      return cashierKeyFlags(app.db, req.params.id);
    },
  );
}
