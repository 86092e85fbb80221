import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { channels } from '../../db/schema/index.ts';
import type { EntityHooks, Row } from '../../crud/hooks.ts';
import type { Actor } from '../../plugins/actor.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';
import { resolveChannelDir } from './folder-channel.ts';

/**
 * The channels entity's rules: only administrators add, change or delete a channel (a channel names
 * folders the server writes to and reads from), and a main directory must lie under the channels
 * root (CHANNELS_ROOT); a relative one is taken under it. A company has at most one default channel
 * (`is_default`, preselected by the send dialog): marking one clears the others of its company.
 */
export function channelEntityHooks(channelsRoot: string): Record<string, EntityHooks> {
  const adminOnly = (actor: Actor) => {
    if (!actor.isAdmin) throw new AppError(403, 'channel.admin_only');
  };
  const checkDir = (values: Row) => {
    const dir = values.main_dir;
    if (typeof dir !== 'string' || dir.trim() === '') return;
    if (!resolveChannelDir(channelsRoot, dir))
      // the rule, never the server's own path
      throw fieldError('main_dir', 'channel.dir_outside_root');
  };
  const onlyDefault = async (tx: DbOrTx, after: Row) => {
    if (after.is_default !== true || typeof after.id !== 'number') return;
    const company =
      after.company_id === null || after.company_id === undefined ? null : Number(after.company_id);
    await tx
      .update(channels)
      .set({ is_default: false, version: sql`${channels.version} + 1` })
      .where(
        and(
          company === null ? sql`${channels.company_id} is null` : eq(channels.company_id, company),
          eq(channels.is_default, true),
          ne(channels.id, after.id),
        ),
      );
  };
  return {
    channels: {
      async beforeCreate(_tx, values, actor) {
        adminOnly(actor);
        checkDir(values);
        return { values };
      },
      async afterCreate(tx, after) {
        await onlyDefault(tx, after);
      },
      async afterUpdate(tx, _before, after) {
        await onlyDefault(tx, after);
      },
      async beforeUpdate(_tx, _before, values, actor) {
        adminOnly(actor);
        checkDir(values);
        return values;
      },
      async beforeDelete(_tx, _rows, _lang, actor) {
        adminOnly(actor);
      },
    },
  };
}
