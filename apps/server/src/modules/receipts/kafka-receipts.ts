import type { Consumer } from 'kafkajs';
import { MAX_RECEIPT_BYTES } from './receipt-errors.ts';
import { kafkaClient } from '../channels/kafka-channel.ts';

/** The consumer group every server process joins: each receipt is recorded by one of them. */
export const RECEIPT_GROUP_ID = 'customs-back-office-receipts';

export interface KafkaReceiptDeps {
  /** The receipt topics to read, by broker list (looked up on every pass). */
  subscriptions(): Promise<Map<string, { brokers: string[]; topics: string[] }>>;
  /** Records one receipt; throws to refuse it (see isRejection) or to have it read again later. */
  handle(content: Buffer, name: string): Promise<void>;
  /** Errors that mean "set aside" rather than "read again". */
  isRejection(error: unknown): boolean;
  /** Keeps a refused receipt with the reason (it is never lost). */
  setAside(name: string, content: Buffer, reason: string): Promise<void>;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

interface Running {
  topics: string;
  consumer: Consumer;
}

/**
 * Reads the receipt topics of the active kafka channels (their kafka_reply_topic), one kafkajs consumer
 * per broker list in one consumer group, so with several server processes each receipt is recorded
 * once. A receipt is committed once it is recorded or set aside; any other error (the database away)
 * makes kafkajs read it again. The channels are looked at again every `intervalMs`: a consumer whose
 * topics changed is restarted, one whose channels are gone is stopped.
 */
export class KafkaReceiptConsumers {
  private readonly running = new Map<string, Running>();
  private timer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly deps: KafkaReceiptDeps,
    private readonly intervalMs: number,
  ) {}

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      this.syncing = this.sync()
        .catch((err: unknown) => this.deps.log.warn({ err }, 'kafka receipt consumers could not be updated'))
        .finally(() => {
          this.syncing = null;
          if (!this.stopped) {
            this.timer = setTimeout(tick, this.intervalMs);
            this.timer.unref();
          }
        });
    };
    tick();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.syncing;
    await Promise.all([...this.running.keys()].map((key) => this.stopOne(key)));
  }

  /** Brings the consumers in line with the channels (also callable directly, e.g. by a test). */
  async sync(): Promise<void> {
    const wanted = await this.deps.subscriptions();
    for (const key of [...this.running.keys()]) {
      const topics = wanted.get(key)?.topics.join(',');
      if (topics !== this.running.get(key)!.topics) await this.stopOne(key);
    }
    for (const [key, { brokers, topics }] of wanted) {
      if (this.stopped || this.running.has(key)) continue;
      await this.startOne(key, brokers, topics);
    }
  }

  private async startOne(key: string, brokers: string[], topics: string[]) {
    const kafka = await kafkaClient(brokers, 'customs-back-office-receipts');
    // fetches bounded: a partition answers at most two receipts' worth at once (a larger receipt is
    // refused by the parser and kept in receipts-failed)
    const consumer = kafka.consumer({
      groupId: RECEIPT_GROUP_ID,
      allowAutoTopicCreation: false,
      maxBytesPerPartition: 2 * MAX_RECEIPT_BYTES,
      maxBytes: 10 * MAX_RECEIPT_BYTES,
    });
    try {
      await consumer.connect();
      // a receipt published before the first start is read too
      await consumer.subscribe({ topics, fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ topic, partition, message }) => {
          const name = `${topic}-${partition}-${message.offset}.xml`;
          const content = message.value ?? Buffer.alloc(0);
          try {
            await this.deps.handle(content, name);
            this.deps.log.info({ receipt: name }, 'receipt recorded');
          } catch (err) {
            if (!this.deps.isRejection(err)) {
              this.deps.log.warn({ err, receipt: name }, 'receipt could not be recorded; will read it again');
              throw err;
            }
            await this.deps.setAside(name, content, (err as Error).message);
            this.deps.log.warn({ receipt: name, reason: (err as Error).message }, 'receipt set aside');
          }
        },
      });
    } catch (err) {
      await consumer.disconnect().catch(() => {});
      this.deps.log.warn({ err, brokers }, 'kafka receipt consumer could not start; will try again');
      return;
    }
    this.running.set(key, { topics: topics.join(','), consumer });
    this.deps.log.info({ brokers, topics }, 'reading kafka receipts');
  }

  private async stopOne(key: string) {
    const run = this.running.get(key);
    this.running.delete(key);
    await run?.consumer.disconnect().catch(() => {});
  }
}
