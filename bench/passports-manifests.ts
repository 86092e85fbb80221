/**
 * npx tsx bench/passports-manifests.ts: the passport (SAS121) and road manifest (MT1401) throughput,
 * in one process on the embedded database (PGlite in memory, as `npm start` without
 * DATABASE_URL but not on disk):
 * - render: BENCH_MESSAGES (1,000) SAS121 messages (3 goods lines, 2 bound lists) and as many MT1401
 *   (2 consignments × 3 items) rendered in memory, against rendered and written through the folder
 *   adapter one at a time and with 8 writes in flight;
 * - send: BENCH_SENDS (1,000) confirmed passports declared (`POST /api/passports/:id/declare`) and as
 *   many confirmed manifests submitted (`POST /api/manifests/:id/submit`) through the real app
 *   (app.inject: token, validation, the service's transaction, the folder channel, the answer), one at a
 *   time and 8 in flight; empty vehicles, and loaded ones (3 lines, 2 lists) one at a time. The records
 *   are inserted in bulk beforehand (not timed). One more pass of each, with the database's statements
 *   counted and timed, says where a send's time goes;
 * - receipts: BENCH_RECEIPTS (1,000) SAS221 audits on as many submitted passports and as many manifest
 *   receipts (code 01) on submitted manifests, parsed only against parsed and recorded through
 *   `recordChannelReceipt` (one transaction each, as the inbox watcher does), and a counted pass.
 * Medians of BENCH_RUNS (5) runs, BENCH_DB_RUNS (3) for what runs on the database. Writes its section of
 * bench/RESULTS.md.
 */
import os from 'node:os';
import { renderSas121 } from '../apps/server/src/modules/bonded/sas121-message.ts';
import { renderManifest } from '../apps/server/src/modules/customs-message/manifest-message.ts';
import { benchApp } from './passports-manifests-app.ts';
import { benchRender, manifestSource, sas121Source } from './passports-manifests-render.ts';
import {
  DB_RUNS,
  IN_FLIGHT,
  LOADED,
  MESSAGES,
  RECEIPTS,
  RUNS,
  SENDS,
} from './passports-manifests-settings.ts';
import { writeResultsSection } from './results-section.ts';
import { rate } from './timing.ts';

const loadBefore = os.loadavg()[0]!;
const started = performance.now();
const at = new Date();
const p = await benchRender(
  Array.from({ length: MESSAGES }, (_, i) => sas121Source(i, at)),
  renderSas121,
  (s) => s.clientSeqNo,
);
const m = await benchRender(
  Array.from({ length: MESSAGES }, (_, i) => manifestSource(i, at)),
  renderManifest,
  (s) => s.messageId,
);
const a = await benchApp();
const seconds = (performance.now() - started) / 1000;

const n = (x: number) => x.toLocaleString('en');
const ms1 = (x: number) => x.toFixed(1);
/** Milliseconds as whole microseconds. */
const us = (x: number) => n(Math.round(x * 1000));
const row = (what: string, count: number, ms: number, unit: string, bold = true) => {
  const r = `${n(rate(count, ms))} ${unit}/s`;
  return `| ${what} | ${n(Math.round(ms))} ms | ${bold ? `**${r}**` : r} |`;
};
const best = (count: number, ...ms: number[]) => rate(count, Math.min(...ms));
const targets: [string, number][] = [
  ['SAS121 render + write', best(MESSAGES, p.write, p.pooled)],
  ['MT1401 render + write', best(MESSAGES, m.write, m.pooled)],
  ['passports declared', best(SENDS, a.sends.empty.one, a.sends.empty.pooled)],
  ['manifests submitted', best(SENDS, a.sends.manifest.one, a.sends.manifest.pooled)],
  ['SAS221 receipts recorded', rate(RECEIPTS, a.receipts.passport.record)],
  ['manifest receipts recorded', rate(RECEIPTS, a.receipts.manifest.record)],
];
const listed = (xs: [string, number][]) =>
  xs.map(([what, r]) => `${what} (${n(r)}/s at best)`).join(', ') || 'none';
const { declare: d, submit: s } = a.probe;
const { passport: rp, manifest: rm } = a.receiptProbe;

const markdown = `## Passports and manifests (\`bench/passports-manifests.ts\`)

Issue 14's target: 1,000 passports and 1,000 manifests rendered and sent per second, receipts recorded at 1,000 per second. ${n(MESSAGES)} SAS121 messages (a loaded vehicle: 3 goods lines, 2 bound lists; ${(p.bytes / 1024).toFixed(1)} kB each) and ${n(MESSAGES)} MT1401 (2 consignments × 3 items; ${(m.bytes / 1024).toFixed(1)} kB); then the real send path end to end: ${n(SENDS)} confirmed passports declared and ${n(SENDS)} confirmed manifests submitted through the app (\`app.inject\`: token, validation, the service's transaction, the outbox file of a folder channel, the answer), as the clerk, on the embedded database (PGlite in memory, one connection) prepared as \`npm start\` prepares it, the records inserted in bulk beforehand (not timed); then ${n(RECEIPTS)} SAS221 audits on submitted passports and ${n(RECEIPTS)} manifest receipts (code 01) on submitted manifests through \`recordChannelReceipt\`. Medians of ${RUNS} runs (${DB_RUNS} for the rows on the database); ${os.cpus().length} cores, Node ${process.version}; load average ${loadBefore.toFixed(1)} at the start (the machine is shared: compare the rows of one run rather than runs of different days); the whole run took ${Math.round(seconds)} s.

| what | median time | throughput |
|---|---:|---:|
${row('SAS121 render only (in memory)', MESSAGES, p.only, 'messages', false)}
${row('SAS121 render + write through the folder adapter, one at a time', MESSAGES, p.write, 'messages')}
${row(`SAS121 render + write, ${IN_FLIGHT} in flight`, MESSAGES, p.pooled, 'messages')}
${row('MT1401 render only (in memory)', MESSAGES, m.only, 'messages', false)}
${row('MT1401 render + write through the folder adapter, one at a time', MESSAGES, m.write, 'messages')}
${row(`MT1401 render + write, ${IN_FLIGHT} in flight`, MESSAGES, m.pooled, 'messages')}
${row('passports declared (empty vehicle), one at a time', SENDS, a.sends.empty.one, 'sends')}
${row(`passports declared (empty vehicle), ${IN_FLIGHT} in flight`, SENDS, a.sends.empty.pooled, 'sends')}
${row(`${n(LOADED)} loaded passports (3 lines, 2 lists) declared, one at a time`, LOADED, a.sends.loaded, 'sends')}
${row('manifests submitted (MT1401, 2 × 3), one at a time', SENDS, a.sends.manifest.one, 'sends')}
${row(`manifests submitted, ${IN_FLIGHT} in flight`, SENDS, a.sends.manifest.pooled, 'sends')}
${row('SAS221 receipts parsed only', RECEIPTS, a.receipts.passport.parse, 'receipts', false)}
${row('SAS221 receipts parsed + recorded (one transaction each)', RECEIPTS, a.receipts.passport.record, 'receipts')}
${row('manifest receipts parsed only', RECEIPTS, a.receipts.manifest.parse, 'receipts', false)}
${row('manifest receipts parsed + recorded (one transaction each)', RECEIPTS, a.receipts.manifest.record, 'receipts')}

Target of 1,000/s met: ${listed(targets.filter(([, r]) => r >= 1000))}; not met: ${listed(targets.filter(([, r]) => r < 1000))}. Rendering takes ${us(p.only / MESSAGES)} µs a SAS121 and ${us(m.only / MESSAGES)} µs an MT1401, and the outbox write (a temporary file, link, unlink; the folders made only when missing) about ${us((p.write - p.only) / MESSAGES)} µs more (with ${IN_FLIGHT} writes in flight, ${(p.write / p.pooled).toFixed(2)}× and ${(m.write / m.pooled).toFixed(2)}× the rate of one at a time); a send takes ${(a.sends.empty.one / p.write).toFixed(0)}× (declare) and ${(a.sends.manifest.one / m.write).toFixed(0)}× (submit) the time of a render + write because it is a whole request of ${Math.round(d.statements)} (declare) or ${Math.round(s.statements)} (submit) statements, in a counted pass ${ms1(d.dbMs)} ms of a declare's ${ms1(d.wall)} ms and ${ms1(s.dbMs)} ms of a submit's ${ms1(s.wall)} ms in the database, of which ${Math.round(d.outside)} statement (${ms1(d.outsideMs)} ms) before the route's transaction: the token check, because every POST empties the actor cache. Each send's transaction (${ms1(d.txMs)} ms a declare, ${ms1(s.txMs)} ms a submit, with the render and the outbox write inside it) holds PGlite's only connection, so ${IN_FLIGHT} in flight queue behind one another (${(a.sends.empty.one / a.sends.empty.pooled).toFixed(2)}× and ${(a.sends.manifest.one / a.sends.manifest.pooled).toFixed(2)}× the rate one at a time). A receipt is one transaction of ${Math.round(rp.statements)} statements (${ms1(rp.dbMs)} ms in the database for a SAS221, ${ms1(rm.dbMs)} ms for a manifest receipt, against ${us(a.receipts.passport.parse / RECEIPTS)} and ${us(a.receipts.manifest.parse / RECEIPTS)} µs to parse them); a manifest is found by its message number (client_seq_no, indexed) among the ${n(a.tables.manifests)} manifests of this run.
`;
writeResultsSection('passports-manifests', markdown);
console.log(markdown);
