import dayjs, { type Dayjs } from 'dayjs';
import {
  CREATED_BY_FILTER,
  listQuerySchema,
  parseBusinessTime,
  toPickerTime,
  type EntityDef,
  type FieldDef,
} from '@app/shared';
import type { Row } from './entity-values.ts';

/**
 * A list's filters in the address bar (`/declaration/index?cd_status=80,90&create_id=7`): the list API's
 * own query parameters, read for every filter of the definition — eq, like, in, ranges as
 * `<field>_from`/`<field>_to`, the tree parent and `create_id`. Each is checked with the list query
 * schema (a value the server would refuse is left out) and kept as the address wrote it, so the first
 * list call sends exactly the parameters of the link; a field the search form holds also gets the
 * form's value (a range as `[from, to]` of dayjs, several values as an array).
 */

/** One filter of the address. */
export interface AddressFilter {
  /** The field it filters by (a definition field, the tree parent or `create_id`). */
  name: string;
  /** Its query parameters, as the address gave them. */
  params: Record<string, string>;
  /** The search form's value of it; undefined when no form field holds it (`create_id`, a reference to none). */
  value?: unknown;
}

type QueryShape = ReturnType<typeof listQuerySchema>['shape'];

/** The list query's fields (the schema is built once per definition by the shared kit). */
function shapeOf(def: EntityDef): QueryShape {
  return listQuerySchema(def).shape;
}

/** The text of a parameter when the list query schema takes it (blank and refused values: undefined). */
function accepted(def: EntityDef, search: URLSearchParams, param: string): string | undefined {
  const text = search.get(param);
  if (text === null || text.trim() === '') return undefined;
  return shapeOf(def)[param]?.safeParse(text).success ? text : undefined;
}

/** A date or date-time bound as the form's pickers hold it; undefined when it is no such time. */
export function boundValue(field: FieldDef, text: string, bound: 'start' | 'end'): Dayjs | undefined {
  const value = text.trim();
  if (field.kind === 'date') {
    const day = dayjs(value);
    return day.isValid() && day.format('YYYY-MM-DD') === value ? day : undefined;
  }
  const at = parseBusinessTime(value, bound);
  return at ? toPickerTime(at) : undefined;
}

/** The form value of one bound of a range field; undefined when the text is not usable. */
function rangeBound(field: FieldDef, text: string, bound: 'start' | 'end'): unknown {
  if (field.kind === 'date' || field.kind === 'datetime') return boundValue(field, text, bound);
  if (field.kind === 'int' || field.kind === 'decimal') return Number(text.trim());
  return text.trim();
}

function rangeFilter(def: EntityDef, name: string, field: FieldDef, search: URLSearchParams) {
  const params: Record<string, string> = {};
  const value: unknown[] = [null, null];
  (['from', 'to'] as const).forEach((end, i) => {
    const param = `${name}_${end}`;
    const text = accepted(def, search, param);
    const bound = text === undefined ? undefined : rangeBound(field, text, end === 'from' ? 'start' : 'end');
    if (text === undefined || bound === undefined) return;
    params[param] = text;
    value[i] = bound;
  });
  return Object.keys(params).length ? { name, params, value } : undefined;
}

/** The form value of an eq or like filter; undefined when no form field can hold it. */
function singleValue(field: FieldDef, text: string): { ok: boolean; value?: unknown } {
  const value = text.trim();
  switch (field.kind) {
    case 'enum':
      return { ok: !!field.options?.some((o) => o.value === value), value };
    case 'bool':
      return { ok: true, value: value === 'true' || value === '1' ? 'true' : 'false' };
    case 'int':
    case 'decimal':
      return { ok: true, value: Number(value) };
    case 'ref': {
      if (field.ref?.field) return { ok: true, value };
      // 0 asks for records without one: no select holds it
      const id = Number(value);
      return { ok: true, value: id === 0 ? undefined : id };
    }
    case 'date':
    case 'datetime': {
      const at = boundValue(field, value, 'start');
      return { ok: !!at, value: at };
    }
    default:
      return { ok: true, value };
  }
}

function fieldFilter(
  def: EntityDef,
  name: string,
  field: FieldDef,
  search: URLSearchParams,
): AddressFilter | undefined {
  if (field.search === 'range') return rangeFilter(def, name, field, search);
  const text = accepted(def, search, name);
  if (text === undefined) return undefined;
  if (field.search === 'in') {
    const value = field.kind === 'enum' ? text.split(',').filter(Boolean) : text.trim();
    return { name, params: { [name]: text }, value };
  }
  const { ok, value } = singleValue(field, text);
  return ok ? { name, params: { [name]: text }, value } : undefined;
}

/** Every usable filter of a definition in the address; other parameters (page, size, unknown names) are left. */
export function readAddressFilters(def: EntityDef, search: URLSearchParams): AddressFilter[] {
  const filters: AddressFilter[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    const filter = field.search ? fieldFilter(def, name, field, search) : undefined;
    if (filter) filters.push(filter);
  }
  const extra = [def.tree?.parent, CREATED_BY_FILTER].filter((n): n is string => !!n);
  for (const name of extra) {
    if (filters.some((f) => f.name === name)) continue;
    const text = accepted(def, search, name);
    if (text !== undefined) filters.push({ name, params: { [name]: text } });
  }
  return filters;
}

/** Whether a filter goes to a form holding these fields (its value is one the form can show). */
export function inForm(filter: AddressFilter, formFields: ReadonlySet<string>): boolean {
  return formFields.has(filter.name) && filter.value !== undefined;
}

/** The form values of filters. */
export function valuesOf(filters: readonly AddressFilter[]): Row {
  return Object.fromEntries(filters.map((f) => [f.name, f.value]));
}

/** The query parameters of filters, as the address gave them. */
export function paramsOf(filters: readonly AddressFilter[]): Record<string, string> {
  return Object.assign({}, ...filters.map((f) => f.params)) as Record<string, string>;
}

/** Search form values from the address (e.g. /enum/items?group_code=x): the filters a form can hold. */
export function searchValuesFromQuery(def: EntityDef, search: URLSearchParams): Row {
  const fields = new Set(Object.keys(def.fields));
  return valuesOf(readAddressFilters(def, search).filter((f) => inForm(f, fields)));
}
