import type { FastifyInstance } from 'fastify';
import { ChannelDelivery } from '../channels/channel-delivery.ts';
import { activeFolderDirs } from '../channels/channels.repo.ts';
import { InboxWatcher } from './inbox-watcher.ts';
import { ReceiptParseError } from './receipt-parser.ts';
import { NoMatchError, recordReceiptFile } from './receipts.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers declaration messages through folder and kafka channels. */
    channelDelivery: ChannelDelivery;
    /** The inbox watcher of the folder channels (null when turned off by RECEIPT_WATCHER=0). */
    receiptWatcher: InboxWatcher | null;
  }
}

/** A receipt file the watcher sets aside rather than retries. */
export function isRejectedReceipt(error: unknown): boolean {
  return error instanceof ReceiptParseError || error instanceof NoMatchError;
}

/**
 * The customs channel machinery of one server: the delivery of sent messages, and the watcher of the
 * active folder channels' inboxes, started when the server is ready and stopped when it closes.
 */
export function registerCustomsChannels(app: FastifyInstance) {
  const delivery = new ChannelDelivery(app.config.kafkaBrokers);
  app.decorate('channelDelivery', delivery);
  const watcher = app.config.receiptWatcher
    ? new InboxWatcher(
        {
          folders: () => activeFolderDirs(app.db),
          handle: async (content, fileName) => {
            await recordReceiptFile(app.db, content, fileName);
          },
          isRejection: isRejectedReceipt,
          log: app.log,
        },
        { intervalMs: app.config.receiptPollMs },
      )
    : null;
  app.decorate('receiptWatcher', watcher);
  app.addHook('onReady', async () => watcher?.start());
  app.addHook('onClose', async () => {
    await watcher?.stop();
    await delivery.close();
  });
}
