/**
 * The message part of bench/declarations.ts: declarations of 20 goods lines made from the fixture (each a
 * little different), rendered alone, rendered and written one at a time through the folder adapter, and
 * rendered by concurrent senders and written through the channel delivery.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  renderDecMessage,
  type DecMessageInput,
} from '../apps/server/src/modules/customs-message/dec-message.renderer.ts';
import { ChannelDelivery } from '../apps/server/src/modules/channels/channel-delivery.ts';
import type { ChannelRow } from '../apps/server/src/modules/channels/channels.repo.ts';
import { writeOutboxMessage } from '../apps/server/src/modules/channels/folder-channel.ts';
import { FIXTURE, LINES, MESSAGES, RUNS, SENDERS } from './declarations-settings.ts';
import { median, timed } from './timing.ts';

/** 1,000 declarations of 20 lines, each a little different (so no two messages are the same). */
function declarations(): DecMessageInput[] {
  const base = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as DecMessageInput;
  const line = base.goods[0]!;
  return Array.from({ length: MESSAGES }, (_, d) => ({
    head: { ...base.head, bill_no: `BL${String(d).padStart(8, '0')}`, gross_weight: `${1000 + d}.5` },
    goods: Array.from({ length: LINES }, (_, g) => ({
      ...line,
      g_no: g + 1,
      g_name: `${String(line.g_name)}${g}`,
      g_qty: String(10 + g),
      decl_total: ((10 + g) * 1.0855).toFixed(4),
    })),
    containers: base.containers,
    licences: base.licences,
  }));
}

const sign = (i: number) => ({
  clientSeqNo: `20240510${String(i).padStart(10, '0')}`,
  operType: 'C',
  icCode: '0000000000001',
  operName: '张三',
  copCode: '4403960A3',
  copName: '深圳市芯达通供应链管理有限公司',
  certificate: '',
  signDate: new Date(),
});

/** A folder channel under `root` (as the send path loads it). */
const folderChannel = (root: string, mainDir: string): ChannelRow => ({
  id: 1,
  name: 'bench',
  transport_type: 'ftp_tool',
  type: 'dec',
  status: '1',
  main_dir: path.relative(root, mainDir),
  org_code: '4403960A3',
  sender: null,
  input_name: '张三',
  input_code: '0000000000001',
  input_cert: null,
  kafka_brokers: null,
  kafka_topic: null,
  company_id: null,
});

export async function benchMessages() {
  const input = declarations();
  const render: number[] = [];
  const single: number[] = [];
  const grouped: number[] = [];
  let bytes = 0;
  for (let i = 0; i < Math.min(100, input.length); i++) renderDecMessage(input[i]!, sign(i)); // warm-up
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-channels-'));
  const check = (dir: string) => {
    const outbox = fs.readdirSync(path.join(dir, 'outbox'));
    if (outbox.length !== input.length) throw new Error('messages missing');
    if (fs.readdirSync(path.join(dir, 'tmp')).length) throw new Error('temporary files left');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let run = 0; run < RUNS; run++) {
      render.push(
        await timed(() => {
          for (let i = 0; i < input.length; i++) bytes = renderDecMessage(input[i]!, sign(i)).length;
        }),
      );
      const one = fs.mkdtempSync(path.join(root, 'single-'));
      single.push(
        await timed(async () => {
          for (let i = 0; i < input.length; i++)
            await writeOutboxMessage(one, sign(i).clientSeqNo, renderDecMessage(input[i]!, sign(i)));
        }),
      );
      check(one);
      // concurrent senders, each rendering its next message and handing it to the channel delivery
      const many = fs.mkdtempSync(path.join(root, 'grouped-'));
      const delivery = new ChannelDelivery(root, []);
      const channel = folderChannel(root, many);
      let next = 0;
      grouped.push(
        await timed(async () => {
          const sender = async () => {
            for (let i = next++; i < input.length; i = next++) {
              const s = sign(i);
              await delivery.deliver(channel, s.clientSeqNo, renderDecMessage(input[i]!, s), s.signDate);
            }
          };
          await Promise.all(Array.from({ length: SENDERS }, sender));
        }),
      );
      await delivery.close();
      check(many);
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  return { render: median(render), single: median(single), grouped: median(grouped), bytes };
}
