import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../plugins/paging.ts';
import { CODE_OK, t, type DeclarationFull } from '@app/shared';
import { declarationSendAnswerSchema, sensitiveRemindSchema } from '@app/shared';
import { PERM } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { recordOperation } from '../../plugins/audit.ts';
import { AppError } from '../../plugins/app-error.ts';
import { requireActor } from '../../plugins/auth.ts';
import { runChecks, type RemindHit } from '../declarations/declarations.checks.ts';
import { assertDeclarationVisible } from '../declarations/declarations.scope.ts';
import { sendDeclaration } from './send.service.ts';

const idParams = z.object({ id: idSchema });
const sendBody = z
  .object({
    channel_id: idSchema.optional(),
    confirm_reminds: z.boolean().optional(),
  })
  .strict();

/** Sensitive words of remind level that the user has not confirmed (answered 409 sensitive_remind). */
class RemindsNeedConfirmation extends Error {
  constructor(readonly hits: RemindHit[]) {
    super('sensitive_remind');
  }
}

/**
 * The declare-level checks a send runs (the declarations module's runChecks: the shared pure checks,
 * codes in the parameter tables, sensitive words and the agent relation): errors refuse with every
 * field named; remind-level words need confirm_reminds.
 */
async function declareChecks(tx: DbOrTx, full: DeclarationFull, req: FastifyRequest, confirmed: boolean) {
  const result = await runChecks(tx, full, 'declare', req.lang);
  if (!result.ok) {
    const fields = Object.fromEntries(result.errors.map((e) => [e.field, { key: e.message }]));
    throw new AppError(400, 'error.validation', undefined, fields);
  }
  if (result.reminds.length && !confirmed) throw new RemindsNeedConfirmation(result.reminds);
}

export async function sendRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/declarations/:id/send',
    {
      config: { permission: PERM.declarationSend },
      schema: {
        tags: ['declarations'],
        summary:
          'Checks a declaration at declare level, renders the single-window message and delivers it through its channel (or channel_id)',
        params: idParams,
        body: sendBody.optional(),
        response: { 200: declarationSendAnswerSchema, 409: sensitiveRemindSchema },
      },
    },
    async (req, reply) => {
      const actor = requireActor(req);
      const { id } = req.params;
      await assertDeclarationVisible(app.db, actor, id);
      const body = req.body ?? {};
      const send = sendDeclaration(
        {
          db: app.db,
          delivery: app.channelDelivery,
          check: (tx, full) => declareChecks(tx, full, req, body.confirm_reminds === true),
          audit: (tx, after) =>
            recordOperation(tx, req, { action: 'send', target: 'declarations', recordId: id, after }),
        },
        id,
        actor,
        body.channel_id,
      );
      try {
        return { code: CODE_OK, data: await send };
      } catch (e) {
        if (!(e instanceof RemindsNeedConfirmation)) throw e;
        return reply.status(409).send({
          code: 'sensitive_remind',
          message: t('decl.sensitive_confirm', req.lang),
          data: { hits: e.hits },
        });
      }
    },
  );
}
