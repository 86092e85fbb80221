import { and, eq } from 'drizzle-orm';
import { entityByName } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { scopeOf } from '../../crud/list-condition.ts';
import { tableOf, type EntityTable } from '../../crud/entity-tables.ts';
import type { Actor } from '../../plugins/actor.ts';
import { resolveChannelDir } from './folder-channel.ts';

/** A channel row as sending and watching use it (the `channels` entity). */
export interface ChannelRow {
  id: number;
  name: string;
  transport_type: string;
  type: string;
  status: string;
  main_dir: string | null;
  org_code: string | null;
  /** The sender id of the messages (the enterprise's DXP id). */
  sender: string | null;
  input_name: string | null;
  input_code: string | null;
  input_cert: string | null;
  kafka_brokers: string | null;
  kafka_topic: string | null;
  company_id: number | null;
}

export const CHANNEL_ACTIVE = '1';

function channelsTable(): EntityTable {
  return tableOf(entityByName('channels')!);
}

/** A channel the actor may use (same data scope as the channel list), or undefined. */
export async function loadChannel(db: DbOrTx, id: number, actor?: Actor): Promise<ChannelRow | undefined> {
  const t = channelsTable();
  const scope = actor ? scopeOf(entityByName('channels')!, t, actor) : undefined;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id!, id), scope));
  return row as ChannelRow | undefined;
}

/**
 * The main directories of the active folder channels, resolved under the channels root: the inboxes
 * the watcher looks at. A directory outside the root (a row written before the root was enforced) is
 * left alone.
 */
export async function activeFolderDirs(db: DbOrTx, channelsRoot: string): Promise<string[]> {
  const t = channelsTable();
  const rows = await db
    .select({ main_dir: t.main_dir! })
    .from(t)
    .where(and(eq(t.transport_type!, 'ftp_tool'), eq(t.status!, CHANNEL_ACTIVE)));
  const dirs = rows.flatMap((r) => resolveChannelDir(channelsRoot, r.main_dir as string | null) ?? []);
  return [...new Set(dirs)];
}

/** The active kafka channels that name a receipt topic: what the receipt consumers subscribe to. */
export async function activeKafkaReplyChannels(
  db: DbOrTx,
): Promise<{ kafka_brokers: string | null; kafka_reply_topic: string }[]> {
  const t = channelsTable();
  const rows = await db
    .select({ kafka_brokers: t.kafka_brokers!, kafka_reply_topic: t.kafka_reply_topic! })
    .from(t)
    .where(and(eq(t.transport_type!, 'kafka'), eq(t.status!, CHANNEL_ACTIVE)));
  return rows
    .map((r) => ({
      kafka_brokers: (r.kafka_brokers as string | null) ?? null,
      kafka_reply_topic: String(r.kafka_reply_topic ?? '').trim(),
    }))
    .filter((r) => r.kafka_reply_topic !== '');
}
