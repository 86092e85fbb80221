import { z } from 'zod';
import { checkDate } from '../validators/date.ts';
import { checkDecimal } from '../validators/text-formats.ts';
import { addCheckIssue } from '../validators/zod.ts';
import { parseBusinessTime } from '../format/business-time.ts';
import type { EntityDef } from './define-entity.ts';
import type { FieldDef } from './fields.ts';

/** Page sizes of the list screen (platform-shell §9); 999 when pagination is off. */
export const PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const UNPAGED_SIZE = 999;

const REQUIRED = 'field.empty';

/** The value schema of one field (what a create or an update may send). */
export function fieldSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'string':
    case 'text': {
      let s = z.string().trim();
      if (field.upperCase) s = s.toUpperCase();
      if (field.length) s = s.max(field.length);
      if (field.required) s = s.min(1, { message: REQUIRED });
      const check = field.check;
      return check ? s.superRefine((v, ctx) => addCheckIssue(ctx, check(v))) : s;
    }
    case 'int': {
      let n = z
        .number()
        .int()
        .min(field.min ?? -2_147_483_648)
        .max(field.max ?? 2_147_483_647);
      if (field.min !== undefined) n = n.min(field.min);
      return n;
    }
    case 'decimal': {
      const digits = (field.precision ?? 18) - (field.scale ?? 0);
      return z
        .union([z.number(), z.string().trim()])
        .transform((v) => (typeof v === 'number' ? String(v) : v))
        .superRefine((v, ctx) => {
          if (v === '' && field.required) return void ctx.addIssue({ code: 'custom', message: REQUIRED });
          addCheckIssue(ctx, checkDecimal(v, { maxDecimals: field.scale ?? 0 }));
          const whole = v.replace(/^-/, '').split('.')[0] ?? '';
          if (whole.replace(/^0+/, '').length > digits)
            ctx.addIssue({ code: 'custom', message: 'field.decimal_digits', params: { max: digits } });
          const n = Number(v);
          if (field.min !== undefined && n < field.min)
            ctx.addIssue({ code: 'custom', message: 'field.min', params: { min: field.min } });
          if (field.max !== undefined && n > field.max)
            ctx.addIssue({ code: 'custom', message: 'field.max', params: { max: field.max } });
        });
    }
    case 'bool':
      return z.boolean();
    case 'date':
      return z
        .string()
        .trim()
        .superRefine((v, ctx) => {
          if (!v) return void (field.required && ctx.addIssue({ code: 'custom', message: REQUIRED }));
          if (!/^\d{4}-\d{2}-\d{2}$/.test(v))
            return void ctx.addIssue({ code: 'custom', message: 'v.date_format' });
          addCheckIssue(ctx, checkDate(v));
        });
    case 'datetime':
      return z.iso.datetime({ offset: true, local: true });
    case 'enum': {
      const values = (field.options ?? []).map((o) => o.value) as [string, ...string[]];
      return z.enum(values);
    }
    case 'ref':
      return field.ref?.field
        ? z
            .string()
            .trim()
            .min(field.required ? 1 : 0)
            .max(field.length ?? 100)
        : z.number().int().positive();
    case 'json':
      return z.unknown();
  }
}

function writableFields(def: EntityDef) {
  return Object.entries(def.fields).filter(([, field]) => !field.readonly);
}

/**
 * The schema built from a definition, built once: a definition does not change after its module loads and
 * a zod schema is never changed (a refinement or `.omit()` makes a new one), so every server instance,
 * route and screen shares it (a server built each entity's create, update and list schemas two or three
 * times over, about a third of building the app).
 */
function builtOnce<T>(build: (def: EntityDef) => T): (def: EntityDef) => T {
  const built = new WeakMap<EntityDef, T>();
  return (def) => {
    if (!built.has(def)) built.set(def, build(def));
    return built.get(def)!;
  };
}

/** The body of a create: required fields without a default must be present. */
export const createSchema = builtOnce(function createSchema(def: EntityDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of writableFields(def)) {
    const schema = fieldSchema(field);
    shape[name] = field.required && field.default === undefined ? schema : schema.nullish();
  }
  return z.strictObject(shape);
});

/** The body of an update: any writable field, plus the version the client read. */
export const updateSchema = builtOnce(function updateSchema(def: EntityDef) {
  const shape: Record<string, z.ZodType> = { version: z.number().int().positive() };
  for (const [name, field] of writableFields(def)) {
    if (field.writeOnly) continue;
    const schema = fieldSchema(field);
    shape[name] = field.required ? schema.optional() : schema.nullish();
  }
  return z.strictObject(shape);
});

/** A query-string value of a field, coerced from text. */
function filterSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'int':
    case 'ref':
      return field.kind === 'ref' && field.ref?.field ? z.string().trim().max(200) : strictInt();
    case 'decimal':
      return z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, { message: 'v.number' });
    case 'bool':
      return z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
    case 'date':
      return z
        .string()
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'v.date_format' });
    case 'datetime':
      return z.string().trim().max(40);
    default: {
      const text = z
        .string()
        .trim()
        .max(field.length ?? 200);
      // a code stored upper-cased is found whatever case it is typed in
      return field.upperCase ? text.toUpperCase() : text;
    }
  }
}

/** The sort values a list accepts: every sortable field (and id, create_time) either way. */
export function sortValues(def: EntityDef): string[] {
  const fields = [
    'id',
    'create_time',
    ...Object.entries(def.fields)
      .filter(([, f]) => f.sortable || f.search)
      .map(([n]) => n),
  ];
  return [...new Set(fields)].flatMap((n) => [`${n},asc`, `${n},desc`]);
}

/**
 * An integer from a JSON number or a string of digits (a query string, a form field): never from a
 * boolean, null, an empty string or an array, which `z.coerce.number()` would take as 1 or 0.
 * `rule` narrows it (`(n) => n.min(1).max(100)`).
 */
export function strictInt(rule: (n: z.ZodNumber) => z.ZodNumber = (n) => n) {
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,15}$/, { message: 'v.integer' })
        .transform(Number),
    ])
    .pipe(rule(z.number().int()));
}

/** A time filter bound (`create_time_from=2026-11-01`, `…_to=2026-11-24 18:00`), as an instant. */
function timeBound(bound: 'start' | 'end') {
  return z
    .string()
    .trim()
    .max(40)
    .transform((text, ctx) => {
      const at = parseBusinessTime(text, bound);
      if (!at) ctx.addIssue({ code: 'custom', message: 'v.date_format' });
      return at ?? z.NEVER;
    });
}

/** Names of the query parameters a field filters by. */
export function filterParams(name: string, field: FieldDef): string[] {
  if (!field.search) return [];
  return field.search === 'range' ? [`${name}_from`, `${name}_to`] : [name];
}

/** The filter every list takes: the id of the user who created the records. */
export const CREATED_BY_FILTER = 'create_id';

/** The list query: page from 1, size 10–100 (or 999), sort, and each searchable field's filter. */
export const listQuerySchema = builtOnce(function listQuerySchema(def: EntityDef) {
  const shape: Record<string, z.ZodType> = {
    page: strictInt((n) => n.min(1).max(1_000_000)).default(1),
    size: z.coerce
      .number()
      .int()
      .refine((n) => (n >= 10 && n <= 100) || n === UNPAGED_SIZE, { message: 'error.page_size' })
      .default(DEFAULT_PAGE_SIZE),
    sort: z.enum(sortValues(def) as [string, ...string[]]).default(def.defaultSort ?? 'id,desc'),
    access_token: z.string().optional(),
  };
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.search) continue;
    if (field.search === 'range' && field.kind === 'datetime') {
      shape[`${name}_from`] = timeBound('start').optional();
      shape[`${name}_to`] = timeBound('end').optional();
    } else if (field.search === 'range') {
      shape[`${name}_from`] = filterSchema(field).optional();
      shape[`${name}_to`] = filterSchema(field).optional();
    } else if (field.search === 'in') {
      const values = (field.options ?? []).map((o) => o.value);
      shape[name] = z
        .string()
        .max(1000)
        .transform((v) => v.split(',').filter(Boolean))
        .refine((list) => list.every((v) => values.length === 0 || values.includes(v)), {
          message: 'field.unknown_option',
        })
        .optional();
    } else {
      shape[name] = filterSchema(field).optional();
    }
  }
  if (def.tree) shape[def.tree.parent] = strictInt((n) => n.min(0)).optional();
  // every list can be narrowed to what one user created (the home tab's "my drafts")
  shape[CREATED_BY_FILTER] = strictInt((n) => n.min(1)).optional();
  return z.object(shape);
});
