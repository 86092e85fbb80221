import { and, asc, eq, inArray } from 'drizzle-orm';
import { BOOK_KIND_MESSAGES } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
  account_book_goods,
  account_book_losses,
  accountBookFilings,
  documentEvents,
} from '../../db/schema/index.ts';
import type { MoveContext, MoveHooks, Row } from '../../crud/hooks.ts';
import { AppError } from '../../plugins/app-error.ts';
import { channelsRootOf, deliverStaged, stageSend } from '../channels/move-send.ts';
import { sendingChannel } from '../channels/sending-channel.ts';
import { clientSeqNoFor } from '../customs-message/send.service.ts';
import { renderBookFiling, renderBookWriteOff, type FiledLine } from './book-message.ts';

/** Books number their sends after 80,000,000 (declarations 0, lists 50M, passports 60M, manifests 70M). */
export const BOOK_SEQ_OFFSET = 80_000_000;
const MAX_ID = 10_000_000;

const gd = account_book_goods;
const ls = account_book_losses;

/** What a goods or consumption line files: the fields its message carries, keyed as customs knows it. */
const GOODS_FIELDS = [
  'type',
  'g_no',
  'cop_g_no',
  'code_t',
  'g_name',
  'g_model',
  'unit',
  'country_code',
  'dec_price',
  'curr',
  'appr_amt',
] as const;
const LOSS_FIELDS = [
  'exg_no',
  'm_g_no',
  'p_g_no',
  'dec_dm',
  'dec_cm',
  'tgbl_loss_rate',
  'intab_loss_rate',
  'ucns_dcl_stucd',
  'valid_date',
] as const;
const goodsKey = (r: Row) => `${String(r.type)}:${String(r.g_no)}`;
const lossKey = (r: Row) => `${String(r.exg_no)}:${String(r.m_g_no)}:${String(r.p_g_no ?? '')}`;

const pick = (row: Row, fields: readonly string[]): Row =>
  Object.fromEntries(fields.map((f) => [f, row[f] ?? null]));
/** A goods or consumption line as it files, and as customs' approval keeps it. */
export const filedGoods = (row: Row): Row => pick(row, GOODS_FIELDS);
/** A loss line as it files, and as customs' approval keeps it. */
export const filedLoss = (row: Row): Row => pick(row, LOSS_FIELDS);

/** The book's lines as they file, in message order. */
async function currentLines(tx: DbOrTx, bookId: number) {
  const goods = await tx.select().from(gd).where(eq(gd.book_id, bookId)).orderBy(asc(gd.type), asc(gd.g_no));
  const losses = await tx
    .select()
    .from(ls)
    .where(eq(ls.book_id, bookId))
    .orderBy(asc(ls.exg_no), asc(ls.m_g_no), asc(ls.p_g_no));
  return {
    goods: goods.map(filedGoods),
    losses: losses.map(filedLoss),
  };
}

/**
 * The lines a filing carries: every line added (3) for a 备案; for a 变更 only those that differ from
 * what customs approved: added (3), changed (1), deleted (2, as approved), unchanged ones left out.
 */
export function filedLines(
  now: Row[],
  approved: Row[] | null,
  key: (r: Row) => string,
  fields: readonly string[],
): FiledLine[] {
  if (!approved) return now.map((row) => ({ row, mark: '3' }));
  const before = new Map(approved.map((r) => [key(r), r]));
  const out: FiledLine[] = [];
  for (const row of now) {
    const was = before.get(key(row));
    before.delete(key(row));
    if (!was) out.push({ row, mark: '3' });
    // field by field: the approved lines come back from jsonb, whose keys are in its own order
    else if (fields.some((f) => String(was[f] ?? '') !== String(row[f] ?? ''))) out.push({ row, mark: '1' });
  }
  for (const row of before.values()) out.push({ row, mark: '2' });
  return out;
}

/** How many messages the book sent (its filings and write-offs), for the next message number. */
async function sendsOf(tx: DbOrTx, id: number) {
  const e = documentEvents;
  const rows = await tx
    .select({ identity: e.identity })
    .from(e)
    .where(and(eq(e.doc_type, 'account-book'), eq(e.doc_id, id), inArray(e.action, ['submit', 'write-off'])));
  return rows.length;
}

/** The channel and message number of a send of the book. */
async function sendOf(ctx: MoveContext) {
  const id = Number(ctx.before.id);
  if (id >= MAX_ID) throw new AppError(409, 'send.too_many');
  const channel = await sendingChannel(
    ctx.tx,
    channelsRootOf(ctx),
    ctx.actor!,
    ctx.body.channel_id ?? ctx.before.channel_id,
  );
  const clientSeqNo = clientSeqNoFor(id, (await sendsOf(ctx.tx, id)) + 1, ctx.now, BOOK_SEQ_OFFSET);
  return { channel, clientSeqNo, at: ctx.now };
}

const kindOf = (book: Row) => BOOK_KIND_MESSAGES[String(book.book_kind)] ?? BOOK_KIND_MESSAGES['2']!;

/**
 * 提交: the book's filing (EMS111 or BWS101 by its kind) rendered, staged and delivered through the
 * channel in the move's transaction; a book customs approved before files a 变更 of what changed.
 */
export const submitMove: MoveHooks = {
  async before(ctx) {
    const book = ctx.before;
    const id = Number(book.id);
    const { channel, clientSeqNo, at } = await sendOf(ctx);
    const [approved] = await ctx.tx
      .select()
      .from(accountBookFilings)
      .where(eq(accountBookFilings.book_id, id));
    const now = await currentLines(ctx.tx, id);
    const messageType = kindOf(book).filing;
    const dclTypecd = approved ? '2' : '1';
    const goods = filedLines(now.goods, approved?.goods ?? null, goodsKey, GOODS_FIELDS);
    const losses =
      messageType === 'EMS111' ? filedLines(now.losses, approved?.losses ?? null, lossKey, LOSS_FIELDS) : [];
    const xml = renderBookFiling({ book, channel, clientSeqNo, at, messageType, dclTypecd, goods, losses });
    stageSend(ctx, { channel, clientSeqNo, xml, at, messageType });
    const what = dclTypecd === '1' ? '备案' : `变更 ${goods.length + losses.length} 行`;
    return {
      values: { submit_time: at, client_seq_no: clientSeqNo, channel_id: channel.id, return_message: null },
      message: `${channel.name} ${clientSeqNo} ${what}`,
      messageType,
      code: 'ss',
    };
  },
  after: deliverStaged,
};

/** 报核 (EMS121) of an approved book, of the kind the dialog chose; the book stays approved. */
export const writeOffMove: MoveHooks = {
  async before(ctx) {
    const book = ctx.before;
    const messageType = kindOf(book).writeOff;
    const { channel, clientSeqNo, at } = await sendOf(ctx);
    const goods = await ctx.tx
      .select()
      .from(gd)
      .where(eq(gd.book_id, Number(book.id)))
      .orderBy(asc(gd.type), asc(gd.g_no));
    const vclrTypecd = String(ctx.body.vclr_typecd);
    const xml = renderBookWriteOff({ book, channel, clientSeqNo, at, vclrTypecd, goods });
    stageSend(ctx, { channel, clientSeqNo, xml, at, messageType });
    return {
      values: { client_seq_no: clientSeqNo, channel_id: channel.id },
      message: `${channel.name} ${clientSeqNo} 报核 ${vclrTypecd}`,
      messageType,
      code: 'ss',
    };
  },
  after: deliverStaged,
};

/** 变更: an approved book is opened for hand changes again; its next filing gets a new pre-entry number. */
export const changeMove: MoveHooks = {
  async before() {
    return { values: { seq_no: null, return_message: null } };
  },
};

/** Customs approved the filing: its lines are kept as approved, so a later change files only what differs. */
export const approveMove: MoveHooks = {
  async before({ tx, before, now }) {
    const id = Number(before.id);
    const lines = await currentLines(tx, id);
    await tx
      .insert(accountBookFilings)
      .values({ book_id: id, ...lines, approve_time: now })
      .onConflictDoUpdate({
        target: accountBookFilings.book_id,
        set: { ...lines, approve_time: now },
      });
  },
};
