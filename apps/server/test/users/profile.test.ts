import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs, users } from '../../src/db/schema/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('service');
});
afterAll(() => t.close());

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(name: string, type: string, content: Buffer) {
  const boundary = '----test-boundary-7f3a';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'access-token': token },
  };
}

describe('personal centre', () => {
  it('saves the user’s own profile and logs it', async () => {
    const res = await t.call('POST', '/sys-user/save-user', token, {
      name: '客服 王芳芳',
      mobile: '13800138000',
      introduction: '负责华东客户',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { name: '客服 王芳芳', mobile: '13800138000' } });
    expect(res.json().data).not.toHaveProperty('password_hash');
    const info = await t.call('GET', '/sys-user/get-user-info', token);
    expect(info.json().data).toMatchObject({ name: '客服 王芳芳', introduction: '负责华东客户' });
    const logs = await t.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.action, 'save-profile'));
    expect(logs).toHaveLength(1);
  });

  it('refuses fields a user may not set on themselves', async () => {
    const res = await t.call('POST', '/sys-user/save-user', token, { status: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('status');
  });

  it('uploads an avatar, shows it at once in the user info, and serves it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sys-user/upload-portrait',
      ...multipart('me.png', 'image/png', PNG),
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.avatar_url as string;
    expect(url).toMatch(/^\/sys-user\/avatar\/\d+-[0-9a-f]{16}\.png$/);
    expect((await t.call('GET', '/sys-user/get-user-info', token)).json().data.avatar_url).toBe(url);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a file that is not an image, an empty one and one over 2 MB, keeping the old avatar', async () => {
    const [before] = await t.database.db
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.username, 'service'));
    const text = await t.app.inject({
      method: 'POST',
      url: '/sys-user/upload-portrait',
      ...multipart('x.txt', 'text/plain', Buffer.from('hello')),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors.file).toBe('头像只能是 PNG、JPG、GIF 或 WEBP 图片');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/sys-user/upload-portrait',
      ...multipart('x.png', 'image/png', Buffer.alloc(0)),
    });
    expect(empty.statusCode).toBe(400);
    const big = await t.app.inject({
      method: 'POST',
      url: '/sys-user/upload-portrait',
      ...multipart('big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])),
    });
    expect(big.statusCode).toBe(413);
    const [after] = await t.database.db
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.username, 'service'));
    expect(after!.avatar).toBe(before!.avatar);
  });

  it('answers 404 for an avatar that does not exist and 400 for a path trick', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/sys-user/avatar/1-0123456789abcdef.png' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sys-user/avatar/..%2F..%2Fdb' })).statusCode).toBe(
      400,
    );
  });
});

describe('avatars are images, one per user', () => {
  const upload = (name: string, type: string, content: Buffer) =>
    t.app.inject({ method: 'POST', url: '/sys-user/upload-portrait', ...multipart(name, type, content) });
  const avatarFiles = () => {
    const dir = path.join(t.app.config.filesDir, 'avatars');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it('refuses bytes that are not an image whatever type they claim, and writes no file', async () => {
    const files = avatarFiles();
    const html = await upload('x.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(400);
    expect(html.json().errors.file).toBe('头像只能是 PNG、JPG、GIF 或 WEBP 图片');
    expect(avatarFiles()).toEqual(files);
  });

  it('takes the type from the bytes, serves the image with nosniff, and deletes the replaced one', async () => {
    const first = await upload('me.jpg', 'image/jpeg', PNG);
    expect(first.statusCode, first.body).toBe(200);
    const url = first.json().data.avatar_url as string;
    expect(url).toMatch(/\.png$/);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    const second = await upload('me.png', 'image/png', PNG);
    expect(second.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const owner = `${path.basename(url).split('-')[0]}-`;
    const mine = avatarFiles().filter((f) => f.startsWith(owner));
    expect(mine).toEqual([path.basename(second.json().data.avatar_url as string)]);
  });

  it('answers 400 to a multipart body without a boundary, leaving no file', async () => {
    const files = avatarFiles();
    const res = await t.app.inject({
      method: 'POST',
      url: '/sys-user/upload-portrait',
      headers: { 'access-token': token, 'content-type': 'multipart/form-data' },
      payload: Buffer.from('whatever'),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(avatarFiles()).toEqual(files);
  });
});

describe('white-label sites', () => {
  it('answers the site of the host name, falling back to oms', async () => {
    const yy = await t.app.inject({
      method: 'GET',
      url: '/site/config',
      headers: { host: 'yy.localhost:8080' },
    });
    expect(yy.json().data).toMatchObject({
      code: 'yy',
      name: '出入库预约系统',
      client_id: 'customer',
      welcome_path: 'yy/welcome',
    });
    const other = await t.app.inject({
      method: 'GET',
      url: '/site/config',
      headers: { host: 'nobody.localhost' },
    });
    expect(other.json().data).toMatchObject({ code: 'oms', client_id: 'web' });
    const partner = await t.app.inject({
      method: 'GET',
      url: '/site/config?path=/index/login/partner',
      headers: { host: 'oms.localhost' },
    });
    expect(partner.json().data.client_id).toBe('customer');
  });

  it('hands out client credentials that really sign in', async () => {
    const site = (
      await t.app.inject({ method: 'GET', url: '/site/config', headers: { host: 'yy.localhost' } })
    ).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      query: {
        grant_type: 'password',
        client_id: site.client_id,
        client_secret: site.client_secret,
        username: 'partner01',
        password: 'Demo@2026!',
      },
    });
    expect(res.statusCode).toBe(200);
  });
});
