import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t, type ApiErrorBody } from '@app/shared';
import { AppError, ConfirmationRequired } from './app-error.ts';
import { appErrorFromDatabase } from './db-errors.ts';
import { explainValidation, RequestValidationError } from './validation.ts';

function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** The one error shape everywhere; no stack trace ever reaches a client; every 5xx is logged with its request id. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(
    (caught: FastifyError | AppError | RequestValidationError, req: FastifyRequest, reply) => {
      const lang = req.lang;
      const error = appErrorFromDatabase(caught) ?? caught;
      if (error instanceof RequestValidationError) {
        return send(reply, 400, {
          code: 400,
          message: t('error.validation', lang),
          errors: explainValidation(error, lang),
        });
      }
      if (error instanceof ConfirmationRequired) {
        return reply
          .status(409)
          .type('application/json; charset=utf-8')
          .send({ code: error.reason, message: t(error.key, lang, error.params), data: error.data });
      }
      if (error instanceof AppError) {
        const body: ApiErrorBody = { code: error.statusCode, message: t(error.key, lang, error.params) };
        if (error.fieldErrors) {
          body.errors = Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, e]) => [field, t(e.key, lang, e.params)]),
          );
        }
        if (error.oauthError) {
          body.error = error.oauthError;
          (body as ApiErrorBody & { error_description?: string }).error_description = body.message;
        }
        return send(reply, error.statusCode, body);
      }
      const status = (error as FastifyError).statusCode ?? 500;
      const code = (error as FastifyError).code ?? '';
      if (status >= 500) {
        req.log.error({ err: error, reqId: req.id }, 'request failed');
        return send(reply, 500, { code: 500, message: t('error.internal', lang), requestId: String(req.id) });
      }
      if (status === 413) {
        return send(reply, 413, { code: 413, message: t('error.body_too_large', lang, { limit: '1 MB' }) });
      }
      if (status === 415)
        return send(reply, 415, { code: 415, message: t('error.unsupported_media_type', lang) });
      if (status === 429) return send(reply, 429, { code: 429, message: t('error.rate_limited', lang) });
      if (code.startsWith('FST_ERR_CTP') || error instanceof SyntaxError) {
        return send(reply, 400, { code: 400, message: t('error.malformed_json', lang) });
      }
      return send(reply, status, { code: status, message: t('error.bad_request', lang) });
    },
  );

  app.setNotFoundHandler((req, reply) =>
    send(reply, 404, {
      code: 404,
      message: t('error.route_not_found', req.lang, { method: req.method, url: req.url.split('?')[0] ?? '' }),
    }),
  );
}
