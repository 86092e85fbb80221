import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The production image and compose file. Docker cannot run on the machines that test this,
// so the files are checked for what the README promises: multi-stage, unprivileged, no transpiler at
// run time, a health check on /readyz; PostgreSQL with volumes, restart policies and production settings.
const root = path.resolve(import.meta.dirname, '..');
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
/** The Dockerfile's instructions, continuation lines joined. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
const stages = instructions.filter((l) => l.startsWith('FROM '));
const finalStage = instructions.slice(instructions.lastIndexOf(stages.at(-1)!));

describe('Dockerfile', () => {
  it('builds in stages and runs the compiled server as an unprivileged user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const user = finalStage.filter((l) => l.startsWith('USER ')).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/USER\s+(root|0)\b/);
    const cmd = finalStage.find((l) => l.startsWith('CMD '))!;
    expect(cmd).toContain('dist/server/server.mjs');
    expect(cmd).not.toMatch(/tsx|ts-node|--import|\.ts"/);
    // what the bundle reads at run time is in the image
    for (const needed of [
      'dist/server',
      'apps/web/dist',
      'apps/server/src/db/migrations',
      'apps/server/src/seed/reference',
      'apps/server/package.json',
    ])
      expect(
        finalStage.some((l) => l.startsWith('COPY') && l.includes(needed)),
        needed,
      ).toBe(true);
    // the product's manifest at the root: its version is the one /version/index answers
    expect(
      finalStage.some((l) => /^COPY\s+package\.json\s/.test(l)),
      'package.json (the product version)',
    ).toBe(true);
    expect(finalStage.some((l) => /npm ci --omit=dev/.test(l)) || dockerfile.includes('--omit=dev')).toBe(
      true,
    );
  });

  it('checks its health on /readyz and runs in production mode', () => {
    const health = finalStage.find((l) => l.startsWith('HEALTHCHECK'))!;
    expect(health).toContain('/readyz');
    expect(finalStage.find((l) => l.startsWith('ENV'))).toContain('NODE_ENV=production');
  });

  it('builds the server bundle its CMD runs, with the script the tests use', () => {
    expect(dockerfile).toContain('node scripts/build-server.mjs');
    const build = fs.readFileSync(path.join(root, 'scripts/build-server.mjs'), 'utf8');
    expect(build).toContain("server: 'apps/server/src/server.ts'");
  });

  it('keeps the local data, dependencies and builds out of the build context', () => {
    const ignored = fs.readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['node_modules', 'data', 'dist', '.git']) expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  type Service = {
    image?: string;
    build?: unknown;
    restart?: string;
    environment?: Record<string, string>;
    volumes?: string[];
    depends_on?: Record<string, { condition: string }>;
    healthcheck?: { test: string[] };
  };
  const compose = parse(fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8')) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };
  const { app, db } = compose.services;

  it('runs the app image against PostgreSQL 15 once the database is healthy', () => {
    expect(app?.build).toBeDefined();
    expect(db?.image).toMatch(/^postgres:15/);
    expect(db?.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(app?.depends_on?.db?.condition).toBe('service_healthy');
    expect(app?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@db:5432\//);
  });

  it('sets the production settings and keeps no secret in the file', () => {
    expect(app?.environment?.NODE_ENV).toBe('production');
    expect(app?.environment?.DATA_DIR).toBe('/data');
    expect(db?.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD/);
    expect(JSON.stringify(compose)).not.toMatch(/web-secret|Demo@2026/);
  });

  it('restarts both services and keeps database and files on named volumes', () => {
    expect(app?.restart).toBe('unless-stopped');
    expect(db?.restart).toBe('unless-stopped');
    const named = Object.keys(compose.volumes);
    const mounts = (s: Service | undefined) => (s?.volumes ?? []).map((v) => v.split(':'));
    expect(mounts(db).some(([from, to]) => named.includes(from!) && to === '/var/lib/postgresql/data')).toBe(
      true,
    );
    expect(mounts(app).some(([from, to]) => named.includes(from!) && to === '/data')).toBe(true);
  });
});
