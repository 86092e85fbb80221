import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../plugins/paging.ts';
import { CODE_OK } from '@app/shared';
import { declarationSendAnswerSchema, sensitiveRemindSchema } from '@app/shared';
import { PERM } from '@app/shared';
import { recordOperation } from '../../plugins/audit.ts';
import { requireActor } from '../../plugins/auth.ts';
import { assertChecksPass } from '../declarations/declarations.checks.ts';
import { assertDeclarationVisible } from '../declarations/declarations.scope.ts';
import { sendDeclaration } from './send.service.ts';

const idParams = z.object({ id: idSchema });
const sendBody = z
  .object({
    channel_id: idSchema.optional(),
    confirm_reminds: z.boolean().optional(),
  })
  .strict();

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
    async (req) => {
      const actor = requireActor(req);
      const { id } = req.params;
      await assertDeclarationVisible(app.db, actor, id);
      const body = req.body ?? {};
      const send = await sendDeclaration(
        {
          db: app.db,
          delivery: app.channelDelivery,
          // the declare-level checks, with the same errors a save answers (declarations.checks.ts)
          check: async (tx, full) => {
            await assertChecksPass(tx, full, 'declare', {
              confirmReminds: body.confirm_reminds === true,
              lang: req.lang,
            });
          },
          audit: (tx, after) =>
            recordOperation(tx, req, { action: 'send', target: 'declarations', recordId: id, after }),
        },
        id,
        actor,
        body.channel_id,
      );
      return { code: CODE_OK, data: send };
    },
  );
}
