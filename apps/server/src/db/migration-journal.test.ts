import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Drizzle applies the journal's migrations in its order and skips any whose `when` is not later than the
 * last one a database applied: a migration landed after another with a later stamp would be skipped for
 * good on every database that already had the other. The journal must stay in step with the folder.
 */
const folder = path.join(import.meta.dirname, 'migrations');
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('migration journal', () => {
  it('stamps every migration later than the one before it', () => {
    const late = journal.entries.filter((e, i) => i > 0 && e.when <= journal.entries[i - 1]!.when);
    expect(late.map((e) => e.tag)).toEqual([]);
  });

  it('lists the migrations in the order of their numbers, each once, each with its file', () => {
    const tags = journal.entries.map((e) => e.tag);
    expect(tags).toEqual([...tags].sort());
    expect(new Set(tags).size).toBe(tags.length);
    const files = fs.readdirSync(folder).filter((f) => f.endsWith('.sql'));
    expect(files.map((f) => f.replace(/\.sql$/, '')).sort()).toEqual([...tags].sort());
  });
});
