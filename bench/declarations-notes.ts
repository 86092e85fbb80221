/**
 * Where the time went (measured while changing the design of receipt recording): the reading under
 * bench/declarations.ts's table, for batches of `BATCH` receipts.
 */
export const notes = (BATCH: number) => `**Where the time went, and what changed**

- *Receipts one at a time* (the old path, still the upload's): a transaction per receipt — begin, one to three lookups \
with the row lock, the claim insert, the update, commit — and on the embedded database each statement is a round trip \
into the WebAssembly engine. Since migration 0028 every UPDATE of declarations also runs the summary triggers (three \
dynamic INSERT … ON CONFLICT statements over the transition tables), once per statement: per receipt here (with the \
update trigger switched off in a side measurement, 300 receipts at load 12, the old path ran 1.4-1.8× faster). The old \
path measured 318/s in this section before 0028; here it runs at 40-110/s, the trigger and the machine's load together.
- *Receipts in batches* (\`receipt-batch.ts\`): a batch of up to ${BATCH} receipts costs about five statements: the \
declarations locked by one (keys as arrays computed once — an \`IN (set-returning function)\` form was re-evaluated per \
row on a table never analysed, 20 s per batch on PostgreSQL, and PGlite never analyses), the recorded identities read by \
one, matching and applying in memory in file order, one claim insert, one UPDATE … FROM jsonb_to_recordset (the summary \
triggers run once per batch). A batch the database refuses is redone one at a time, so each file keeps its own outcome.
- *The watcher*: per file a stat on each of two passes, the claim (rename), the read, the move (link + unlink): file \
calls through libuv's four threads. Batches are pipelined (the next claimed and read while one is recorded, the last \
moved meanwhile). Two watchers on one inbox (two processes in production) overlap one's files with the other's database work.
- *Released and cleared receipts (P, R)* raise the batch's charge lines in the batch's transaction, by one set-based \
statement per batch (the sources as one array parameter; the contract found inside it), charged exactly once by the \
one-line-per-charge key; \`bills\` keeps only the indexes its reads use (migration 0046: 8 of 20), so each line \
written maintains fewer. The release row here raises 2 lines per declaration. Issue 32 asked 1,000/s or more for these \
receipts on both databases (174/s on 2026-11-26, one charge statement per declaration): met on a quiet machine on \
2026-11-28 18:34, 1,598/s on PGlite (0.96× the plain batched watcher) and 1,234/s on PostgreSQL (0.54×).
- *Messages*: rendering is 0.2-0.7 ms per 28 kB message (XML escaping now skips text with nothing to escape, 12 % of it \
before). Writing is six file calls per message (open, write, fdatasync, close, link into outbox, unlink) plus one outbox \
sync per batch. The old writer (479/s in this section before) never forced anything to disk: a crash could leave an \
empty or partial file under its outbox name. Now every message is on disk before it is linked, so one at a time each \
message waits for its own sync (the one-at-a-time row), and concurrent sends share the syncs (\`OutboxWriter\`).
- *The machine*: two cores shared with other agents' builds, tests and PostgreSQL benchmarks; at load 6-12 every file call \
and statement waits for a core (1,000 plain 28 kB \`writeFile\`s took 0.5-0.9 s at load 6 against 0.1 s at load 1). \
Earlier runs of this script during the work (before the watcher's pipeline), at lower load: 07:37 UTC (load 5.3-6.8, \
one round) — batched watcher 1,212/s embedded and 1,726/s PostgreSQL, messages 833/s; 07:54 UTC (load 5.3-9.4) — \
779/s, 1,608/s and 638/s. Batched receipts ran 11-40× the one-at-a-time path in every run; the absolute figures, and \
the messages' gain (0.9-4.1×), follow the load.
- *Asked for*: an index on \`declarations(client_seq_no)\` — receipts are matched first by our client sequence number, \
which has no index (a sequential scan per receipt one at a time, per batch now).
`;
