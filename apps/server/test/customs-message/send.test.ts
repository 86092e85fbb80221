import fs from 'node:fs';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import {
  declarationFixture,
  FIXTURES,
  head,
  receipts,
  saveDeclaration,
  createFolderChannel,
  startCustomsApp,
  tempMainDir,
} from '../helpers/customs.ts';

let t: TestApp;
let clerk: string;
let finance: string;
let mainDir: string;
let channelId: number;
let customs: Awaited<ReturnType<typeof startCustomsApp>>;

beforeAll(async () => {
  customs = await startCustomsApp({ receiptWatcher: false });
  ({ t, clerk, mainDir, channelId } = customs);
  finance = await t.login('finance');
});
afterAll(() => customs.close());

const send = (id: number, body: object = {}, token = clerk) =>
  t.call('POST', `/api/declarations/${id}/send`, token, body);
const outbox = () => fs.readdirSync(path.join(mainDir, 'outbox')).sort();

/** The message with the values of one send (sequence number, sign time) replaced by the fixture's. */
function normalised(xml: string): string {
  return xml
    .replace(/<ClientSeqNo>\d{18}<\/ClientSeqNo>/, '<ClientSeqNo>202405100000000001</ClientSeqNo>')
    .replace(/<SignDate>\d{16}<\/SignDate>/, '<SignDate>2024051210000000</SignDate>');
}

describe('POST /api/declarations/:id/send through a folder channel', () => {
  it('writes the fixed declaration’s message into the outbox, byte for byte the expected one', async () => {
    const fixture = declarationFixture();
    fixture.head.channel_id = channelId;
    const { id } = await saveDeclaration(t, clerk, fixture);
    const res = await send(id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: { client_seq_no: string; file: string; channel_id: number } }>().data;
    expect(data.client_seq_no).toMatch(new RegExp(`^\\d{8}${String(id).padStart(8, '0')}01$`));
    expect(data.file).toBe(`DEC_${data.client_seq_no}.xml`);
    expect(data.channel_id).toBe(channelId);
    expect(outbox()).toContain(data.file);
    expect(fs.readdirSync(path.join(mainDir, 'tmp'))).toEqual([]);

    const written = fs.readFileSync(path.join(mainDir, 'outbox', data.file), 'utf8');
    expect(XMLValidator.validate(written)).toBe(true);
    expect(written).toContain(`<ClientSeqNo>${data.client_seq_no}</ClientSeqNo>`);
    const expected = fs.readFileSync(path.join(FIXTURES, 'declaration-import-1.expected.xml'), 'utf8');
    expect(normalised(written)).toBe(expected);

    const h = await head(t, clerk, id);
    expect(h).toMatchObject({
      client_seq_no: data.client_seq_no,
      send_content: written,
      return_code: 'ss',
      cd_status: '20',
      channel_id: channelId,
    });
    expect(h.send_time).toBeTruthy();
    const history = await receipts(t, clerk, id, 'en');
    expect(history).toEqual([
      {
        code: 'ss',
        meaning: 'Sent',
        message: `测试通道 ${data.file}`,
        // an instant: the send's time, to the second, as the head's send_time says it
        date: new Date(Math.floor(Date.parse(String(h.send_time)) / 1000) * 1000).toISOString(),
        ret_seq_no: data.client_seq_no,
      },
    ]);

    // with customs now: a second send is refused and writes nothing
    const again = await send(id);
    expect(again.statusCode, again.body).toBe(409);
    expect(outbox().filter((f) => f.includes(String(id).padStart(8, '0')))).toHaveLength(1);
  });

  it('refuses a declaration that fails the declare-level checks, naming the fields, and writes nothing', async () => {
    const fixture = declarationFixture();
    fixture.head.channel_id = channelId;
    delete fixture.head.goods_place;
    delete fixture.goods[1]!.g_name;
    const { id } = await saveDeclaration(t, clerk, fixture);
    const before = outbox();
    const res = await send(id);
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json<{ errors: Record<string, string> }>().errors;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['head.goods_place', 'goods[1].g_name']));
    expect(outbox()).toEqual(before);
    expect((await head(t, clerk, id)).cd_status).toBe('0');
  });

  it('asks for a channel when the declaration has none, and refuses one that is disabled', async () => {
    const { id } = await saveDeclaration(t, clerk, declarationFixture());
    const none = await send(id);
    expect(none.statusCode, none.body).toBe(400);
    expect(Object.keys(none.json<{ errors: object }>().errors)).toEqual(['channel_id']);

    const admin = await t.login('admin');
    const dir = tempMainDir(t);
    const disabled = await createFolderChannel(t, admin, dir, '停用通道');
    const got = await t.call('GET', `/api/channels/${disabled}`, clerk);
    const { name, transport_type, type, version } = got.json<Record<string, unknown>>();
    const put = await t.call('PUT', `/api/channels/${disabled}`, admin, {
      name,
      transport_type,
      type,
      version,
      status: '0',
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await send(id, { channel_id: disabled });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors.channel_id).toBeTruthy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('records nothing when the message cannot be delivered', async () => {
    const res0 = await t.call('POST', '/api/channels', await t.login('admin'), {
      name: 'Kafka 不可达',
      transport_type: 'kafka',
      type: 'dec',
      status: '1',
      kafka_brokers: '127.0.0.1:9',
      kafka_topic: 'dec-out',
    });
    expect(res0.statusCode, res0.body).toBe(201);
    const { id } = await saveDeclaration(t, clerk, declarationFixture());
    const res = await send(id, { channel_id: res0.json<{ id: number }>().id });
    expect(res.statusCode, res.body).toBe(502);
    const h = await head(t, clerk, id);
    expect(h.cd_status).toBe('0');
    expect(h.client_seq_no ?? null).toBeNull();
    expect(await receipts(t, clerk, id)).toEqual([]);
  });

  it('needs declaration:send and the declaration in the caller’s scope', async () => {
    const { id } = await saveDeclaration(t, clerk, declarationFixture());
    expect((await send(id, {}, finance)).statusCode).toBe(403);
    expect((await send(999_999)).statusCode).toBe(404);
    expect((await send(id, { channel_id: 'x' })).statusCode).toBe(400);
    expect((await t.call('POST', `/api/declarations/${id}/send`)).statusCode).toBe(401);
  });

  // last: the rule applies to every later declaration of the company
  it('asks to confirm remind-level sensitive words before sending', async () => {
    const admin = await t.login('admin');
    const rule = await t.call('POST', '/api/sensitive-words', admin, {
      type: 'origin_country',
      compare_type: 'equals',
      words: 'JPN',
      level: 'remind',
      status: '1',
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const fixture = declarationFixture();
    fixture.head.channel_id = channelId;
    const saved = await t.call('POST', '/api/declarations', clerk, { ...fixture, confirm_reminds: true });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json<{ head: { id: number } }>().head.id;

    const ask = await send(id);
    expect(ask.statusCode, ask.body).toBe(409);
    const body = ask.json<{ code: string; data: { hits: { field: string; word: string }[] } }>();
    expect(body.code).toBe('sensitive_remind');
    expect(body.data.hits).toEqual([
      expect.objectContaining({ field: 'goods[1].origin_country', word: 'JPN' }),
    ]);
    expect((await head(t, clerk, id)).cd_status).toBe('0');

    const confirmed = await send(id, { confirm_reminds: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });
});
