import type { EntityDef, FieldDef } from '@app/shared';
import { entityByName } from '@app/shared';
import type { TestApp } from './test-app.ts';

let counter = 0;

/** A valid value of a field for a new record (unique strings, values within range). */
async function sampleValue(t: TestApp, token: string, field: FieldDef, seq: number): Promise<unknown> {
  switch (field.kind) {
    case 'string':
    case 'text': {
      if (field.writeOnly) return field.example;
      if (field.example !== undefined && !field.check && field.kind === 'text') return field.example;
      if (field.check) return field.example;
      const text = `T${Date.now().toString(36).slice(-4)}${seq}`;
      const value = text.slice(0, field.length ?? 100);
      return field.upperCase ? value.toUpperCase() : value;
    }
    case 'int': {
      const min = field.min ?? 1;
      const max = field.max ?? 1_000_000;
      return min + (seq % (max - min + 1));
    }
    case 'decimal':
      return '12.5';
    case 'bool':
      return true;
    case 'date':
      return '2026-01-15';
    case 'datetime':
      return new Date().toISOString();
    case 'enum':
      return field.options![0]!.value;
    case 'ref': {
      const target = entityByName(field.ref!.entity);
      if (!target) return field.example ?? null;
      const key = field.ref!.field ?? 'id';
      const filter = new URLSearchParams({
        ...field.ref!.filter,
        ...REF_SAMPLE_FILTERS[target.name],
      }).toString();
      const list = await t.call('GET', `/api/${target.name}?size=10&sort=id,asc&${filter}`, token);
      const first = list.json().content?.[0] as Record<string, unknown> | undefined;
      if (first) return first[key];
      const created = await t.call('POST', `/api/${target.name}`, token, {
        ...(await sampleRecord(t, token, target)),
        ...field.ref!.filter,
      });
      return (created.json() as Record<string, unknown>)[key];
    }
    case 'json':
      return {};
  }
}

/** Referenced records a sample may link to: lines go into a book that still takes changes. */
const REF_SAMPLE_FILTERS: Record<string, Record<string, string>> = {
  'account-books': { status: '0' },
  'inventory-lists': { status: '0' },
};

/** A goods item of the kind in the book (created for the sample), for lines that must name one. */
async function sampleBookItem(t: TestApp, token: string, bookId: unknown, type: 'I' | 'E') {
  const goods = entityByName('account-book-goods')!;
  const res = await t.call('POST', '/api/account-book-goods', token, {
    ...(await sampleRecord(t, token, goods)),
    book_id: bookId,
    type,
  });
  if (res.statusCode !== 201) throw new Error(`sample book item: ${res.body}`);
  return (res.json() as { g_no: number }).g_no;
}

/** A new receivable charge item (no contract or scheme prices it yet). */
async function sampleChargeItem(t: TestApp, token: string) {
  const res = await t.call('POST', '/api/charge-items', token, {
    code: `SMP${Date.now().toString(36).toUpperCase()}${++counter}`,
    name: '样例收费项目',
    io_type: 'receivable',
    type: 'other',
    unit: 'fixed',
    event: 'declaration_released',
  });
  if (res.statusCode !== 201) throw new Error(`sample charge item: ${res.body}`);
  return (res.json() as { id: number }).id;
}

/** Entities whose hooks check a value against other records: the sample creates those records. */
const SAMPLE_COMPLETIONS: Record<
  string,
  (t: TestApp, token: string, body: Record<string, unknown>) => Promise<void>
> = {
  'account-book-losses': async (t, token, body) => {
    body.exg_no = await sampleBookItem(t, token, body.book_id, 'E');
    body.m_g_no = await sampleBookItem(t, token, body.book_id, 'I');
  },
  'inventory-list-lines': async (t, token, body) => {
    const list = (await t.call('GET', `/api/inventory-lists/${String(body.list_id)}`, token)).json() as {
      book_id: number;
      mtpck_endprd_markcd: 'I' | 'E';
    };
    const kind = list.mtpck_endprd_markcd;
    const items = await t.call(
      'GET',
      `/api/account-book-goods?book_id=${list.book_id}&type=${kind}&size=10`,
      token,
    );
    const first = (items.json() as { content: { g_no: number }[] }).content[0];
    body.putrec_seqno = first?.g_no ?? (await sampleBookItem(t, token, list.book_id, kind));
    for (const key of ['gds_mtno', 'gdecd', 'gds_nm']) delete body[key];
  },
  // a booking names a customer of the company and a day to come (the form's rules)
  appointments: async (_t, _token, body) => {
    body.customer_code = 'C0001';
    const d = new Date();
    d.setUTCDate(d.getUTCDate() + 3);
    body.date = d.toISOString().slice(0, 10);
  },
  'warehouse-materials': async (t, token, body) => {
    body.h_seq = await sampleBookItem(t, token, body.book_id, body.ie_flag === 'E' ? 'E' : 'I');
  },
  // a contract names a customer of the company and a scheme of its party type; disabled, it overlaps nothing
  contracts: async (t, token, body) => {
    const schemes = await t.call('GET', '/api/contract-schemes?type=customer&size=10&sort=id,asc', token);
    body.scheme_id = (schemes.json() as { content: { id: number }[] }).content[0]?.id ?? body.scheme_id;
    body.customer_code = 'C0001';
    body.status = '0';
    delete body.carrier_id;
  },
  // a price line takes a charge item its contract or scheme does not price yet, of the contract's side
  'contract-items': async (t, token, body) => {
    const list = await t.call('GET', '/api/contracts?party_type=customer&size=10&sort=id,asc', token);
    body.contract_id = (list.json() as { content: { id: number }[] }).content[0]?.id ?? body.contract_id;
    body.charge_item_id = await sampleChargeItem(t, token);
  },
  // company ids are checked against the companies (a made-up text is not one): all companies
  'charge-items': async (_t, _token, body) => {
    delete body.company_ids;
  },
  'contract-schemes': async (_t, _token, body) => {
    delete body.company_ids;
  },
  'contract-scheme-items': async (t, token, body) => {
    body.charge_item_id = await sampleChargeItem(t, token);
  },
};

/**
 * Plain id fields that link to a record of another entity and are checked by that entity's hooks (not
 * declared as refs, so a sample cannot know what to link to): left empty in samples.
 */
const HOOK_CHECKED_LINKS: Record<string, string[]> = { 'shipping-bills': ['cd_id'] };

/** A valid body for creating a record of the entity. */
export async function sampleRecord(
  t: TestApp,
  token: string,
  def: EntityDef,
): Promise<Record<string, unknown>> {
  const seq = ++counter;
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.readonly) continue;
    if (def.tree && name === def.tree.parent) continue;
    if (HOOK_CHECKED_LINKS[def.name]?.includes(name)) continue;
    const value = await sampleValue(t, token, field, seq);
    if (value !== undefined) body[name] = value;
  }
  // a unique field with a format check cannot take a made-up text: a digits-only example (a division
  // code) becomes another number of the same length that no real record has (99…)
  for (const name of new Set((def.unique ?? []).flat())) {
    const example = def.fields[name]?.example;
    if (def.fields[name]?.check && typeof example === 'string' && /^\d{4,}$/.test(example))
      body[name] = `99${String(seq).padStart(example.length - 2, '0')}`.slice(-example.length);
  }
  await SAMPLE_COMPLETIONS[def.name]?.(t, token, body);
  return body;
}

/** A value the field must refuse, or undefined when no such value exists for its kind. */
export function invalidValue(field: FieldDef): unknown {
  switch (field.kind) {
    case 'string':
    case 'text':
      return field.check ? 'not-valid-!!' : 'x'.repeat((field.length ?? 100) + 1);
    case 'int':
      return 1.5;
    case 'decimal':
      return 'abc';
    case 'bool':
      return 'yes';
    case 'date':
      return '2026-13-45';
    case 'datetime':
      return 'yesterday';
    case 'enum':
      return '__no_such_option__';
    case 'ref':
      return field.ref?.field ? 12345 : -1;
    case 'json':
      return undefined;
  }
}
