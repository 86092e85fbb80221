import dayjs from 'dayjs';
import { cleanQuery, fromPickerTime, shows, toPickerTime, type EntityDef, type FieldDef } from '@app/shared';

/**
 * Form values ↔ what the API sends and takes, for a definition: dates as yyyy-MM-dd, date-times as
 * ISO text (in the pickers: business wall-clock time, whatever the browser's zone), numbers as numbers, decimals as text (no float rounding), references by id or by code,
 * empty values as null (create, update) or left out (search).
 */

export type Row = Record<string, unknown>;

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && !v.length);

/** One value as the API takes it; undefined for an empty value. */
export function toWire(field: FieldDef, value: unknown): unknown {
  if (isEmpty(value)) return undefined;
  // a picked date-time is business wall-clock time (toPickerTime): the instant it is there
  if (dayjs.isDayjs(value))
    return field.kind === 'date' ? value.format('YYYY-MM-DD') : fromPickerTime(value).toISOString();
  switch (field.kind) {
    case 'string':
    case 'text':
      return String(value).trim();
    case 'int': {
      const n = typeof value === 'number' ? value : Number(String(value).trim());
      return Number.isNaN(n) ? value : n;
    }
    case 'decimal':
      return typeof value === 'number' ? String(value) : String(value).trim();
    case 'bool':
      return value === true || value === 'true' || value === '1' || value === 1;
    case 'enum':
      return String(value);
    case 'ref': {
      if (field.ref?.field) return String(value).trim();
      const n = Number(value);
      return Number.isNaN(n) ? value : n;
    }
    default:
      return value;
  }
}

/** A search value in the query string: ranges as from/to, several values comma-joined. */
function searchValue(field: FieldDef, value: unknown): string | number | undefined {
  if (Array.isArray(value)) return value.map((v) => searchValue(field, v)).join(',') || undefined;
  const wire = toWire(field, value);
  return wire === undefined ? undefined : typeof wire === 'number' ? wire : String(wire);
}

/** The query parameters of a search form's values (empty ones removed). */
export function searchParamsOf(def: EntityDef, values: Row): Record<string, string | number> {
  const params: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.search) continue;
    const value = values[name];
    if (field.search === 'range') {
      const [from, to] = Array.isArray(value) ? value : [];
      params[`${name}_from`] = searchValue(field, from);
      params[`${name}_to`] = searchValue(field, to);
    } else {
      params[name] = searchValue(field, value);
    }
  }
  return cleanQuery(params) as Record<string, string | number>;
}

/** The fields a dialog edits: shown in forms and not set by the server. */
export function editableFields(def: EntityDef): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([, f]) => shows(f, 'form') && !f.readonly);
}

/**
 * A new record's values out of parameters a list always sends (EntityTable `fixed`): editable fields
 * only, and an enum only with one of its values (a comma list such as '1,2,3' filters, it is no value).
 */
export function presetOf(def: EntityDef, fixed: Row): Row {
  const values: Row = {};
  for (const [name, field] of editableFields(def)) {
    const value = fixed[name];
    if (isEmpty(value) || Array.isArray(value)) continue;
    if (field.kind === 'enum' && !field.options?.some((o) => o.value === String(value))) continue;
    values[name] = field.kind === 'enum' ? String(value) : value;
  }
  return values;
}

/** The body of a create (mode new) or an update (mode edit, with the version read). */
export function payloadOf(def: EntityDef, values: Row, version?: number): Row {
  const body: Row = {};
  for (const [name, field] of editableFields(def)) {
    if (!(name in values)) continue;
    const wire = toWire(field, values[name]);
    // an update may not empty a required field (the form refuses it first); leave it out
    if (wire === undefined && version !== undefined && field.required) continue;
    body[name] = wire ?? null;
  }
  if (version !== undefined) body.version = version;
  return body;
}

/** Initial dialog values: a record's values, or the definition's defaults for a new one. */
export function formValuesOf(def: EntityDef, record: Row | undefined, preset: Row = {}): Row {
  const values: Row = {};
  for (const [name, field] of Object.entries(def.fields)) {
    const value = record ? record[name] : field.default;
    if (value === undefined || value === null) continue;
    values[name] = field.choices
      ? String(value).split(',').filter(Boolean)
      : field.kind === 'enum'
        ? String(value)
        : field.kind === 'json'
          ? JSON.stringify(value, null, 2)
          : field.kind === 'datetime'
            ? (toPickerTime(value) ?? value)
            : value;
  }
  return { ...values, ...preset };
}
