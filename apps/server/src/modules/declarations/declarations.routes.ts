import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CODE_OK, t } from '@app/shared';
import {
  declarationCheckAnswerSchema,
  declarationCopyAnswerSchema,
  declarationFullAnswerSchema,
  declarationSavedAnswerSchema,
  sensitiveRemindSchema,
} from '@app/shared';
import { PERM } from '@app/shared';
import { AppError } from '../../plugins/app-error.ts';
import { hasPermission, requireActor } from '../../plugins/auth.ts';
import { idSchema, tokenQuery } from '../../plugins/paging.ts';
import { refreshAgentRelationStatus } from './declarations.hooks.ts';
import { runChecks } from './declarations.checks.ts';
import { loadDeclaration } from './declarations.repo.ts';
import { scopedHead } from './declarations.scope.ts';
import { copyDeclaration, saveDeclaration, SensitiveRemindError } from './declarations.service.ts';

const BASE = '/api/declarations';
const params = z.object({ id: idSchema });
/** Checked by parseDeclaration (field paths like goods[3].decl_total), so only the shape is checked here. */
const saveBody = z.object({ head: z.record(z.string(), z.unknown()) }).passthrough();
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The declaration workflow around the generic list: save a whole declaration in one call, read it
 * whole, copy it as a new draft and check it at the declare level (sending is in the receipts module).
 */
export async function declarationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['declarations'];

  r.post(
    `${BASE}/save`,
    {
      // declaration:add for a new declaration, declaration:update for a change (checked below)
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          'Saves a declaration with all its lines ({head, goods, containers, licences, documents, confirm_reminds}); head.id + head.version to update. 409 sensitive_remind asks to confirm',
        querystring: tokenQuery,
        body: saveBody,
        response: { 200: declarationSavedAnswerSchema, 409: sensitiveRemindSchema },
      },
      preHandler: async (req) => {
        const head = (req.body as { head: { id?: unknown } }).head;
        const permission =
          head.id === undefined || head.id === null ? 'declaration:add' : 'declaration:update';
        if (!hasPermission(requireActor(req), permission))
          throw new AppError(403, 'error.forbidden', { permission });
      },
    },
    async (req, reply) => {
      try {
        const saved = await saveDeclaration(app.db, req, requireActor(req), req.body);
        return { code: CODE_OK, data: saved };
      } catch (e) {
        if (!(e instanceof SensitiveRemindError)) throw e;
        return reply.status(409).send({
          code: 'sensitive_remind',
          message: t('decl.sensitive_confirm', req.lang),
          data: { hits: e.hits },
        });
      }
    },
  );

  r.get(
    `${BASE}/:id/full`,
    {
      config: { permission: PERM.declarationSearch },
      schema: {
        tags,
        summary: 'A declaration with all its lines',
        params,
        querystring: tokenQuery,
        response: { 200: declarationFullAnswerSchema },
      },
    },
    async (req) => {
      await scopedHead(app.db, requireActor(req), req.params.id);
      return { code: CODE_OK, data: await loadDeclaration(app.db, req.params.id) };
    },
  );

  r.post(
    `${BASE}/:id/copy`,
    {
      config: { permission: PERM.declarationAdd },
      schema: {
        tags,
        summary: 'Copies a declaration as a new draft; answers {id}',
        params,
        querystring: tokenQuery,
        response: { 200: declarationCopyAnswerSchema },
      },
    },
    async (req) => ({
      code: CODE_OK,
      data: await copyDeclaration(app.db, req, requireActor(req), req.params.id),
    }),
  );

  r.post(
    `${BASE}/:id/check`,
    {
      config: { permission: PERM.declarationSearch },
      schema: {
        tags,
        summary: 'Declare-level checks of a stored declaration: {ok, errors:[{field,message}], reminds}',
        params,
        querystring: tokenQuery,
        response: { 200: declarationCheckAnswerSchema },
      },
    },
    async (req) => {
      await scopedHead(app.db, requireActor(req), req.params.id);
      const full = (await loadDeclaration(app.db, req.params.id))!;
      return { code: CODE_OK, data: await runChecks(app.db, full, 'declare', req.lang) };
    },
  );

  // agent relations expire with the calendar: refresh their stored status now and daily
  const refresh = () =>
    refreshAgentRelationStatus(app.db).catch((err: unknown) =>
      app.log.error({ err }, 'agent relation refresh'),
    );
  app.addHook('onReady', async () => {
    await refresh();
  });
  const timer = setInterval(() => void refresh(), DAY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
