import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { openApiOperation } from './plugins/openapi.ts';
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
import { entityRoutes } from './crud/entity-routes.ts';
import { entityServices } from './crud/entity-service.ts';
import { entityHooks } from './entity-hooks.ts';
import { adapters } from './adapters/index.ts';
import { adminModule } from './modules/admin/index.ts';
import { appointmentsModule } from './modules/appointments/index.ts';
import { attachmentsModule } from './modules/attachments/index.ts';
import { authModule } from './modules/auth/index.ts';
import { bondedModule } from './modules/bonded/index.ts';
import { companiesModule } from './modules/companies/index.ts';
import { customsMessageModule } from './modules/customs-message/index.ts';
import { declarationPrintModule } from './modules/declaration-print/index.ts';
import { declarationsModule } from './modules/declarations/index.ts';
import { downloadsModule } from './modules/downloads/index.ts';
import { exportsModule } from './modules/exports/index.ts';
import { financeModule } from './modules/finance/index.ts';
import { manifestsModule } from './modules/manifests/index.ts';
import { messagesModule } from './modules/messages/index.ts';
import { receiptsModule } from './modules/receipts/index.ts';
import { registrationModule } from './modules/registration/index.ts';
import { sitesModule } from './modules/sites/index.ts';
import { summaryModule } from './modules/summary/index.ts';
import { systemModule } from './modules/system/index.ts';
import { transportModule } from './modules/transport/index.ts';

/**
 * The modules, each registering its own routes and plugins from its index.ts (see its README.md), in
 * this order. Each is called on the app itself (not encapsulated), so what a module decorates
 * (`channelDelivery`, `files`, `summaryPulse`) and the hooks it adds reach every route; each route
 * plugin inside is still registered with `app.register`. The summary comes first: its pulse's onResponse
 * hook must be in place before any route is. The folders with no routes or plugins (channels,
 * resources, shipping-bills, users) have no index.ts; their entity hooks are listed in entity-hooks.ts.
 */
const modules: ((app: FastifyInstance) => Promise<void>)[] = [
  summaryModule,
  systemModule,
  authModule,
  sitesModule,
  adminModule,
  messagesModule,
  companiesModule,
  declarationsModule,
  declarationPrintModule,
  receiptsModule,
  customsMessageModule,
  bondedModule,
  manifestsModule,
  attachmentsModule,
  appointmentsModule,
  registrationModule,
  transportModule,
  financeModule,
  downloadsModule,
  exportsModule,
];

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
    // set below, and only over HTTPS: over plain HTTP a browser ignores it and it only misleads
    strictTransportSecurity: false,
  });
  // HSTS when the request came over HTTPS: directly, or through a proxy trusted to say so (TRUST_PROXY)
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
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
      // 3.1: a nullable field is a type with null, which outside tools read (3.0's `nullable` needs a type beside it)
      openapi: '3.1.0',
      info: { title: 'Customs brokerage back office API', version: '1.0.0' },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'Access-Token' },
        },
      },
      security: [{ accessToken: [] }],
    },
    transform: openApiOperation,
    // the schemas named with `.meta({ id })` (ApiError, each entity's record) as components the operations refer to
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  registerErrorHandling(app);
  registerJsonBody(app);
  registerNulGuard(app);
  registerErrorResponses(app);
  registerAuth(app, routes);
  await registerCaches(app);
  await registerHub(app);
  registerJobs(app);
  registerMailer(app);

  for (const registerModule of modules) await registerModule(app);
  // the engine's generic /api/{resource} routes (a workflowWrites entity's writes are its module's)
  await app.register(entityRoutes);
  await adapters(app);

  registerWeb(app, config.webDist);
  return app;
}
