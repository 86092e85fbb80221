// Compiles the server and its command-line scripts into plain JavaScript bundles under dist/server, for
// the production image (no TypeScript transpiler at run time). Our own code (apps/server, packages/shared)
// is bundled; every npm package stays an import, resolved from node_modules at run time.
// Usage: node scripts/build-server.mjs [outdir]
import path from 'node:path';
import { build } from 'esbuild';
import { log, root } from './lib.mjs';

const ENTRIES = {
  server: 'apps/server/src/server.ts',
  migrate: 'apps/server/src/scripts/migrate.ts',
  'create-admin': 'apps/server/src/scripts/create-admin.ts',
  'set-client-secret': 'apps/server/src/scripts/set-client-secret.ts',
  backup: 'apps/server/src/scripts/backup.ts',
  restore: 'apps/server/src/scripts/restore.ts',
};

/** Bare imports (npm packages, node: built-ins) stay imports, except the workspace's own @app/ packages. */
const packagesExternal = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer(outdir = path.join(root, 'dist/server')) {
  await build({
    entryPoints: Object.entries(ENTRIES).map(([out, entry]) => ({ out, in: path.join(root, entry) })),
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    outExtension: { '.js': '.mjs' },
    sourcemap: true,
    plugins: [packagesExternal],
    logLevel: 'warning',
  });
  return outdir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  log(`server bundled into ${path.relative(root, out) || out}`);
}
