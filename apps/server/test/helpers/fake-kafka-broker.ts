import net from 'node:net';
import { decodeBatch, encodeMessageSet, Reader, Writer, type ProducedRecord } from './fake-kafka-protocol.ts';

export type { ProducedRecord } from './fake-kafka-protocol.ts';

/**
 * A one-node Kafka broker speaking enough of the wire protocol for kafkajs: a producer (ApiVersions,
 * Metadata v0, Produce v3 with record batches of magic 2) and a consumer in a group (FindCoordinator,
 * JoinGroup, SyncGroup, Heartbeat, LeaveGroup v0, OffsetFetch v1, OffsetCommit v2, ListOffsets v1,
 * Fetch v2 answering message sets of magic 1). No Kafka broker can run on this machine (no JVM, no
 * Kafka package), so the kafka channel is tested against this one: kafkajs really connects, negotiates
 * versions and talks over TCP. One partition per topic; one member per group.
 */

const API = {
  produce: 0,
  fetch: 1,
  listOffsets: 2,
  metadata: 3,
  offsetCommit: 8,
  offsetFetch: 9,
  findCoordinator: 10,
  joinGroup: 11,
  heartbeat: 12,
  leaveGroup: 13,
  syncGroup: 14,
  apiVersions: 18,
} as const;
const ERR_NONE = 0;
const ERR_UNKNOWN_TOPIC = 3;
const ERR_UNSUPPORTED_VERSION = 35;
const SUPPORTED: [number, number, number][] = [
  [API.produce, 3, 3],
  [API.fetch, 2, 2],
  [API.listOffsets, 1, 1],
  [API.metadata, 0, 0],
  [API.offsetCommit, 2, 2],
  [API.offsetFetch, 1, 1],
  [API.findCoordinator, 0, 0],
  [API.joinGroup, 0, 0],
  [API.heartbeat, 0, 0],
  [API.leaveGroup, 0, 0],
  [API.syncGroup, 0, 0],
  [API.apiVersions, 0, 2],
];

interface Group {
  generation: number;
  memberId: string;
  protocol: string;
  metadata: Buffer;
  assignment: Buffer;
  /** topic → committed offset (partition 0) */
  offsets: Map<string, number>;
}

export interface FakeKafkaBroker {
  /** host:port to hand to a channel's kafka_brokers. */
  address: string;
  /** Every record produced by clients so far, in order. */
  records: ProducedRecord[];
  /** The API keys of every request, in order (to see the protocol conversation). */
  requests: number[];
  /** Appends a record to a topic's log, as another producer (customs' side) would; answers its offset. */
  append(topic: string, value: string, key?: string): number;
  /** The offset a consumer group has committed on a topic (-1 when none). */
  committed(groupId: string, topic: string): number;
  /** The client ids of the connections open now, as their requests named them (one per connection). */
  connectedClients(): string[];
  close(): Promise<void>;
}

/** Starts a broker on 127.0.0.1 (a free port) that knows the given topics, one partition each. */
export async function startFakeKafkaBroker(topics: string[]): Promise<FakeKafkaBroker> {
  const records: ProducedRecord[] = [];
  const requests: number[] = [];
  const logs = new Map<string, { key: string | null; value: string | null; timestamp: number }[]>(
    topics.map((t) => [t, []]),
  );
  const groups = new Map<string, Group>();
  const sockets = new Set<net.Socket>();
  const clientIds = new Map<net.Socket, string>();
  let port = 0;
  let members = 0;

  const groupOf = (id: string): Group => {
    let g = groups.get(id);
    if (!g) {
      g = {
        generation: 0,
        memberId: '',
        protocol: '',
        metadata: Buffer.alloc(0),
        assignment: Buffer.alloc(0),
        offsets: new Map(),
      };
      groups.set(id, g);
    }
    return g;
  };

  const handlers: Record<number, (version: number, body: Reader, w: Writer) => Promise<void> | void> = {
    [API.apiVersions]: (version, _body, w) => {
      w.int16(version <= 2 ? ERR_NONE : ERR_UNSUPPORTED_VERSION);
      w.array(SUPPORTED, ([key, min, max]) => w.int16(key).int16(min).int16(max));
      if (version >= 1) w.int32(0); // throttle time
    },
    [API.metadata]: (_version, body, w) => {
      const asked = body.array(() => body.string()!);
      const names = asked.length ? asked : topics;
      w.array([0], (node) => w.int32(node).string('127.0.0.1').int32(port));
      w.array(names, (name) => {
        const known = logs.has(name);
        w.int16(known ? ERR_NONE : ERR_UNKNOWN_TOPIC).string(name);
        w.array(known ? [0] : [], (partition) => {
          w.int16(ERR_NONE).int32(partition).int32(0);
          w.array([0], (n) => w.int32(n));
          w.array([0], (n) => w.int32(n));
        });
      });
    },
    [API.produce]: (_version, body, w) => {
      body.string(); // transactional id
      const acks = body.int16();
      body.int32(); // timeout
      const data = body.array(() => {
        const topic = body.string()!;
        const partitions = body.array(() => {
          const partition = body.int32();
          const size = body.int32();
          const log = partition === 0 ? logs.get(topic) : undefined;
          const baseOffset = log?.length ?? -1;
          const batch = size > 0 ? body.bytes(size) : Buffer.alloc(0);
          if (log && size > 0) {
            for (const r of decodeBatch(batch, topic, partition, acks)) {
              records.push(r);
              log.push({ key: r.key, value: r.value, timestamp: r.timestamp });
            }
          }
          return { partition, error: log ? ERR_NONE : ERR_UNKNOWN_TOPIC, baseOffset };
        });
        return { topic, partitions };
      });
      w.array(data, ({ topic, partitions }) => {
        w.string(topic);
        w.array(partitions, (p) => w.int32(p.partition).int16(p.error).int64(p.baseOffset).int64(-1));
      });
      w.int32(0); // throttle time
    },
    [API.findCoordinator]: (_version, body, w) => {
      body.string(); // group id
      w.int16(ERR_NONE).int32(0).string('127.0.0.1').int32(port);
    },
    [API.joinGroup]: (_version, body, w) => {
      const g = groupOf(body.string()!);
      body.int32(); // session timeout
      const asked = body.string() ?? '';
      body.string(); // protocol type
      const protocols = body.array(() => ({ name: body.string()!, metadata: body.bytes(body.int32()) }));
      g.generation += 1;
      g.memberId = asked || `member-${++members}`;
      g.protocol = protocols[0]?.name ?? '';
      g.metadata = protocols[0]?.metadata ?? Buffer.alloc(0);
      w.int16(ERR_NONE).int32(g.generation).string(g.protocol).string(g.memberId).string(g.memberId);
      // the only member leads, and sees its own subscription
      w.array([g], (m) => {
        w.string(m.memberId);
        w.int32(m.metadata.length).raw(m.metadata);
      });
    },
    [API.syncGroup]: (_version, body, w) => {
      const g = groupOf(body.string()!);
      body.int32(); // generation
      body.string(); // member id
      const assignments = body.array(() => ({
        member: body.string()!,
        assignment: body.bytes(body.int32()),
      }));
      const mine = assignments.find((a) => a.member === g.memberId);
      if (mine) g.assignment = Buffer.from(mine.assignment);
      w.int16(ERR_NONE).int32(g.assignment.length).raw(g.assignment);
    },
    [API.heartbeat]: (_version, body, w) => {
      body.string();
      w.int16(ERR_NONE);
    },
    [API.leaveGroup]: (_version, body, w) => {
      body.string();
      w.int16(ERR_NONE);
    },
    [API.offsetFetch]: (_version, body, w) => {
      const g = groupOf(body.string()!);
      const asked = body.array(() => ({ topic: body.string()!, partitions: body.array(() => body.int32()) }));
      w.array(asked, ({ topic, partitions }) => {
        w.string(topic);
        w.array(partitions, (p) =>
          w
            .int32(p)
            .int64(g.offsets.get(topic) ?? -1)
            .string('')
            .int16(ERR_NONE),
        );
      });
    },
    [API.offsetCommit]: (_version, body, w) => {
      const g = groupOf(body.string()!);
      body.int32(); // generation
      body.string(); // member id
      body.int64(); // retention
      const commits = body.array(() => ({
        topic: body.string()!,
        partitions: body.array(() => {
          const partition = body.int32();
          const offset = body.int64();
          body.string(); // metadata
          return { partition, offset };
        }),
      }));
      for (const c of commits) for (const p of c.partitions) g.offsets.set(c.topic, p.offset);
      w.array(commits, ({ topic, partitions }) => {
        w.string(topic);
        w.array(partitions, (p) => w.int32(p.partition).int16(ERR_NONE));
      });
    },
    [API.listOffsets]: (_version, body, w) => {
      body.int32(); // replica id
      const asked = body.array(() => ({
        topic: body.string()!,
        partitions: body.array(() => ({ partition: body.int32(), timestamp: body.int64() })),
      }));
      w.array(asked, ({ topic, partitions }) => {
        w.string(topic);
        w.array(partitions, (p) => {
          const end = logs.get(topic)?.length ?? 0;
          w.int32(p.partition)
            .int16(ERR_NONE)
            .int64(-1)
            .int64(p.timestamp === -2 ? 0 : end);
        });
      });
    },
    [API.fetch]: async (_version, body, w) => {
      body.int32(); // replica id
      const maxWait = body.int32();
      body.int32(); // min bytes
      const asked = body.array(() => ({
        topic: body.string()!,
        partitions: body.array(() => {
          const partition = body.int32();
          const offset = body.int64();
          body.int32(); // max bytes
          return { partition, offset };
        }),
      }));
      const pending = () =>
        asked.some(({ topic, partitions }) =>
          partitions.some((p) => (logs.get(topic)?.length ?? 0) > p.offset),
        );
      // a long poll, kept short: nothing new → wait a little before answering empty
      const until = Date.now() + Math.min(maxWait, 100);
      while (!pending() && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      w.int32(0); // throttle time
      w.array(asked, ({ topic, partitions }) => {
        w.string(topic);
        w.array(partitions, (p) => {
          const log = logs.get(topic);
          const from = Math.max(0, p.offset);
          const set = encodeMessageSet(
            (log ?? []).slice(from, from + 100).map((r, i) => ({ offset: from + i, ...r })),
          );
          w.int32(p.partition)
            .int16(log ? ERR_NONE : ERR_UNKNOWN_TOPIC)
            .int64(log?.length ?? 0)
            .int32(set.length)
            .raw(set);
        });
      });
    },
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      clientIds.delete(socket);
    });
    socket.on('error', () => socket.destroy());
    let pending = Buffer.alloc(0);
    // requests of one connection are answered in order, one at a time (as a broker does)
    let queue = Promise.resolve();
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= 4 + pending.readInt32BE(0)) {
        const size = pending.readInt32BE(0);
        const request = new Reader(Buffer.from(pending.subarray(4, 4 + size)));
        pending = pending.subarray(4 + size);
        queue = queue.then(async () => {
          const apiKey = request.int16();
          const version = request.int16();
          const correlationId = request.int32();
          const clientId = request.string() ?? '';
          if (!socket.destroyed) clientIds.set(socket, clientId);
          requests.push(apiKey);
          const handler = handlers[apiKey];
          if (!handler) {
            socket.destroy();
            return;
          }
          try {
            const w = new Writer();
            await handler(version, request, w);
            const body = w.build();
            const head = Buffer.alloc(8);
            head.writeInt32BE(body.length + 4, 0);
            head.writeInt32BE(correlationId, 4);
            if (!socket.destroyed) socket.write(Buffer.concat([head, body]));
          } catch {
            socket.destroy();
          }
        });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
  return {
    address: `127.0.0.1:${port}`,
    records,
    requests,
    append(topic, value, key) {
      const log = logs.get(topic);
      if (!log) throw new Error(`unknown topic ${topic}`);
      log.push({ key: key ?? null, value, timestamp: Date.now() });
      return log.length - 1;
    },
    committed: (groupId, topic) => groups.get(groupId)?.offsets.get(topic) ?? -1,
    connectedClients: () => [...clientIds.values()],
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}
