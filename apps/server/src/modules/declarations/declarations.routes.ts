import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CODE_OK } from '@app/shared';
import {
  declarationCheckAnswerSchema,
  declarationCopyAnswerSchema,
  declarationFullAnswerSchema,
  declarationFullSchema,
  sensitiveRemindSchema,
} from '@app/shared';
import { PERM } from '@app/shared';
import { requireActor } from '../../plugins/auth.ts';
import { idSchema, tokenQuery } from '../../plugins/paging.ts';
import { refreshAgentRelationStatus } from './declarations.hooks.ts';
import { preSendWarnings, runChecks } from './declarations.checks.ts';
import { loadDeclaration } from './declarations.repo.ts';
import { scopedHead } from './declarations.scope.ts';
import { copyDeclaration, saveDeclaration } from './declarations.service.ts';
import './declaration-attachments.ts';

const BASE = '/api/declarations';
const params = z.object({ id: idSchema });
/** Checked by parseDeclaration (field paths like goods[3].decl_total), so only the shape is checked here. */
const saveBody = z.object({ head: z.record(z.string(), z.unknown()) }).passthrough();
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The declaration workflow around the generic list: save a whole declaration in one call, read it
 * whole (create is POST, change is PUT with the version), copy it as a new draft and check it at the declare level (sending is in the receipts module).
 */
export async function declarationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['declarations'];

  r.post(
    BASE,
    {
      config: { permission: PERM.declarationAdd },
      schema: {
        tags,
        summary:
          'Creates a declaration with all its lines ({head, goods, containers, licences, documents, confirm_reminds}); answers it as stored. 409 sensitive_remind asks to confirm',
        querystring: tokenQuery,
        body: saveBody,
        response: { 201: declarationFullSchema, 409: sensitiveRemindSchema },
      },
    },
    async (req, reply) => {
      const saved = await saveDeclaration(app.db, req, requireActor(req), req.body, null);
      return reply.status(201).send(saved);
    },
  );

  r.put(
    `${BASE}/:id`,
    {
      config: { permission: PERM.declarationUpdate },
      schema: {
        tags,
        summary:
          'Saves a declaration with all its lines; head.version must be the one read (stale: 409). Answers it as stored',
        params,
        querystring: tokenQuery,
        body: saveBody,
        response: { 200: declarationFullSchema, 409: sensitiveRemindSchema },
      },
    },
    async (req) => saveDeclaration(app.db, req, requireActor(req), req.body, req.params.id),
  );

  r.get(
    `${BASE}/:id/full`,
    {
      config: { permission: PERM.declarationSearch },
      schema: {
        tags,
        summary: 'A declaration with all its lines, and the warnings of the checks sending would refuse',
        params,
        querystring: tokenQuery,
        response: { 200: declarationFullAnswerSchema },
      },
    },
    async (req) => {
      await scopedHead(app.db, requireActor(req), req.params.id);
      const full = await loadDeclaration(app.db, req.params.id);
      // with what sending would refuse, so the editor shows it when it opens
      const warnings = full ? await preSendWarnings(app.db, full, req.lang) : [];
      return { code: CODE_OK, data: full && { ...full, warnings } };
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
