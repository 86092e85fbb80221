import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, declarations } from '../../src/db/schema/index.ts';
import { multipartFile } from '../helpers/appointment-fixtures.ts';
import { goodJpeg } from '../helpers/images.ts';
import { pdfImagesPerPage, pdfText } from '../helpers/pdf-text.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The printed declaration carries the declaring company's seal in the 申报单位（签章） box when the
 * company's 打印显示公章 is on (the demo company: a seal and the flag on), and never otherwise.
 */
let t: TestApp;
let admin: string;
let clerk: string;
/** A demo declaration of 华海 Xiamen (company 1). */
let id: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  clerk = await t.login('clerk');
  const [row] = await t.database.db
    .select({ id: declarations.id })
    .from(declarations)
    .where(eq(declarations.cd_company_id, 1))
    .limit(1);
  id = row!.id;
});
afterAll(() => t.close());

const pdf = async () => {
  const res = await t.call('GET', `/api/declarations/${id}/print.pdf`, clerk);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res.rawPayload;
};
const previewSeal = async () => {
  const res = await t.call('GET', `/api/declarations/${id}/print-seal`, clerk);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return (res.json().data as { seal: string | null }).seal;
};
const setFlag = async (on: 0 | 1) => {
  const company = (await t.call('GET', '/api/companies/1', admin)).json();
  const res = await t.call('PUT', '/api/companies/1', admin, {
    version: company.version,
    is_show_cachet: on,
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the seal on the printed declaration', () => {
  it('draws the seal on every page of the PDF and the preview when 打印显示公章 is on', async () => {
    const file = await pdf();
    const images = await pdfImagesPerPage(file);
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((n) => n === 1)).toBe(true);
    expect((await pdfText(file)).text[0]).toMatch(/申报单位（签章）/);
    expect(await previewSeal()).toMatch(/^data:image\/png;base64,/);
  });

  it('draws no seal when 打印显示公章 is off, though the company has one', async () => {
    await setFlag(0);
    const [company] = await t.database.db
      .select({ seal: companies.seal_image })
      .from(companies)
      .where(eq(companies.id, 1));
    expect(company!.seal).toBeTruthy();
    expect(await pdfImagesPerPage(await pdf())).toEqual([0]);
    expect(await previewSeal()).toBeNull();
  });

  it('draws the seal uploaded last (a JPEG too) once the flag is back on, and none without a seal', async () => {
    await setFlag(1);
    const m = multipartFile('seal.jpg', goodJpeg(), 'image/jpeg');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/companies/1/images/seal',
      headers: { ...m.headers, 'access-token': admin },
      payload: m.body,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(await pdfImagesPerPage(await pdf())).toEqual([1]);
    expect(await previewSeal()).toMatch(/^data:image\/jpeg;base64,/);
    expect((await t.call('DELETE', '/api/companies/1/images/seal', admin)).statusCode).toBe(200);
    expect(await pdfImagesPerPage(await pdf())).toEqual([0]);
    expect(await previewSeal()).toBeNull();
  });

  it('answers the preview’s seal only for a declaration the caller may print and see', async () => {
    const finance = await t.login('finance');
    expect((await t.call('GET', `/api/declarations/${id}/print-seal`, finance)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/declarations/999999/print-seal', clerk)).statusCode).toBe(404);
  });
});
