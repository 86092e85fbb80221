import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiAnswers } from '../helpers/openapi-answers.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The served API document as outside tools read it: it lints with Redocly's recommended rules without an
 * error (every `$ref` resolves, nullable fields typed, no two paths that differ only in a parameter name,
 * servers set, public calls marked as needing no token), and what the server answers matches it.
 */
let t: TestApp;
let doc: { paths: Record<string, Record<string, { security?: unknown[]; parameters?: { in: string }[] }>> };
const ROOT = path.resolve(import.meta.dirname, '../../../..');

beforeAll(async () => {
  t = await startTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
}, 180_000);
afterAll(() => t?.close());

describe('GET /docs/json', () => {
  it('lints with @redocly/cli (recommended rules) with zero errors', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const run = spawnSync(
      path.join(ROOT, 'node_modules/.bin/redocly'),
      ['lint', file, '--format=json', '--max-problems=100000'],
      {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    fs.rmSync(dir, { recursive: true, force: true });
    const report = JSON.parse(run.stdout) as {
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
    expect(errors.slice(0, 20)).toEqual([]);
    expect(report.problems.length).toBeGreaterThan(0); // the report was read (warnings remain: operation ids)
  }, 120_000);

  it('marks the public calls as needing no token and the others as needing one', () => {
    const token = doc.paths['/oauth/token']!.post!;
    expect(token.security).toEqual([]);
    const list = doc.paths['/api/declarations']!.get!;
    expect(list.security).toBeUndefined(); // the document's default: the Access-Token header
  });
});

describe('answers match the document', () => {
  it('every GET without path parameters answers, as the administrator, what its operation declares', async () => {
    const check = openApiAnswers(doc);
    let admin = await t.login('admin');
    // a sign-out among the calls ends the token: sign in again and ask once more
    const get = async (url: string) => {
      const res = await t.call('GET', url, admin);
      if (res.statusCode !== 401) return res;
      admin = await t.login('admin');
      return t.call('GET', url, admin);
    };
    const failures: string[] = [];
    let checked = 0;
    for (const [url, methods] of Object.entries(doc.paths)) {
      const op = methods.get;
      if (!op || url.includes('{') || url.startsWith('/docs') || url === '/ws') continue;
      const res = await get(url);
      if (res.statusCode >= 300 || !String(res.headers['content-type'] ?? '').includes('json')) continue;
      checked += 1;
      const mismatch = check('GET', url, res.statusCode, res.json());
      if (mismatch.length) failures.push(`GET ${url}: ${mismatch.join('; ')}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(50);
    // and the check can fail: a page whose rows are not records
    expect(check('GET', '/api/declarations', 200, { content: 'rows', totalElements: '1' })).not.toEqual([]);
  }, 300_000);
});
