// The import zones ESLint holds (import-x/no-restricted-paths): `target` may not import from `from`.
// docs/architecture.md explains the layers; lint/layers.test.ts proves a crossing fails.
const server = (dir) => `./apps/server/src/${dir}`;
const web = (dir) => `./apps/web/src/${dir}`;

export const layerZones = [
  // the shared package runs in browser and server alike and knows neither
  {
    target: './packages/shared/src',
    from: './apps',
    message: 'packages/shared imports nothing from the apps.',
  },
  // server: shared ← db ← crud (engine) ← modules (workflows) ← adapters (the spec's own calls) ← app.ts / entity-hooks.ts
  {
    target: [server('db'), server('crud'), server('plugins')],
    from: server('modules'),
    message:
      'Storage, the engine and the plugins know no module: modules register with them (entity-hooks.ts).',
  },
  {
    target: server('db'),
    from: server('crud'),
    message: 'Storage (db/) does not import the engine (crud/).',
  },
  {
    target: server('db'),
    from: server('plugins'),
    message:
      'Storage (db/) imports no plugin: it throws its own errors (db/versioned-update.ts), which plugins/db-errors.ts answers.',
  },
  {
    target: server('plugins'),
    from: server('crud'),
    message:
      'The plugins import nothing from the engine (crud/): the engine uses them (the caches live in plugins/).',
  },
  {
    target: [server('db'), server('crud'), server('plugins'), server('modules')],
    from: server('adapters'),
    message:
      "The specification's adapters (adapters/) sit on top of the modules and the engine: only app.ts registers them.",
  },
  {
    target: [server('db'), server('crud'), server('plugins'), server('modules'), server('adapters')],
    from: [server('app.ts'), server('entity-hooks.ts'), server('server.ts')],
    message: 'Only the top (app.ts, entity-hooks.ts, server.ts, scripts) composes the application.',
  },
  // web: api (http client) ← crud (generic list) ← features ← app (shell)
  {
    target: web('api'),
    from: [
      web('session'),
      web('menu'),
      web('layout'),
      web('features'),
      web('crud'),
      web('app'),
      web('pages'),
    ],
    message: 'The http client (api/) knows no session, menu, layout, feature or screen.',
  },
  {
    target: web('crud'),
    from: [web('features'), web('app'), web('layout'), web('session'), web('pages')],
    message:
      'The generic list (crud/) knows no feature, session or layout: they plug in through CrudServices (crud/services.tsx), given at app level.',
  },
  {
    target: web('crud'),
    from: web('menu'),
    message:
      'The generic list (crud/) knows no menu: it takes its page as a ListRoute (crud/crud-types.ts) and path helpers from @app/shared.',
  },
  {
    target: web('layout'),
    from: web('features'),
    message:
      'The layout knows no feature: a feature registers its header tool (layout/header-tools.ts) from its register.ts.',
  },
  {
    target: web('session'),
    from: [web('app'), web('layout'), web('live'), web('features'), web('crud'), web('pages')],
    message:
      'The session store is state only: the sign-in coordinator that drives api, tabs, live channel and session is app/auth-flow.ts.',
  },
  {
    target: web('features'),
    from: [web('app'), web('pages')],
    message: 'A feature does not import the application shell.',
  },
];
