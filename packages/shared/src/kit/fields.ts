import type { LocalizedText } from '../i18n/text.ts';
import type { Check } from '../validators/types.ts';

export type FieldKind =
  'string' | 'text' | 'int' | 'decimal' | 'bool' | 'date' | 'datetime' | 'enum' | 'ref' | 'json';

/** How a field filters a list: exact, contains, a from/to range, or one of several values. */
export type SearchMode = 'eq' | 'like' | 'range' | 'in';

export interface EnumOption {
  value: string;
  label: LocalizedText;
}

/** Where a field shows; every place defaults to shown. */
export interface FieldShow {
  table?: boolean;
  form?: boolean;
  detail?: boolean;
  export?: boolean;
}

export interface FieldDef {
  kind: FieldKind;
  label: LocalizedText;
  required?: boolean;
  /** Maximum length of a string (and its column's varchar length). */
  length?: number;
  /** Decimal digits in all and after the point. */
  precision?: number;
  scale?: number;
  min?: number;
  max?: number;
  default?: string | number | boolean;
  /** Enum values, each with a label. */
  options?: readonly EnumOption[];
  /**
   * A string holding a comma-joined set of these values (several may be ticked: an appointment's task
   * types); forms show a checkbox group, lists the labels.
   */
  choices?: readonly EnumOption[];
  /** A reference to another entity: by its id (default) or by another unique field such as a code. */
  ref?: {
    entity: string;
    field?: string;
    filter?: Record<string, string>;
    /**
     * Where a form picks a record (not a search form): only the records the server will accept there, by
     * the same rule it checks (a transport order's task: an open one).
     */
    pick?: Record<string, string>;
  };
  /** A shared format check (credit code, container number, …). */
  check?: Check;
  /** Stored upper-cased (codes). */
  upperCase?: boolean;
  search?: SearchMode;
  sortable?: boolean;
  show?: FieldShow;
  /**
   * Taken by a create, never stored under its name, listed, exported nor answered (a new user's
   * password: the workflow's hook turns it into what is stored). Not part of an update.
   */
  writeOnly?: boolean;
  /** Set by the server, never by a create or an update. */
  readonly?: boolean;
  /** A decimal shown without the trailing zeros of its stored scale (10.00000 → 10); stored as it is. */
  trimZeros?: boolean;
  /** A valid example value (used by forms as a placeholder and by the contract test). */
  example?: string | number | boolean;
}

type Opts = Omit<FieldDef, 'kind' | 'label'>;

/** Field builders: `f.string(label, { length: 50, required: true, search: 'like' })`. */
export const f = {
  string: (label: LocalizedText, opts: Opts = {}): FieldDef => ({
    kind: 'string',
    label,
    length: 100,
    ...opts,
  }),
  text: (label: LocalizedText, opts: Opts = {}): FieldDef => ({ kind: 'text', label, length: 4000, ...opts }),
  int: (label: LocalizedText, opts: Opts = {}): FieldDef => ({ kind: 'int', label, ...opts }),
  decimal: (label: LocalizedText, precision: number, scale: number, opts: Opts = {}): FieldDef => ({
    kind: 'decimal',
    label,
    precision,
    scale,
    ...opts,
  }),
  bool: (label: LocalizedText, opts: Opts = {}): FieldDef => ({ kind: 'bool', label, ...opts }),
  date: (label: LocalizedText, opts: Opts = {}): FieldDef => ({ kind: 'date', label, ...opts }),
  datetime: (label: LocalizedText, opts: Opts = {}): FieldDef => ({ kind: 'datetime', label, ...opts }),
  enum: (label: LocalizedText, options: readonly EnumOption[], opts: Opts = {}): FieldDef => ({
    kind: 'enum',
    label,
    options,
    ...opts,
  }),
  ref: (
    label: LocalizedText,
    entity: string,
    opts: Opts & { field?: string; filter?: Record<string, string>; pick?: Record<string, string> } = {},
  ): FieldDef => {
    const { field, filter, pick, ...rest } = opts;
    return {
      kind: 'ref',
      label,
      ref: { entity, ...(field ? { field } : {}), ...(filter ? { filter } : {}), ...(pick ? { pick } : {}) },
      ...rest,
    };
  },
  json: (label: LocalizedText, opts: Opts = {}): FieldDef => ({
    kind: 'json',
    label,
    show: { table: false, export: false },
    ...opts,
  }),
};

/** Options from a plain map: `options({ '1': {zh:'启用', en:'Enabled'} })`. */
export function options(map: Record<string, LocalizedText>): EnumOption[] {
  return Object.entries(map).map(([value, label]) => ({ value, label }));
}

export function shows(field: FieldDef, where: keyof FieldShow): boolean {
  return field.show?.[where] !== false;
}

/** Common labels. */
export const L = {
  status: { zh: '状态', en: 'Status', es: 'Estado', ja: 'ステータス' },
  name: { zh: '名称', en: 'Name', es: 'Nombre', ja: '名前' },
  code: { zh: '编码', en: 'Code', es: 'Código', ja: 'コード' },
  sort: { zh: '排序', en: 'Sort', es: 'Orden', ja: '並び順' },
  note: { zh: '备注', en: 'Note', es: 'Nota', ja: '備考' },
  enabled: { zh: '启用', en: 'Enabled', es: 'Habilitado', ja: '有効' },
  disabled: { zh: '禁用', en: 'Disabled', es: 'Deshabilitado', ja: '無効' },
} satisfies Record<string, LocalizedText>;

/** 1 enabled / 0 disabled, as the spec's lookup records and settings use. */
export const ENABLED_OPTIONS = options({ '1': L.enabled, '0': L.disabled });
