import type { FastifyInstance } from 'fastify';
import { channelBrokers, ChannelDelivery } from '../channels/channel-delivery.ts';
import { activeFolderDirs, activeKafkaReplyChannels } from '../channels/channels.repo.ts';
import { keepWithReason } from '../channels/folder-channel.ts';
import { InboxWatcher } from './inbox-watcher.ts';
import { KafkaReceiptConsumers } from './kafka-receipts.ts';
import { recordChannelReceipts } from './receipt-batch.ts';
import { ReceiptParseError } from './receipt-parser.ts';
import { NoMatchError, recordChannelReceipt } from './receipts.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers declaration messages through folder and kafka channels. */
    channelDelivery: ChannelDelivery;
    /** The inbox watcher of the folder channels (null when turned off by RECEIPT_WATCHER=0). */
    receiptWatcher: InboxWatcher | null;
    /** The readers of the kafka channels' receipt topics (null when turned off by RECEIPT_WATCHER=0). */
    kafkaReceipts: KafkaReceiptConsumers | null;
  }
}

/** A receipt file the watcher sets aside rather than retries. */
export function isRejectedReceipt(error: unknown): boolean {
  return error instanceof ReceiptParseError || error instanceof NoMatchError;
}

/** Where a receipt read from kafka that cannot be recorded is kept, with `<name>.reason.txt` beside it. */
export const KAFKA_FAILED_FOLDER = 'receipts-failed';

/** The receipt topics of the active kafka channels, by broker list. */
async function kafkaSubscriptions(app: FastifyInstance) {
  const wanted = new Map<string, { brokers: string[]; topics: string[] }>();
  for (const row of await activeKafkaReplyChannels(app.db)) {
    const brokers = channelBrokers(row.kafka_brokers, app.config.kafkaBrokers);
    const key = brokers.join(',');
    const entry = wanted.get(key) ?? { brokers, topics: [] };
    if (!entry.topics.includes(row.kafka_reply_topic)) entry.topics.push(row.kafka_reply_topic);
    entry.topics.sort();
    wanted.set(key, entry);
  }
  return wanted;
}

/**
 * The customs channel machinery of one server: the delivery of sent messages, the watcher of the
 * active folder channels' inboxes and the readers of the kafka channels' receipt topics, started when
 * the server is ready and stopped when it closes.
 */
export function registerCustomsChannels(app: FastifyInstance) {
  const delivery = new ChannelDelivery(app.config.channelsRoot, app.config.kafkaBrokers);
  app.decorate('channelDelivery', delivery);
  const watcher = app.config.receiptWatcher
    ? new InboxWatcher(
        {
          folders: () => activeFolderDirs(app.db, app.config.channelsRoot),
          handle: async (content, fileName) => {
            await recordChannelReceipt(app.db, content, fileName);
            app.summaryPulse.touch();
          },
          // a batch at a time: one transaction for its declaration receipts, one summary push
          handleBatch: async (files) => {
            const outcomes = await recordChannelReceipts(app.db, files);
            if (outcomes.some((o) => o.ok && o.recorded)) app.summaryPulse.touch();
            return outcomes;
          },
          isRejection: isRejectedReceipt,
          log: app.log,
        },
        { intervalMs: app.config.receiptPollMs },
      )
    : null;
  app.decorate('receiptWatcher', watcher);
  const kafka = app.config.receiptWatcher
    ? new KafkaReceiptConsumers(
        {
          subscriptions: () => kafkaSubscriptions(app),
          handle: async (content, name) => {
            await recordChannelReceipt(app.db, content, name);
            app.summaryPulse.touch();
          },
          isRejection: isRejectedReceipt,
          setAside: async (name, content, reason) => {
            const file = await app.files.pathForWrite(`${KAFKA_FAILED_FOLDER}/${name}`);
            await keepWithReason(file, name, content, reason);
          },
          log: app.log,
        },
        Math.max(app.config.receiptPollMs, 1000) * 5,
      )
    : null;
  app.decorate('kafkaReceipts', kafka);
  // receipts a gone process had claimed go back to the inbox at once (at start, before the first pass)
  if (watcher) app.lease.onTakeover('receipts', (live) => watcher.releaseDeadClaims(live).then(() => {}));
  app.addHook('onReady', async () => {
    watcher?.start();
    kafka?.start();
  });
  app.addHook('onClose', async () => {
    await watcher?.stop();
    await kafka?.stop();
    await delivery.close();
  });
}
