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
      const filter = new URLSearchParams(field.ref!.filter ?? {}).toString();
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
