import { CHANNEL_ACTIVE, type ChannelRow } from './channels.repo.ts';
import { resolveChannelDir } from './folder-channel.ts';
import { OutboxWriter } from './outbox-writer.ts';
import { kafkaRecord, KafkaPublisher, type RecordSender } from './kafka-channel.ts';

/** Where a message went: the outbox file of a folder channel, or the topic of a kafka channel. */
export interface Delivery {
  file?: string;
  topic?: string;
}

/** Why a channel cannot carry a message (a catalog key and the field to name). */
export class ChannelUnusable extends Error {
  constructor(
    readonly key: string,
    readonly field = 'channel_id',
  ) {
    super(key);
  }
}

/** A kafka channel's brokers (its comma-separated kafka_brokers), else the server's KAFKA_BROKERS. */
export function channelBrokers(list: string | null | undefined, defaults: string[]): string[] {
  const own = (list ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  return own.length ? own : defaults;
}

/** The envelope a channel's message variant asks for. */
export function envelopeOf(channel: Pick<ChannelRow, 'type'>): 'none' | 'swdec001' {
  return channel.type === 'swdec' ? 'swdec001' : 'none';
}

/**
 * Checks that a channel can carry messages at all (before anything is rendered or recorded): a folder
 * channel's main directory must lie under the channels root.
 */
export function assertUsable(channel: ChannelRow, channelsRoot: string) {
  if (channel.status !== CHANNEL_ACTIVE) throw new ChannelUnusable('send.channel_inactive');
  if (channel.transport_type === 'ftp_tool') {
    if (!resolveChannelDir(channelsRoot, channel.main_dir)) throw new ChannelUnusable('send.channel_no_dir');
  } else if (channel.transport_type === 'kafka') {
    if (!channel.kafka_topic?.trim()) throw new ChannelUnusable('send.channel_no_topic');
  } else throw new ChannelUnusable('send.channel_transport');
}

/**
 * Delivers rendered messages through channels: the folder adapter writes into `<main_dir>/outbox`
 * (atomically; messages of concurrent sends are written together, `OutboxWriter`), the kafka adapter publishes to the channel's topic with one producer per broker list
 * (the channel's kafka_brokers, else KAFKA_BROKERS).
 */
export class ChannelDelivery {
  private readonly publishers = new Map<string, KafkaPublisher>();
  private readonly outbox = new OutboxWriter();

  constructor(
    /** CHANNELS_ROOT: every folder channel's main directory lies under it. */
    readonly channelsRoot: string,
    private readonly defaultBrokers: string[],
    private readonly makeProducer?: (brokers: string[]) => Promise<RecordSender>,
  ) {}

  /** Delivers a message of a kind (DEC, INV101, SAS121, …: its outbox file name) through the channel. */
  async deliver(
    channel: ChannelRow,
    clientSeqNo: string,
    xml: string,
    at: Date,
    kind = 'DEC',
  ): Promise<Delivery> {
    assertUsable(channel, this.channelsRoot);
    const dir = resolveChannelDir(this.channelsRoot, channel.main_dir);
    if (channel.transport_type === 'ftp_tool' && dir) {
      return { file: await this.outbox.write({ mainDir: dir, clientSeqNo, xml, kind }) };
    }
    const brokers = channelBrokers(channel.kafka_brokers, this.defaultBrokers);
    const key = brokers.join(',');
    let publisher = this.publishers.get(key);
    if (!publisher) {
      publisher = new KafkaPublisher(brokers, this.makeProducer);
      this.publishers.set(key, publisher);
    }
    const topic = channel.kafka_topic!.trim();
    await publisher.publish(kafkaRecord(topic, clientSeqNo, xml, at));
    return { topic };
  }

  async close() {
    const all = [...this.publishers.values()];
    this.publishers.clear();
    await Promise.all(all.map((p) => p.close()));
  }
}
