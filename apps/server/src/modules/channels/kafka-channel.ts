import type { Kafka, Producer, ProducerRecord } from 'kafkajs';

/** What a kafka channel publishes for one declaration message. */
export function kafkaRecord(topic: string, clientSeqNo: string, xml: string, sentAt: Date): ProducerRecord {
  return {
    topic,
    acks: -1,
    messages: [
      {
        key: clientSeqNo,
        value: xml,
        timestamp: String(sentAt.getTime()),
        headers: {
          'message-type': 'DecMessage',
          'client-seq-no': clientSeqNo,
          'content-type': 'application/xml; charset=utf-8',
        },
      },
    ],
  };
}

/** The part of a kafkajs producer the channel uses (tests may hand in their own). */
export type RecordSender = Pick<Producer, 'send' | 'disconnect'>;

/**
 * One kafkajs producer per broker list, connected on first use and disconnected on close. A failed
 * connection is dropped so that the next send tries again.
 */
export class KafkaPublisher {
  private producer: Promise<RecordSender> | null = null;

  constructor(
    private readonly brokers: string[],
    private readonly makeProducer: (brokers: string[]) => Promise<RecordSender> = connectProducer,
  ) {}

  async publish(record: ProducerRecord): Promise<void> {
    if (!this.producer) {
      this.producer = this.makeProducer(this.brokers);
      this.producer.catch(() => (this.producer = null));
    }
    const producer = await this.producer;
    await producer.send(record);
  }

  async close(): Promise<void> {
    const p = this.producer;
    this.producer = null;
    if (p) await (await p.catch(() => null))?.disconnect();
  }
}

/** A kafkajs client with the channels' settings: a short connect timeout, two retries, no own logging. */
export async function kafkaClient(brokers: string[], clientId: string): Promise<Kafka> {
  // loaded when a Kafka channel is first used: most offices exchange files
  const { Kafka, logLevel } = await import('kafkajs');
  return new Kafka({
    clientId,
    brokers,
    connectionTimeout: 3000,
    requestTimeout: 10000,
    retry: { retries: 2 },
    logLevel: logLevel.NOTHING,
  });
}

async function connectProducer(brokers: string[]): Promise<RecordSender> {
  const kafka = await kafkaClient(brokers, 'customs-back-office');
  const producer = kafka.producer({ allowAutoTopicCreation: false, idempotent: false });
  await producer.connect();
  return producer;
}
