import type { LocalizedText } from '../i18n/text.ts';
import type { FieldDef } from './fields.ts';

export interface EntityPermissions {
  list: string;
  view: string;
  add: string;
  edit: string;
  delete: string;
  export: string;
}

export interface EntityDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** URL segment and registry key: kebab-case English plural, e.g. 'exchange-rates'. */
  name: string;
  /** Database table name (snake_case). */
  table: string;
  label: LocalizedText;
  /** The field shown when another record refers to this one. */
  display: keyof F & string;
  fields: F;
  permissions: EntityPermissions;
  /** Data-scope columns (ARCHITECTURE.md §5). */
  scope?: { company?: keyof F & string; customer?: keyof F & string };
  /** A tree: the field holding the parent's id (0 or null = top level). */
  tree?: { parent: keyof F & string };
  /** Sets of fields that together must be unique. */
  unique?: (keyof F & string)[][];
  /** 'field,asc' or 'field,desc'; default 'id,desc'. */
  defaultSort?: string;
  /** Only listed and read through the generic API (logs). */
  readOnly?: boolean;
  /** Created and updated only through this workflow route (with its lines and checks); the generic POST and PUT answer 405. */
  writeVia?: string;
  /** The list screen's route path in the menu. */
  path?: string;
}

export interface EntityInput<F extends Record<string, FieldDef>> extends Omit<EntityDef<F>, 'permissions'> {
  /** Resource-code prefix: permissions are `${perm}:search`, `:add`, `:update`, `:delete`, `:export`. */
  perm: string;
}

/** Declares an entity once; everything else (schemas, table, routes, list screen) derives from it. */
export function defineEntity<F extends Record<string, FieldDef>>(input: EntityInput<F>): EntityDef {
  const { perm, ...def } = input;
  for (const [name, field] of Object.entries(def.fields)) {
    if (!/^[a-z][a-z0-9_]*$/.test(name))
      throw new Error(`${def.name}: field name "${name}" must be snake_case`);
    if (field.kind === 'enum' && !field.options?.length)
      throw new Error(`${def.name}.${name}: an enum needs options`);
  }
  if (!(def.display in def.fields))
    throw new Error(`${def.name}: display field "${def.display}" is not a field`);
  return {
    ...def,
    permissions: {
      list: `${perm}:search`,
      view: `${perm}:search`,
      add: `${perm}:add`,
      edit: `${perm}:update`,
      delete: `${perm}:delete`,
      export: `${perm}:export`,
    },
  };
}
