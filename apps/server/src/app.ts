import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { appSerializerCompiler } from './crud/record-serializer.ts';
import { pickLang, setBusinessTimeZone, t } from '@app/shared';
import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { registerAuth, type RegisteredRoute } from './plugins/auth.ts';
import { registerCaches } from './plugins/caches.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { registerNulGuard } from './plugins/nul-guard.ts';
import { requestLogView } from './plugins/log-redaction.ts';
import { registerErrorResponses } from './plugins/error-responses.ts';
import { zodValidatorCompiler } from './plugins/validation.ts';
import { registerHub } from './plugins/ws-hub.ts';
import { registerJobs } from './plugins/jobs.ts';
import { registerMailer } from './plugins/mailer.ts';
import { registerWeb } from './plugins/web-app.ts';
import { registerDownloads } from './modules/downloads/downloads.plugin.ts';
import { downloadRoutes } from './adapters/download.routes.ts';
import { oauthRoutes } from './modules/auth/oauth.routes.ts';
import { entityRoutes } from './crud/entity-routes.ts';
import { entityServices } from './crud/entity-service.ts';
import { entityHooks } from './entity-hooks.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { cityRoutes } from './adapters/system-city.routes.ts';
import { baseDataRoutes } from './adapters/base-data.routes.ts';
import { menuRoutes } from './adapters/menu.routes.ts';
import { resourceAdminRoutes } from './adapters/sys-resource-dto.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { specSystemRoutes } from './adapters/system.routes.ts';
import { sessionRoutes } from './adapters/sys-user-session.routes.ts';
import { profileRoutes } from './adapters/sys-user-profile.routes.ts';
import { siteRoutes } from './modules/sites/sites.routes.ts';
import { userAdminRoutes } from './adapters/sys-user-dto.routes.ts';
import { viewPermissionRoutes } from './adapters/sys-user-view-permission.routes.ts';
import { messageRoutes } from './modules/messages/messages.routes.ts';
import { declarationRoutes } from './modules/declarations/declarations.routes.ts';
import { shippingBillRoutes } from './adapters/shipping-bill.routes.ts';
import { declarationPrintRoutes } from './modules/declaration-print/declaration-print.routes.ts';
import { sendRoutes } from './modules/customs-message/send.routes.ts';
import { receiptRoutes } from './modules/receipts/receipts.routes.ts';
import { accountBookRoutes } from './modules/bonded/account-books.routes.ts';
import { inventoryListRoutes } from './modules/bonded/inventory-lists.routes.ts';
import { passportRoutes } from './modules/bonded/passports.routes.ts';
import { manifestRoutes } from './modules/manifests/manifests.routes.ts';
import { attachmentRoutes } from './modules/attachments/attachments.routes.ts';
import { appointmentRoutes } from './modules/appointments/appointments.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { taskOrderRoutes } from './modules/transport/task-orders.routes.ts';
import { transportOrderRoutes } from './modules/transport/transport-orders.routes.ts';
import { statementRoutes } from './modules/finance/statements/statements.routes.ts';
import { statementExportRoutes } from './modules/finance/statements/statement-exports.routes.ts';
import { paymentRoutes } from './modules/finance/payments/payments.routes.ts';
import { financeReportRoutes } from './modules/finance/reports/reports.routes.ts';
import { registerCustomsChannels } from './modules/receipts/receipt-watcher.plugin.ts';
import { summaryRoutes } from './modules/summary/summary.routes.ts';
import { registerSummaryPulse } from './modules/summary/summary-pulse.ts';
import { cashierRoutes } from './modules/finance/cashier/cashier.routes.ts';
import { publicPayRoutes } from './modules/finance/public-pay/public-pay.routes.ts';
import { cashierSpecRoutes } from './adapters/cashier.routes.ts';
import { contractRoutes } from './modules/finance/contracts/contracts.routes.ts';
import { billRoutes } from './modules/finance/bills/bills.routes.ts';
import { scheduleChargeSweep } from './modules/finance/charging/charge-sweep.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    /** Every route with the permission it requires (for the permission test and the docs). */
    registeredRoutes: RegisteredRoute[];
  }
}

export async function buildApp(config: AppConfig, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers["access-token"]', 'req.headers.authorization'],
      // URLs are logged with their token parameters (?access_token=, ?token=) redacted
      serializers: { req: requestLogView },
    },
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    trustProxy: process.env.TRUST_PROXY === '1',
    routerOptions: { maxParamLength: 2000 },
    // bad URLs and over-long path parameters answer in the API's one error shape too
    frameworkErrors: (error, req, reply) => {
      const status = error.statusCode ?? 400;
      const key = status === 414 ? 'error.uri_too_long' : 'error.bad_request';
      const body = { code: status, message: t(key, pickLang(undefined, req.headers['accept-language'])) };
      return (reply as FastifyReply).status(status).send(body);
    },
  });
  setBusinessTimeZone(config.businessTimeZone);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(appSerializerCompiler(config.checkAnswers));
  app.decorate('config', config);
  app.decorate<Database>('database', database);
  app.decorate('db', database.db);
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  // the engine's services with every workflow's hooks: the generic routes and the specification's adapters use them
  app.decorate('entities', entityServices(app, entityHooks(app.config)));

  // security headers on every answer (nosniff, frame and referrer policy, …); the web app's own CSP is
  // set on its pages (plugins/web-app.ts), the API answers JSON and the docs page needs its inline code
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
  });
  // JSON answers over 1 KiB go compressed to clients that accept it (the built web app is precompressed)
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
  // every multipart body bounded: parts, fields, a field's size and header lines, besides the files
  await app.register(multipart, {
    limits: {
      fileSize: 10 * 1024 * 1024,
      files: 5,
      fields: 20,
      parts: 30,
      fieldSize: 64 * 1024,
      headerPairs: 50,
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Customs brokerage back office API', version: '1.0.0' },
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'Access-Token' },
        },
      },
      security: [{ accessToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  registerErrorHandling(app);
  registerJsonBody(app);
  registerNulGuard(app);
  registerErrorResponses(app);
  registerAuth(app, routes);
  await registerCaches(app);
  await registerHub(app);
  registerSummaryPulse(app);
  registerJobs(app);
  registerMailer(app);

  await app.register(systemRoutes);
  await app.register(specSystemRoutes);
  await app.register(oauthRoutes);
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
  await app.register(siteRoutes);
  await app.register(menuRoutes);
  await app.register(userAdminRoutes);
  await app.register(viewPermissionRoutes);
  await app.register(resourceAdminRoutes);
  await app.register(baseDataRoutes);
  await app.register(adminRoutes);
  await app.register(cityRoutes);
  await app.register(messageRoutes);
  await app.register(declarationRoutes);
  await app.register(shippingBillRoutes);
  await app.register(declarationPrintRoutes);
  registerCustomsChannels(app);
  await app.register(sendRoutes);
  await app.register(receiptRoutes);
  await app.register(accountBookRoutes);
  await app.register(inventoryListRoutes);
  await app.register(passportRoutes);
  await app.register(manifestRoutes);
  await app.register(attachmentRoutes);
  await app.register(appointmentRoutes);
  await app.register(registrationRoutes);
  await app.register(taskOrderRoutes);
  await app.register(transportOrderRoutes);
  await app.register(cashierRoutes);
  await app.register(cashierSpecRoutes);
  await app.register(publicPayRoutes);
  await app.register(contractRoutes);
  await app.register(billRoutes);
  scheduleChargeSweep(app);
  await app.register(statementRoutes);
  await app.register(statementExportRoutes);
  await app.register(paymentRoutes);
  await app.register(financeReportRoutes);
  await app.register(summaryRoutes);
  await app.register(entityRoutes);
  await registerDownloads(app);
  await app.register(downloadRoutes);

  registerWeb(app, config.webDist);
  return app;
}
