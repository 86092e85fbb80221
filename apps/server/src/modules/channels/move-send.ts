import path from 'node:path';
import type { MoveContext, Row } from '../../crud/hooks.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ChannelRow } from './channels.repo.ts';

/** A message a move's `before` rendered (checks passed, number taken, log line written). */
interface StagedSend {
  channel: ChannelRow;
  clientSeqNo: string;
  xml: string;
  at: Date;
  messageType: string;
}
const staged = new WeakMap<MoveContext, StagedSend>();

/**
 * A document's send as a move (an inventory list's, a passport's or a manifest's declare): `before`
 * renders the message and stages it here, `after` delivers it through the server's channel delivery, in
 * the move's transaction, so a failed delivery (502) undoes the move and leaves no log line.
 */
export function stageSend(ctx: MoveContext, send: StagedSend): void {
  staged.set(ctx, send);
}

/** The folder every folder channel lies under (for `sendingChannel`). */
export const channelsRootOf = (ctx: MoveContext): string => ctx.app.channelDelivery.channelsRoot;

/** Delivers what `before` staged, and names the outbox file or topic beside the answered record. */
export async function deliverStaged(ctx: MoveContext, record: Row): Promise<void> {
  const out = staged.get(ctx);
  if (!out) return;
  let delivered;
  try {
    delivered = await ctx.app.channelDelivery.deliver(
      out.channel,
      out.clientSeqNo,
      out.xml,
      out.at,
      out.messageType,
    );
  } catch (e) {
    throw new AppError(502, 'send.delivery_failed', { reason: (e as Error).message });
  }
  // the answer's record schema lets a hook's keys through
  if (delivered.file) record.file = path.basename(delivered.file);
  if (delivered.topic) record.topic = delivered.topic;
}
