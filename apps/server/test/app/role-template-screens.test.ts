import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  city,
  company,
  CUSTOMER_CLIENT_ID,
  manifest,
  registry,
  screenReferences,
  transportOrder,
  user,
  type EntityDef,
} from '@app/shared';
import { LOOKUPS } from '../../src/adapters/base-data.routes.ts';
import { organisations, roles, userOrgs, userRoles, users } from '../../src/db/schema/index.ts';
import { actorForToken } from '../../src/plugins/actor.ts';
import { ROLE_TEMPLATES, type RoleTemplate } from '../../src/seed/role-templates.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Granting a page grants the lookups and references its screens need: every template
 * role, signed in as a user holding only that role, makes every reference request of every page it is
 * granted, and none is refused.
 */

/**
 * The requests a page's screens make for its reference fields, derived from the definition as the web
 * makes them: a base-data kind kept as a lookup list is read from `/api/base-data/list-<kind>` (the
 * lookup select), any other reference from the referenced entity's list, 50 at a time with the
 * reference's fixed filter (RefSelect), and a chosen record outside those 50 by its id.
 */
function referenceRequests(def: EntityDef): { field: string; urls: string[] }[] {
  return screenReferences(def).map(({ field, def: f, target }) => {
    const kind = f.ref?.filter?.type;
    const byCode = f.ref?.field === 'cus_code' || f.ref?.field === 'code';
    if (target.name === 'base-data' && kind && `list-${kind}` in LOOKUPS && byCode)
      return { field, urls: [`/api/base-data/list-${kind}`] };
    const query = new URLSearchParams({ page: '1', size: '50', ...f.ref?.filter });
    return {
      field,
      urls: [`/api/${target.name}?${query.toString()}`, ...(f.ref?.field ? [] : [`/api/${target.name}/1`])],
    };
  });
}

let t: TestApp;
const tokens = new Map<string, string>();

/** A user holding only the template's role (staff in 华海, partners of customer C0001), signed in. */
async function userOf(template: RoleTemplate): Promise<string> {
  const db = t.database.db;
  const partner = template.client_id === CUSTOMER_CLIENT_ID;
  const [model] = await db
    .select()
    .from(users)
    .where(eq(users.username, partner ? 'partner01' : 'clerk'));
  const [role] = (await db.select().from(roles).where(eq(roles.code, template.code))).filter(
    (r) => r.client_id === template.client_id,
  );
  expect(role, template.code).toBeTruthy();
  const username = `walk_${template.code}`.replace(/_/g, '').slice(0, 30);
  const [row] = await db
    .insert(users)
    .values({
      username,
      name: `模板角色 ${template.name}`,
      password_hash: model!.password_hash,
      client_id: template.client_id,
      customer_code: partner ? model!.customer_code : null,
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ user_id: row!.id, role_id: role!.id });
  if (!partner) {
    const [org] = await db.select().from(organisations).where(eq(organisations.code, 'HUAHAI'));
    await db.insert(userOrgs).values({ user_id: row!.id, org_id: org!.id });
  }
  return t.login(username, { client: partner ? 'customer' : 'web' });
}

beforeAll(async () => {
  t = await startTestApp();
  for (const template of ROLE_TEMPLATES) tokens.set(template.code, await userOf(template));
});
afterAll(() => t.close());

/** The entity pages a token's holder may open: those whose read permission they hold (implied codes included). */
async function pagesOf(token: string): Promise<EntityDef[]> {
  const { actor } = (await actorForToken(t.database, token))!;
  return registry.filter((def) => actor.isAdmin || actor.permissions.has(def.permissions.list));
}

describe('every template role may make the reference requests of the pages it is granted', () => {
  it('derives requests from the definitions (the two reported gaps among them)', () => {
    const urls = (def: EntityDef) => referenceRequests(def).flatMap((r) => r.urls);
    expect(urls(transportOrder)).toContain('/api/cities?page=1&size=50');
    expect(urls(manifest)).toContain('/api/companies?page=1&size=50');
    expect(registry.flatMap(urls).length).toBeGreaterThan(100);
  });

  it.each(ROLE_TEMPLATES.map((r) => [r.code, r] as const))('%s', async (code, template) => {
    const token = tokens.get(code)!;
    const pages = await pagesOf(token);
    // a role with pages walks them; the wall screen's role holds the board only
    if (template.grants.some((g) => typeof g !== 'string')) expect(pages.length).toBeGreaterThan(0);
    const refused: string[] = [];
    let made = 0;
    for (const page of pages)
      for (const { field, urls } of referenceRequests(page))
        for (const url of urls) {
          const res = await t.call('GET', url, token);
          made++;
          // a record by id may be missing (404) or outside the caller's scope; a refusal never
          const ok =
            url.includes('?') || url.includes('list-') ? res.statusCode === 200 : res.statusCode !== 403;
          if (!ok)
            refused.push(`${page.name}.${field}: GET ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
    expect(refused).toEqual([]);
    if (pages.length) expect(made).toBeGreaterThan(0);
  });
});

describe('the two reported refusals', () => {
  it('customer service picks the cities of a transport order (city:search not granted, 200)', async () => {
    const service = await t.login('service');
    const { actor } = (await actorForToken(t.database, service))!;
    expect(actor.permissions.has(transportOrder.permissions.add)).toBe(true);
    expect(actor.permissions.has(city.permissions.list)).toBe(false);
    const list = await t.call('GET', '/api/cities?page=1&size=50', service);
    expect(list.statusCode).toBe(200);
    const first = list.json<{ content: { id: number; name: string }[] }>().content[0]!;
    const byName = await t.call(
      'GET',
      `/api/cities?page=1&size=50&name=${encodeURIComponent(first.name)}`,
      service,
    );
    expect(byName.statusCode).toBe(200);
    expect((await t.call('GET', `/api/cities/${first.id}`, service)).statusCode).toBe(200);
  });

  it('a clerk opening the manifest list reads company names (200 on /api/companies)', async () => {
    const clerk = await t.login('clerk');
    const { actor } = (await actorForToken(t.database, clerk))!;
    expect(actor.permissions.has(manifest.permissions.list)).toBe(true);
    expect(actor.permissions.has(company.permissions.list)).toBe(false);
    const list = await t.call('GET', '/api/companies?page=1&size=50', clerk);
    expect(list.statusCode).toBe(200);
    const id = list.json<{ content: { id: number }[] }>().content[0]!.id;
    expect((await t.call('GET', `/api/companies/${id}`, clerk)).statusCode).toBe(200);
  });

  it('grants the engine reads of the references only: no write, no other route of the code, no other entity', async () => {
    const service = await t.login('service');
    const clerk = await t.login('clerk');
    // a write of the referenced entity
    const add = await t.call('POST', '/api/cities', service, { code: '350299', name: '测试区', level: 3 });
    expect(add.statusCode).toBe(403);
    // the same read permission guards the specification's city calls: still the page's holders only
    expect((await t.call('POST', '/system-city/city-list', service, {})).statusCode).toBe(403);
    expect((await t.call('POST', '/api/companies/export', clerk)).statusCode).toBe(403);
    // no page of the clerk's draws users
    expect((await t.call('GET', `/api/${user.name}?page=1&size=50`, clerk)).statusCode).toBe(403);
  });
});
