import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../plugins/app-error.ts';
import type { Actor } from '../../plugins/actor.ts';
import { assertUsable, ChannelUnusable } from './channel-delivery.ts';
import { loadChannel, type ChannelRow } from './channels.repo.ts';

/**
 * The channel a message goes through: the one named, else the document's own; it must be in the
 * caller's company scope and usable (enabled, with its folder or topic). Every refusal names
 * `channel_id` (or the channel's own field) with its reason.
 */
export async function sendingChannel(
  tx: DbOrTx,
  channelsRoot: string,
  actor: Actor,
  id: unknown,
): Promise<ChannelRow> {
  if (id === null || id === undefined) throw fieldError('channel_id', 'send.channel_required');
  const channel = await loadChannel(tx, Number(id), actor);
  if (!channel) throw fieldError('channel_id', 'send.channel_not_found');
  try {
    assertUsable(channel, channelsRoot);
  } catch (e) {
    if (e instanceof ChannelUnusable) throw fieldError(e.field, e.key);
    throw e;
  }
  return channel;
}
