import { sql, type SQL } from 'drizzle-orm';
import type { DeclarationHead } from '@app/shared';
import { executeRows, type Db, type DbOrTx } from '../../db/client.ts';
import { recordedReceipts } from '../../db/schema/index.ts';
import { raiseFor } from '../finance/charging/raise-charges.ts';
import { parseReceipt, type ParsedReceipt } from './receipt-parser.ts';
import {
  asEntries,
  claimRow,
  ingestReceipt,
  noMatch,
  raisesCharges,
  receiptEntry,
  receiptIdentity,
  receiptPatch,
  recordChannelReceipt,
  type HeadRow,
  type IngestResult,
} from './receipts.service.ts';

/** A declaration receipt to record in a batch, with its identity (the hash of its bytes). */
export interface BatchReceipt {
  receipt: ParsedReceipt;
  identity: string;
  fileName?: string | undefined;
}

/** A file read from a channel (the inbox watcher's batch). */
export interface ReceiptFile {
  content: Buffer;
  name: string;
}

/** What became of one file of a batch: recorded (or recognised as recorded before), or why not. */
export type ReceiptOutcome = { ok: true; recorded: boolean } | { ok: false; error: unknown };

/** A candidate declaration of a batch, as locked, with the keys a receipt may match it by. */
interface Candidate extends HeadRow {
  qp_sn: string | null;
  entry_sn: string | null;
}

/** What a batch changes on one declaration: the fields set and how many receipts set them. */
interface HeadChange {
  patch: Partial<DeclarationHead>;
  receipts: number;
  raise: boolean;
}

const jsonList = (values: Iterable<string>) => JSON.stringify([...new Set(values)]);
/**
 * A list of keys as an array computed once per statement (an init plan): the statement then looks each
 * up by its index, whatever the planner believes of the table's size (a set-returning function in an
 * IN list was re-evaluated per row of a table never analysed: quadratic).
 */
const keyArray = (values: Iterable<string>) =>
  sql`array(select jsonb_array_elements_text(${jsonList(values)}::jsonb))`;

/**
 * Locks, in id order, every declaration a receipt of the batch may name by its current client sequence
 * number, data-centre number (qp_sn) or customs number (entry_sn): one statement for the batch.
 */
async function lockCandidates(tx: DbOrTx, receipts: ParsedReceipt[]): Promise<Candidate[]> {
  const keys: [string, string[]][] = [
    ['client_seq_no', receipts.flatMap((r) => (r.clientSeqNo ? [r.clientSeqNo] : []))],
    ['qp_sn', receipts.flatMap((r) => (r.seqNo ? [r.seqNo] : []))],
    ['entry_sn', receipts.flatMap((r) => (r.entryId ? [r.entryId] : []))],
  ];
  const parts: SQL[] = keys
    .filter(([, values]) => values.length)
    .map(
      ([column, values]) =>
        sql`select id from declarations where ${sql.identifier(column)} = any(${keyArray(values)})`,
    );
  if (!parts.length) return [];
  return executeRows<Candidate>(
    tx,
    sql`select id, return_content, return_time, client_seq_no, qp_sn, entry_sn from declarations
        where id = any(array(${sql.join(parts, sql` union `)})) order by id for update`,
  );
}

/**
 * Locks the declarations that sent one of these client sequence numbers before their current one (an
 * 'ss' entry of return_content names it): only for receipts whose number is no declaration's current one.
 */
async function lockEarlierSends(tx: DbOrTx, seqNos: string[]): Promise<Candidate[]> {
  if (!seqNos.length) return [];
  return executeRows<Candidate>(
    tx,
    sql`select d.id, d.return_content, d.return_time, d.client_seq_no, d.qp_sn, d.entry_sn
        from declarations d
        where d.return_content @> any(array(
          select jsonb_build_array(jsonb_build_object('code', 'ss', 'ret_seq_no', s))
          from jsonb_array_elements_text(${jsonList(seqNos)}::jsonb) as s))
        order by d.id for update`,
  );
}

/** Another process recorded a receipt of the batch while it ran (the same bytes under another name). */
export class ClaimRace extends Error {
  constructor() {
    super('a receipt of the batch was recorded by another process meanwhile');
  }
}

/** The identities among these that are recorded already. */
async function recordedAlready(tx: DbOrTx, identities: string[]): Promise<Set<string>> {
  const rows = await executeRows<{ identity: string }>(
    tx,
    sql`select identity from recorded_receipts where identity = any(${keyArray(identities)})`,
  );
  return new Set(rows.map((r) => r.identity));
}

const sentEarlier = (c: Candidate, seqNo: string) =>
  asEntries(c.return_content).some((e) => e.code === 'ss' && e.ret_seq_no === seqNo);

/**
 * The declaration a receipt names among the locked candidates, in the order of `lockDeclarationFor`:
 * current client sequence number, an earlier send's, qp_sn, entry_sn; the newest declaration of the
 * first key that finds one.
 */
function matchOf(candidates: Candidate[], r: ParsedReceipt): Candidate | null {
  const tests: ((c: Candidate) => boolean)[] = [];
  const seq = r.clientSeqNo;
  if (seq)
    tests.push(
      (c) => c.client_seq_no === seq,
      (c) => sentEarlier(c, seq),
    );
  if (r.seqNo) tests.push((c) => c.qp_sn === r.seqNo);
  if (r.entryId) tests.push((c) => c.entry_sn === r.entryId);
  for (const test of tests) {
    let best: Candidate | null = null;
    for (const c of candidates) if (test(c) && (!best || c.id > best.id)) best = c;
    if (best) return best;
  }
  return null;
}

/** Writes every declaration's changes of a batch in one statement (the summary triggers run once). */
async function updateHeads(tx: DbOrTx, changes: Map<number, HeadChange>) {
  if (!changes.size) return;
  const rows = [...changes].map(([id, c]) => ({ id, n: c.receipts, patch: c.patch }));
  const pick = (field: string, type: string) =>
    sql`${sql.identifier(field)} = case when p.patch ? ${field} then (p.patch->>${field})::${sql.raw(type)} else d.${sql.identifier(field)} end`;
  const fields = sql.join(
    [
      pick('return_code', 'varchar'),
      pick('return_time', 'timestamptz'),
      pick('cd_status', 'varchar'),
      pick('qp_sn', 'varchar'),
      pick('entry_sn', 'varchar'),
      pick('apply_date', 'date'),
      pick('ie_date', 'date'),
      pick('allow_time', 'timestamptz'),
      pick('pass_time', 'timestamptz'),
      pick('complete_time', 'timestamptz'),
      pick('refund_time', 'timestamptz'),
      pick('check_time', 'timestamptz'),
    ],
    sql`, `,
  );
  const ids = rows.map((r) => r.id);
  await tx.execute(sql`update declarations d
    set return_content = p.patch->'return_content', ${fields},
        version = d.version + p.n, update_time = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as p(id int, n int, patch jsonb)
    where d.id = p.id and d.id = any(array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int))`);
}

/**
 * Records many declaration receipts in one transaction, in their order, with the same effect as
 * `ingestReceipt` one after the other: the declarations they name are locked by one statement (in id
 * order), the receipts recorded before found by one, each applied to its declaration in memory (so a
 * later receipt matches by, and sees, what an earlier one set, such as the qp_sn an import response
 * brought), the receipts claimed by identity in one insert and every declaration written by one update.
 * A receipt that names no declaration answers its NoMatchError and is left out; the others are
 * recorded. Any other error fails the whole batch (nothing recorded), also `ClaimRace` when another
 * process claimed one of its receipts meanwhile.
 */
export async function ingestReceipts(
  db: Db,
  batch: BatchReceipt[],
  now = new Date(),
): Promise<(IngestResult | Error)[]> {
  return db.transaction(async (tx) => {
    const receipts = batch.map((b) => b.receipt);
    const candidates = await lockCandidates(tx, receipts);
    const current = new Set(candidates.map((c) => c.client_seq_no));
    const earlier = receipts.flatMap((r) =>
      r.clientSeqNo && !current.has(r.clientSeqNo) ? [r.clientSeqNo] : [],
    );
    const known = new Set(candidates.map((c) => c.id));
    for (const c of await lockEarlierSends(tx, earlier)) if (!known.has(c.id)) candidates.push(c);
    const heads = candidates.map((c) => ({ ...c, id: Number(c.id) }));

    // exactly once: a receipt whose identity is recorded already (or came earlier in the batch) changes nothing
    const taken = await recordedAlready(
      tx,
      batch.map((b) => b.identity),
    );
    const claims: ReturnType<typeof claimRow>[] = [];
    const changes = new Map<number, HeadChange>();
    // one after the other, in memory: a receipt matches and sees what the earlier ones set
    const results = batch.map((b): IngestResult | Error => {
      const head = matchOf(heads, b.receipt);
      if (!head) return noMatch(b.receipt);
      const { entry, at } = receiptEntry(b.receipt, now);
      if (taken.has(b.identity)) return { declarationId: head.id, duplicate: true, entry };
      taken.add(b.identity);
      claims.push(claimRow(b.identity, head.id, b.receipt, b.fileName));
      const patch = receiptPatch(head, b.receipt, entry, at);
      if (!patch) return { declarationId: head.id, duplicate: true, entry };
      Object.assign(head, patch);
      const change = changes.get(head.id) ?? { patch: {}, receipts: 0, raise: false };
      Object.assign(change.patch, patch);
      change.receipts++;
      change.raise ||= raisesCharges(b.receipt.code);
      changes.set(head.id, change);
      return { declarationId: head.id, duplicate: false, entry };
    });
    if (claims.length) {
      const inserted = await tx
        .insert(recordedReceipts)
        .values(claims)
        .onConflictDoNothing()
        .returning({ identity: recordedReceipts.identity });
      // another process recorded one of these receipts meanwhile: the batch is undone and done one at a time
      if (inserted.length !== claims.length) throw new ClaimRace();
    }
    await updateHeads(tx, changes);
    // the released or passed declarations of the batch charged in one statement
    const raise = [...changes].filter(([, change]) => change.raise).map(([id]) => id);
    await raiseFor(tx, 'declaration', raise);
    return results;
  });
}

async function settle(record: () => Promise<unknown>): Promise<ReceiptOutcome> {
  try {
    const result = await record();
    const duplicate = !!result && typeof result === 'object' && 'duplicate' in result && result.duplicate;
    return { ok: true, recorded: !duplicate };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * Records the receipt files a channel delivered (the inbox watcher's batch), answering what became of
 * each. Declaration receipts go through `ingestReceipts` together; inventory-list, passport and
 * manifest receipts one by one (`recordChannelReceipt`). A file that is not a receipt or names nothing
 * answers its error and the others are recorded. When the batch transaction fails as a whole (a receipt
 * the database refuses, the database away), its receipts are recorded one at a time instead, so one bad
 * receipt never keeps the others back and each answers its own error.
 */
export async function recordChannelReceipts(db: Db, files: ReceiptFile[]): Promise<ReceiptOutcome[]> {
  const outcomes: ReceiptOutcome[] = files.map(() => ({ ok: false, error: new Error('not recorded') }));
  const batch: (BatchReceipt & { at: number })[] = [];
  const single: number[] = [];
  files.forEach((f, at) => {
    let receipt: ParsedReceipt;
    try {
      receipt = parseReceipt(f.content, f.name);
    } catch (error) {
      outcomes[at] = { ok: false, error };
      return;
    }
    if (receipt.inventory || receipt.passport || receipt.manifest) single.push(at);
    else batch.push({ at, receipt, identity: receiptIdentity(receipt, f.content), fileName: f.name });
  });
  if (batch.length) {
    try {
      const results = await ingestReceipts(db, batch);
      results.forEach((result, i) => {
        outcomes[batch[i]!.at] =
          result instanceof Error ? { ok: false, error: result } : { ok: true, recorded: !result.duplicate };
      });
    } catch {
      for (const b of batch)
        outcomes[b.at] = await settle(() =>
          ingestReceipt(db, b.receipt, { identity: b.identity, fileName: b.fileName }),
        );
    }
  }
  for (const at of single)
    outcomes[at] = await settle(() => recordChannelReceipt(db, files[at]!.content, files[at]!.name));
  return outcomes;
}
