import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InboxWatcher, RejectedFile, type FileOutcome, type WatcherDeps } from './inbox-watcher.ts';
import { parseReceipt, ReceiptParseError } from './receipt-parser.ts';

const quiet = { info() {}, warn() {}, error() {} };
let main: string;
let inbox: string;

beforeEach(() => {
  main = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-watcher-'));
  inbox = path.join(main, 'inbox');
  fs.mkdirSync(inbox);
});
afterEach(() => fs.rmSync(main, { recursive: true, force: true }));

/** A watcher whose handler parses receipts for real and records the codes it saw. */
function watcher(onHandle?: (name: string) => void) {
  const codes: string[] = [];
  const deps: WatcherDeps = {
    folders: async () => [main],
    handle: async (content, name) => {
      onHandle?.(name);
      const r = parseReceipt(content, name);
      if (r.code === 'X') throw new RejectedFile('no declaration matches');
      codes.push(r.code);
    },
    isRejection: (e) => e instanceof ReceiptParseError || e instanceof RejectedFile,
    log: quiet,
  };
  return { w: new InboxWatcher(deps, { intervalMs: 10, maxAttempts: 2 }), codes };
}

const receipt = (code: string) =>
  `<DEC_RESULT><CHANNEL>${code}</CHANNEL><CUS_CIQ_NO>S1</CUS_CIQ_NO></DEC_RESULT>`;
const list = (dir: string) =>
  fs.existsSync(path.join(main, dir)) ? fs.readdirSync(path.join(main, dir)).sort() : [];

describe('InboxWatcher', () => {
  it('takes a file only once it is stable, then moves it to processed/', async () => {
    const { w, codes } = watcher();
    fs.writeFileSync(path.join(inbox, 'r1.xml'), receipt('7'));
    await w.pass();
    expect(codes).toEqual([]); // first sight: not yet stable
    await w.pass();
    expect(codes).toEqual(['7']);
    expect(list('inbox')).toEqual([]);
    expect(list('processed')).toEqual(['r1.xml']);
  });

  it('waits while a file grows and ignores temporary names', async () => {
    const { w, codes } = watcher();
    const f = path.join(inbox, 'r2.xml');
    fs.writeFileSync(f, '<DEC_RESULT><CHANNEL>L</CHA');
    fs.writeFileSync(path.join(inbox, '.r3.xml'), receipt('J'));
    fs.writeFileSync(path.join(inbox, 'r4.xml.tmp'), receipt('J'));
    await w.pass();
    fs.appendFileSync(f, 'NNEL></DEC_RESULT>');
    await w.pass();
    expect(codes).toEqual([]);
    await w.pass();
    expect(codes).toEqual(['L']);
    expect(list('inbox')).toEqual(['.r3.xml', 'r4.xml.tmp']);
  });

  it('sets a file larger than any receipt aside unread, with the bound as its reason', async () => {
    let handled = 0;
    const { w, codes } = watcher(() => (handled += 1));
    fs.writeFileSync(path.join(inbox, 'huge.xml'), Buffer.alloc(2 * 1024 * 1024, 0x3c));
    fs.writeFileSync(path.join(inbox, 'ok.xml'), receipt('P'));
    await w.pass();
    await w.pass();
    expect(handled).toBe(1);
    expect(codes).toEqual(['P']);
    expect(list('failed')).toEqual(['huge.xml', 'huge.xml.reason.txt']);
    expect(fs.readFileSync(path.join(main, 'failed', 'huge.xml.reason.txt'), 'utf8')).toMatch(
      /larger than 1 MB/,
    );
  });

  it('sets malformed and unknown files aside with a reason and keeps going', async () => {
    const { w, codes } = watcher();
    fs.writeFileSync(path.join(inbox, 'a-bad.xml'), '<DEC_RESULT><CHANNEL>7</DEC_RESULT>');
    fs.writeFileSync(path.join(inbox, 'b-unknown.xml'), '<Other/>');
    fs.writeFileSync(path.join(inbox, 'c-nomatch.xml'), receipt('X'));
    fs.writeFileSync(path.join(inbox, 'd-good.xml'), receipt('P'));
    await w.pass();
    await w.pass();
    expect(codes).toEqual(['P']);
    expect(list('failed')).toEqual([
      'a-bad.xml',
      'a-bad.xml.reason.txt',
      'b-unknown.xml',
      'b-unknown.xml.reason.txt',
      'c-nomatch.xml',
      'c-nomatch.xml.reason.txt',
    ]);
    expect(fs.readFileSync(path.join(main, 'failed/a-bad.xml.reason.txt'), 'utf8')).toMatch(/malformed XML/);
    expect(fs.readFileSync(path.join(main, 'failed/b-unknown.xml.reason.txt'), 'utf8')).toMatch(
      /unknown receipt <Other>/,
    );
    expect(fs.readFileSync(path.join(main, 'failed/c-nomatch.xml.reason.txt'), 'utf8')).toMatch(
      /no declaration/,
    );
    expect(list('processed')).toEqual(['d-good.xml']);
  });

  it('keeps a file it could not record for another reason, retries, then sets it aside', async () => {
    let calls = 0;
    const { w } = watcher(() => {
      calls++;
      throw new Error('database away');
    });
    fs.writeFileSync(path.join(inbox, 'r5.xml'), receipt('R'));
    await w.pass();
    await w.pass();
    expect(calls).toBe(1);
    expect(list('inbox')).toEqual(['r5.xml']);
    await w.pass();
    expect(calls).toBe(2);
    expect(list('failed')).toEqual(['r5.xml', 'r5.xml.reason.txt']);
    expect(fs.readFileSync(path.join(main, 'failed/r5.xml.reason.txt'), 'utf8')).toMatch(
      /gave up after 2 attempts: database away/,
    );
  });

  it('never overwrites an earlier file of the same name', async () => {
    const { w } = watcher();
    for (let i = 0; i < 2; i++) {
      fs.writeFileSync(path.join(inbox, 'same.xml'), receipt('J'));
      await w.pass();
      await w.pass();
    }
    expect(list('processed')).toEqual(['same-1.xml', 'same.xml']);
  });

  it('runs on its own timer and stops cleanly', async () => {
    const { w, codes } = watcher();
    w.start();
    fs.writeFileSync(path.join(inbox, 'r6.xml'), receipt('C'));
    for (let i = 0; i < 100 && codes.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    await w.stop();
    expect(codes).toEqual(['C']);
  });
});

describe('InboxWatcher with several processes on one folder', () => {
  it('records each file exactly once when two watchers pass at the same time', async () => {
    const a = watcher();
    const b = watcher();
    for (let i = 0; i < 20; i++) fs.writeFileSync(path.join(inbox, `r${i}.xml`), receipt('J'));
    await Promise.all([a.w.pass(), b.w.pass()]);
    await Promise.all([a.w.pass(), b.w.pass()]);
    expect(a.codes.length + b.codes.length).toBe(20);
    expect(list('processed')).toHaveLength(20);
    expect(list('inbox')).toEqual([]);
    expect(list('working')).toEqual([]);
  });

  it('puts back in the inbox a file a dead process had claimed, once the claim is stale', async () => {
    const { w, codes } = watcher();
    fs.mkdirSync(path.join(main, 'working'));
    fs.writeFileSync(path.join(main, 'working', '4242-0a1b2c3d-orphan.xml'), receipt('P'));
    const fresh = new InboxWatcher(
      {
        folders: async () => [main],
        handle: async () => undefined,
        isRejection: () => false,
        log: quiet,
      },
      { intervalMs: 10, staleClaimMs: 60_000 },
    );
    await fresh.pass();
    expect(list('working')).toEqual(['4242-0a1b2c3d-orphan.xml']); // a recent claim is left alone
    const stale = new InboxWatcher(
      { folders: async () => [main], handle: async () => undefined, isRejection: () => false, log: quiet },
      { intervalMs: 10, staleClaimMs: 0 },
    );
    await stale.pass();
    expect(list('working')).toEqual([]);
    expect(list('inbox')).toEqual(['orphan.xml']);
    await w.pass();
    await w.pass();
    expect(codes).toEqual(['P']);
    expect(list('processed')).toEqual(['orphan.xml']);
  });

  it('puts back at once the files of a gone process, leaving those of live ones and newer claims', async () => {
    const { w, codes } = watcher();
    const working = path.join(main, 'working');
    fs.mkdirSync(working);
    fs.writeFileSync(path.join(working, '4242-0a1b2c3d-gone.xml'), receipt('P'));
    fs.writeFileSync(path.join(working, '5151-0a1b2c3d-alive.xml'), receipt('Q'));
    const asOf = Date.now() + 1_000;
    // claimed after the look at the live processes: by a process that began meanwhile
    const later = { pids: new Set([5151]), asOf: Date.now() - 60_000 };
    expect(await w.releaseDeadClaims(later)).toBe(0);
    expect(await w.releaseDeadClaims({ pids: new Set([5151]), asOf })).toBe(1);
    expect(list('working')).toEqual(['5151-0a1b2c3d-alive.xml']);
    expect(list('inbox')).toEqual(['gone.xml']);
    await w.pass();
    await w.pass();
    expect(codes).toEqual(['P']);
  });

  it('only removes the claim of a file a gone process had recorded and linked into processed/', async () => {
    const { w, codes } = watcher();
    const working = path.join(main, 'working');
    fs.mkdirSync(working);
    fs.mkdirSync(path.join(main, 'processed'));
    // killed between moveUnder's link into processed/ and its unlink of the claim
    for (const [pid, name] of [
      ['4242', 'linked.xml'],
      ['4343', 'stale.xml'],
    ] as const) {
      fs.writeFileSync(path.join(working, `${pid}-0a1b2c3d-${name}`), receipt('P'));
      fs.linkSync(path.join(working, `${pid}-0a1b2c3d-${name}`), path.join(main, 'processed', name));
    }
    expect(await w.releaseDeadClaims({ pids: new Set([4343]), asOf: Date.now() + 1_000 })).toBe(0);
    expect(list('working')).toEqual(['4343-0a1b2c3d-stale.xml']);
    const stale = new InboxWatcher(
      { folders: async () => [main], handle: async () => undefined, isRejection: () => false, log: quiet },
      { intervalMs: 10, staleClaimMs: 0 },
    );
    await stale.pass();
    await w.pass();
    await w.pass();
    expect(list('working')).toEqual([]);
    expect(list('inbox')).toEqual([]);
    expect(list('processed')).toEqual(['linked.xml', 'stale.xml']);
    expect(codes).toEqual([]);
  });
});

describe('InboxWatcher in batches', () => {
  /** A batched watcher: each batch's outcomes come from `decide` (by file name); the batches it saw. */
  function batched(decide: (name: string) => FileOutcome, batchSize = 4) {
    const batches: string[][] = [];
    const w = new InboxWatcher(
      {
        folders: async () => [main],
        handle: () => Promise.reject(new Error('one at a time is not used')),
        handleBatch: async (files) => {
          batches.push(files.map((f) => f.name));
          return files.map((f) => decide(f.name));
        },
        isRejection: (e) => e instanceof RejectedFile,
        log: quiet,
      },
      { intervalMs: 10, maxAttempts: 3, batchSize },
    );
    return { w, batches };
  }

  it('records the files oldest first in batches and moves each by its own outcome', async () => {
    const names = Array.from({ length: 10 }, (_, i) => `r${String(i).padStart(2, '0')}.xml`);
    names.forEach((n, i) => {
      fs.writeFileSync(path.join(inbox, n), receipt('J'));
      fs.utimesSync(path.join(inbox, n), 1_700_000_000 + i, 1_700_000_000 + i);
    });
    const { w, batches } = batched((name) =>
      name === 'r03.xml'
        ? { ok: false, error: new RejectedFile('no declaration matches') }
        : name === 'r06.xml'
          ? { ok: false, error: new Error('database away') }
          : { ok: true },
    );
    await w.pass();
    await w.pass();
    expect(batches).toEqual([names.slice(0, 4), names.slice(4, 8), names.slice(8)]);
    expect(list('processed')).toEqual(names.filter((n) => n !== 'r03.xml' && n !== 'r06.xml'));
    expect(list('failed')).toEqual(['r03.xml', 'r03.xml.reason.txt']);
    expect(list('inbox')).toEqual(['r06.xml']); // tried again on the next pass
    expect(list('working')).toEqual([]);
  });

  it('loses nothing when a whole batch fails: every file goes back to the inbox and is recorded later', async () => {
    for (let i = 0; i < 6; i++) fs.writeFileSync(path.join(inbox, `b${i}.xml`), receipt('P'));
    let down = true;
    const { w } = batched(() => ({ ok: true }));
    const failing = new InboxWatcher(
      {
        folders: async () => [main],
        handle: () => Promise.reject(new Error('one at a time is not used')),
        handleBatch: async (files) => {
          if (down) throw new Error('database away');
          return files.map(() => ({ ok: true }) as const);
        },
        isRejection: () => false,
        log: quiet,
      },
      { intervalMs: 10, batchSize: 4 },
    );
    await failing.pass();
    await failing.pass();
    expect(list('inbox')).toHaveLength(6);
    expect(list('working')).toEqual([]);
    expect(list('processed')).toEqual([]);
    down = false;
    await w.pass();
    await w.pass();
    expect(list('processed')).toHaveLength(6);
    expect(list('inbox')).toEqual([]);
  });
});
