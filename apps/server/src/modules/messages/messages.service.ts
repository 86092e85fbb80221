import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { messageRecipients, messages, roles, userRoles, users } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';
import type { ListQuery, MessageKind, SendBody } from './messages.schemas.ts';

/** A message as the inbox shows it to one user. */
export interface InboxMessage {
  msg_id: number;
  kind: MessageKind;
  title: string;
  body: string;
  sender_name: string | null;
  create_time: Date;
  read: boolean;
}

export interface UnreadCounts {
  unread: number;
  announcement: number;
  private: number;
}

const mine = (userId: number) => eq(messageRecipients.user_id, userId);
const unreadOnly = isNull(messageRecipients.read_time);

/** One page of the user's inbox, newest first, with the unread count of the same kind. */
export async function listInbox(db: DbOrTx, userId: number, q: ListQuery) {
  const where: SQL[] = [mine(userId)];
  if (q.kind) where.push(eq(messages.kind, q.kind));
  const base = and(...where);
  const condition = q.unread === '1' ? and(base, unreadOnly) : base;
  const [total] = await db
    .select({ n: count() })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.message_id))
    .where(condition);
  const [unread] = await db
    .select({ n: count() })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.message_id))
    .where(and(base, unreadOnly));
  const rows = await db
    .select({
      msg_id: messages.id,
      kind: messages.kind,
      title: messages.title,
      body: messages.body,
      sender_name: users.name,
      create_time: messages.create_time,
      read_time: messageRecipients.read_time,
    })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.message_id))
    .leftJoin(users, eq(users.id, messages.sender_id))
    .where(condition)
    .orderBy(desc(messageRecipients.message_id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const content: InboxMessage[] = rows.map(({ read_time, ...r }) => ({
    ...r,
    kind: r.kind as MessageKind,
    read: read_time !== null,
  }));
  return { content, totalElements: total?.n ?? 0, page: q.page, size: q.size, unread: unread?.n ?? 0 };
}

/** The user's unread messages, in all and by kind (an index-only walk of the unread rows). */
export async function unreadCounts(db: DbOrTx, userId: number): Promise<UnreadCounts> {
  const rows = await db
    .select({ kind: messages.kind, n: count() })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.message_id))
    .where(and(mine(userId), unreadOnly))
    .groupBy(messages.kind);
  const by = (kind: MessageKind) => rows.find((r) => r.kind === kind)?.n ?? 0;
  const announcement = by('announcement');
  const priv = by('private');
  return { unread: announcement + priv, announcement, private: priv };
}

/** Unread totals of several users at once (for the pushes after a send). */
export async function unreadTotals(db: DbOrTx, userIds: number[]): Promise<Map<number, number>> {
  const totals = new Map<number, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return totals;
  const rows = await db
    .select({ user_id: messageRecipients.user_id, n: count() })
    .from(messageRecipients)
    // one array parameter, however many users (an IN list would hit the 65535-parameter limit)
    .where(and(sql`${messageRecipients.user_id} = any(${toPgIntArray(userIds)}::integer[])`, unreadOnly))
    .groupBy(messageRecipients.user_id);
  for (const r of rows) totals.set(r.user_id, r.n);
  return totals;
}

/** Marks the user's messages read (the given ids, or all of them / all of one kind); answers how many changed. */
export async function markRead(
  db: DbOrTx,
  userId: number,
  what: { ids?: number[] | undefined; all?: boolean | undefined; kind?: MessageKind | undefined },
): Promise<number> {
  const where: SQL[] = [mine(userId), unreadOnly];
  if (what.ids) where.push(inArray(messageRecipients.message_id, what.ids));
  if (what.kind) {
    where.push(
      inArray(
        messageRecipients.message_id,
        db.select({ id: messages.id }).from(messages).where(eq(messages.kind, what.kind)),
      ),
    );
  }
  const changed = await db
    .update(messageRecipients)
    .set({ read_time: new Date() })
    .where(and(...where))
    .returning({ id: messageRecipients.message_id });
  return changed.length;
}

const idList = (ids: number[]) => ids.join(', ');

/**
 * The enabled users a message goes to. Named users and roles must exist (400 on target_ids otherwise)
 * and be active; a role reaches its enabled holders.
 */
async function recipientQuery(tx: DbOrTx, body: SendBody): Promise<number[]> {
  if (body.kind === 'announcement') {
    const rows = await tx.select({ id: users.id }).from(users).where(eq(users.status, 1));
    return rows.map((r) => r.id);
  }
  const ids = [...new Set(body.target_ids)];
  if (body.target_type === 'user') {
    const found = await tx
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(inArray(users.id, ids));
    checkTargets(ids, found);
    return found.map((r) => r.id);
  }
  const found = await tx
    .select({ id: roles.id, status: roles.status })
    .from(roles)
    .where(inArray(roles.id, ids));
  checkTargets(ids, found);
  const holders = await tx
    .selectDistinct({ id: userRoles.user_id })
    .from(userRoles)
    .innerJoin(users, and(eq(users.id, userRoles.user_id), eq(users.status, 1)))
    .where(inArray(userRoles.role_id, ids));
  return holders.map((r) => r.id);
}

function checkTargets(ids: number[], found: { id: number; status: number }[]) {
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) throw fieldError('target_ids', 'error.not_found_ids', { ids: idList(missing) });
  const inactive = found.filter((f) => f.status !== 1).map((f) => f.id);
  if (inactive.length)
    throw fieldError('target_ids', 'message.target_inactive', {
      ids: idList(inactive.sort((a, b) => a - b)),
    });
}

/** Stores the message and one unread row per recipient, in the caller's transaction. */
export async function storeMessage(tx: DbOrTx, senderId: number, body: SendBody) {
  const recipients = await recipientQuery(tx, body);
  if (recipients.length === 0) {
    if (body.kind === 'announcement') throw new AppError(400, 'message.no_recipients');
    throw fieldError('target_ids', 'message.no_recipients');
  }
  const [row] = await tx
    .insert(messages)
    .values({
      kind: body.kind,
      title: body.title,
      body: body.body,
      sender_id: senderId,
      target_type: body.kind === 'announcement' ? 'all' : body.target_type,
      target_ids: body.kind === 'announcement' ? [] : [...new Set(body.target_ids)],
    })
    .returning();
  const message = row!;
  // one statement however many recipients: the ids travel as one array parameter
  await tx.execute(
    sql`insert into message_recipients (user_id, message_id)
        select u, ${message.id}::integer from unnest(${toPgIntArray(recipients)}::integer[]) as u`,
  );
  return { message, recipients };
}

/** An integer array as a PostgreSQL array literal (both drivers accept it as a text parameter). */
function toPgIntArray(ids: number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}
