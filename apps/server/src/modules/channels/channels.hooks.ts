import type { EntityHooks, Row } from '../../crud/hooks.ts';
import type { Actor } from '../../plugins/actor.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';
import { resolveChannelDir } from './folder-channel.ts';

/**
 * The channels entity's rules: only administrators add, change or delete a channel (a channel names
 * folders the server writes to and reads from), and a main directory must lie under the channels
 * root (CHANNELS_ROOT); a relative one is taken under it.
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
  return {
    channels: {
      async beforeCreate(_tx, values, actor) {
        adminOnly(actor);
        checkDir(values);
        return { values };
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
