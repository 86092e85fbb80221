import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyImages, operationLogs } from '../../src/db/schema/index.ts';
import { multipartFile } from '../helpers/appointment-fixtures.ts';
import { damagedPng, forgedPng, gif, goodJpeg, goodPng, htmlPage } from '../helpers/images.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/** A company's seal and signature: uploaded (checked by content), read back, removed. */
let t: TestApp;
let admin: string;
let clerk: string;
/** 华海 Shanghai: no seal in the demo. */
const COMPANY = 2;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  clerk = await t.login('clerk');
});
afterAll(() => t.close());

const send = (token: string, kind: string, name: string, bytes: Buffer, type: string, lang = 'zh') => {
  const m = multipartFile(name, bytes, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/companies/${COMPANY}/images/${kind}`,
    headers: { ...m.headers, 'access-token': token, 'accept-language': lang },
    payload: m.body,
  });
};

/** What a refusal must leave as it was: the stored images, the company's names of them, the log. */
async function written() {
  const db = t.database.db;
  const images = await db.select({ id: companyImages.id, name: companyImages.name }).from(companyImages);
  const [company] = await db
    .select({ seal: companies.seal_image, signature: companies.signature_image, version: companies.version })
    .from(companies)
    .where(eq(companies.id, COMPANY));
  const logs = await db.select({ id: operationLogs.id }).from(operationLogs);
  return JSON.stringify({ images, company, logs: logs.length });
}

describe('uploading a company’s seal and signature', () => {
  it('keeps a PNG seal, names it on the company and serves it back as it was sent', async () => {
    const png = goodPng();
    const res = await send(admin, 'seal', 'seal.png', png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const { name } = res.json().data as { name: string };
    expect(name).toMatch(/^seal-[0-9a-f]{16}\.png$/);
    const company = await t.call('GET', `/api/companies/${COMPANY}`, admin);
    expect(company.json()).toMatchObject({ seal_image: name, signature_image: null });
    const image = await t.call('GET', `/api/companies/${COMPANY}/images/seal`, admin);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it('keeps a JPEG signature beside the seal, replacing it on a second upload', async () => {
    const first = await send(admin, 'signature', 'sign.jpg', goodJpeg(), 'image/jpeg');
    expect(first.statusCode, first.body).toBe(200);
    const second = await send(admin, 'signature', 'sign.png', goodPng(40), 'image/png');
    expect(second.statusCode, second.body).toBe(200);
    const rows = await t.database.db
      .select({ kind: companyImages.kind, type: companyImages.content_type })
      .from(companyImages)
      .where(eq(companyImages.company_id, COMPANY));
    expect(rows.map((r) => `${r.kind}:${r.type}`).sort()).toEqual(['seal:image/png', 'signature:image/png']);
  });

  it.each([
    ['HTML sent as a PNG', 'seal.png', htmlPage, 'image/png', /PNG 或 JPG/],
    ['PNG signature over junk', 'seal.png', forgedPng, 'image/png', /无法打印/],
    ['a PNG with damaged image data', 'seal.png', damagedPng, 'image/png', /无法打印/],
    ['a GIF (not drawn by the printed form)', 'seal.gif', gif, 'image/gif', /PNG 或 JPG/],
    ['a GIF declared as a PNG', 'seal.png', gif, 'image/png', /PNG 或 JPG/],
    ['an empty file', 'seal.png', () => Buffer.alloc(0), 'image/png', /./],
  ])('refuses %s with a 400 on the file, writing nothing', async (_, name, bytes, type, message) => {
    const before = await written();
    const res = await send(admin, 'seal', name, bytes(), type);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.file).toMatch(message);
    expect(await written()).toBe(before);
  });

  it('names the refusal in the caller’s language', async () => {
    const en = await send(admin, 'seal', 'x.png', htmlPage(), 'image/png', 'en');
    expect(en.json().errors.file).toBe('The seal and signature must be a PNG or JPG image');
    const ja = await send(admin, 'seal', 'x.png', forgedPng(), 'image/png', 'ja');
    expect(ja.json().errors.file).toMatch(/印刷できません/);
  });

  it('refuses a file over 1 MB with a 413 and the bound, writing nothing', async () => {
    const before = await written();
    const big = Buffer.concat([goodPng(), Buffer.alloc(1024 * 1024, 1)]);
    const res = await send(admin, 'seal', 'big.png', big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/1 MB/);
    expect(await written()).toBe(before);
  });

  it('needs the company edit permission, a known company and kind; the seal is not set by a save', async () => {
    const before = await written();
    expect((await send(clerk, 'seal', 'seal.png', goodPng(), 'image/png')).statusCode).toBe(403);
    expect((await t.call('GET', `/api/companies/${COMPANY}/images/seal`, clerk)).statusCode).toBe(403);
    const m = multipartFile('seal.png', goodPng(), 'image/png');
    const inject = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...m.headers, 'access-token': admin },
        payload: m.body,
      });
    expect((await inject('/api/companies/999999/images/seal')).statusCode).toBe(404);
    expect((await inject(`/api/companies/${COMPANY}/images/logo`)).statusCode).toBe(400);
    const company = (await t.call('GET', `/api/companies/${COMPANY}`, admin)).json();
    await t.call('PUT', `/api/companies/${COMPANY}`, admin, {
      version: company.version,
      seal_image: '../../etc/passwd',
    });
    const after = (await t.call('GET', `/api/companies/${COMPANY}`, admin)).json();
    expect(after.seal_image).toBe(company.seal_image);
    expect(JSON.parse(before).company.seal).toBe(company.seal_image);
  });

  it('removes a seal: the company no longer names one and reading it is a 404', async () => {
    const res = await t.call('DELETE', `/api/companies/${COMPANY}/images/seal`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ kind: 'seal', name: null });
    expect((await t.call('GET', `/api/companies/${COMPANY}`, admin)).json().seal_image).toBeNull();
    expect((await t.call('GET', `/api/companies/${COMPANY}/images/seal`, admin)).statusCode).toBe(404);
  });
});
