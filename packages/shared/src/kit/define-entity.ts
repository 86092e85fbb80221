import type { LocalizedText } from '../i18n/text.ts';
import type { FieldDef } from './fields.ts';
import type { MenuGroupKey } from '../menu/menu-groups.ts';
import { resolveMoves, type MoveInput, type Workflow } from './moves.ts';

/** The standard buttons of an entity page, with their titles (the suffix of each permission code). */
export const STANDARD_BUTTONS = {
  search: { zh: '查询', en: 'Search', es: 'Buscar', ja: '検索' },
  add: { zh: '新增', en: 'Add', es: 'Añadir', ja: '追加' },
  update: { zh: '修改', en: 'Edit', es: 'Editar', ja: '編集' },
  delete: { zh: '删除', en: 'Delete', es: 'Eliminar', ja: '削除' },
  export: { zh: '导出', en: 'Export', es: 'Exportar', ja: 'エクスポート' },
} as const satisfies Record<string, LocalizedText>;

/** Where an entity's list page sits in the menu (the resource tree is built from these). */
export interface EntityMenu {
  /** The top menu group; the page hangs under that group's directory. */
  group: MenuGroupKey;
  /** Place among the group's pages: larger first (resources.sort). */
  sort: number;
  icon?: string;
  /** The menu title when it differs from the entity's label ('角色管理' for the role page). */
  title?: LocalizedText;
  /**
   * A hidden route (type '3') opened from another page, with no buttons of its own (its calls use
   * the permissions of that page); `code` then names the route's own resource.
   */
  hidden?: { code: string };
}

/** A button resource (type '4') under the entity's page: its permission code and title. */
export interface EntityButton {
  code: string;
  title: LocalizedText;
}

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
  /** Data-scope columns (docs/architecture.md, "Identity, permission, data scope"). */
  scope?: {
    company?: keyof F & string;
    customer?: keyof F & string;
    /**
     * A partner creates records too and names the company that serves them (an appointment's
     * affiliated company); the entity's hooks check that the company serves the partner's customer.
     */
    partnerPicksCompany?: boolean;
    /**
     * Rows a partner never sees although they are its own: a document staff are still preparing (a draft
     * statement). Listed, read and changed as if they did not exist.
     */
    partnerHidden?: { field: keyof F & string; values: readonly string[] };
    /**
     * The warehouse a record belongs to: the column holding its id (`id` for a warehouse itself) or its
     * code. A staff user given warehouse codes sees only those warehouses' records; one without, the
     * company's.
     */
    warehouse?: { field: (keyof F & string) | 'id'; holds: 'id' | 'code' };
  };
  /** A tree: the field holding the parent's id (0 or null = top level). */
  tree?: { parent: keyof F & string };
  /** Sets of fields that together must be unique. */
  unique?: (keyof F & string)[][];
  /**
   * Lines of a parent record that can hold 100,000 rows each (a book's goods), listed within their parent:
   * each searchable field is indexed after the parent's column (or not at all when a unique set already
   * starts with both), and a contains-search (`like`) gets a trigram index, which serves \`ILIKE '%…%'\`.
   * Without it every searchable field has a b-tree of its own.
   */
  linesOf?: keyof F & string;
  /**
   * Fields whose own b-tree differs from the default (one per searchable, reference and scope field):
   * `false` none (a filter of a few values, or one a composite index of a migration serves), `'sparse'`
   * only the rows holding a value (`where <field> is not null`: a column most rows leave empty). A table
   * written in bulk keeps only what its lists, summaries and lookups read (each index costs every insert).
   */
  fieldIndexes?: Partial<Record<keyof F & string, false | 'sparse'>>;
  /** 'field,asc' or 'field,desc'; default 'id,desc'. */
  defaultSort?: string;
  /** Only listed and read through the generic API (logs). */
  readOnly?: boolean;
  /**
   * Created and updated by its workflow (with its lines and checks): the module registers
   * `POST /api/<name>` and `PUT /api/<name>/{id}` itself and the engine serves list, record, delete and export.
   */
  workflowWrites?: boolean;
  /** The list screen's route path in the menu. */
  path?: string;
  /** The page's resource code (the permission prefix); its menu entry when `menu` is set. */
  resource: string;
  menu?: EntityMenu;
  /** The page's button resources: the standard ones (search and export only when read-only) and the extra ones. */
  buttons: EntityButton[];
  /** A document's states and moves (`kit/moves.ts`): served, drawn and granted by the engine. */
  workflow?: Workflow;
  /**
   * A document deleted only in some states (a declaration while a draft): the engine refuses to delete
   * a record in any other state (409 naming it and its state) and the lists offer delete only on the
   * rows it allows (`deletableNow`).
   */
  deletable?: { state: string; states: readonly string[] };
}

/** Whether a record's state lets it be deleted (always, for an entity that declares no `deletable`). */
export function deletableNow(def: Pick<EntityDef, 'deletable'>, row: Record<string, unknown>): boolean {
  const rule = def.deletable;
  return !rule || rule.states.includes(String(row[rule.state] ?? ''));
}

export interface EntityInput<F extends Record<string, FieldDef>, B extends string = never> extends Omit<
  EntityDef<F>,
  'permissions' | 'resource' | 'buttons' | 'workflow' | 'deletable'
> {
  /** Resource-code prefix: permissions are `${perm}:search`, `:add`, `:update`, `:delete`, `:export`. */
  perm: string;
  /** Extra buttons of the page beyond the standard ones: `${perm}:${key}` with its title (send, print, ...). */
  buttons?: Record<B, LocalizedText>;
  /**
   * A document's workflow: the enum field holding its state, its moves by name (each naming one of the
   * permissions above) and the type its history is logged under.
   */
  workflow?: {
    state: keyof F & string;
    docType: string;
    moves: Record<string, MoveInput<string, keyof EntityPermissions | NoInfer<B>>>;
  };
  /** The enum field holding the state and the states in which a record may be deleted. */
  deletable?: { state: keyof F & string; states: readonly string[] };
}

/** An entity's permission codes: the standard ones and one per extra button. */
export type EntityPermissionsOf<B extends string> = EntityPermissions & Record<B, string>;

/** Declares an entity once; everything else (schemas, table, routes, list screen, menu) derives from it. */
export function defineEntity<F extends Record<string, FieldDef>, B extends string = never>(
  input: EntityInput<F, B>,
): EntityDef & { permissions: EntityPermissionsOf<B> } {
  const { perm, buttons: extra, workflow, ...def } = input;
  for (const [name, field] of Object.entries(def.fields)) {
    if (!/^[a-z][a-z0-9_]*$/.test(name))
      throw new Error(`${def.name}: field name "${name}" must be snake_case`);
    if (field.writeOnly && (field.search || field.sortable || field.readonly))
      throw new Error(`${def.name}.${name}: a write-only field is neither searched, sorted nor read-only`);
    if (field.kind === 'enum' && !field.options?.length)
      throw new Error(`${def.name}.${name}: an enum needs options`);
  }
  if (!(def.display in def.fields))
    throw new Error(`${def.name}: display field "${def.display}" is not a field`);
  if (def.deletable) {
    const values = def.fields[def.deletable.state]?.options?.map((o) => o.value) ?? [];
    const unknown = def.deletable.states.find((s) => !values.includes(s));
    if (!values.length || unknown !== undefined)
      throw new Error(`${def.name}: deletable state "${unknown ?? def.deletable.state}" is not an option`);
  }
  for (const name of Object.keys(def.fieldIndexes ?? {}))
    if (!(name in def.fields)) throw new Error(`${def.name}: fieldIndexes names "${name}", not a field`);
  if (def.linesOf && !(def.linesOf in def.fields))
    throw new Error(`${def.name}: linesOf "${def.linesOf}" is not a field`);
  const extraEntries = Object.entries<LocalizedText>(extra ?? ({} as Record<B, LocalizedText>));
  for (const [key] of extraEntries)
    if (key in STANDARD_BUTTONS || ['list', 'view', 'edit'].includes(key))
      throw new Error(`${def.name}: extra button "${key}" repeats a standard permission`);
  const standard = Object.entries(STANDARD_BUTTONS).filter(
    ([key]) => !def.readOnly || key === 'search' || key === 'export',
  );
  const permissions = {
    list: `${perm}:search`,
    view: `${perm}:search`,
    add: `${perm}:add`,
    edit: `${perm}:update`,
    delete: `${perm}:delete`,
    export: `${perm}:export`,
    ...Object.fromEntries(extraEntries.map(([key]) => [key, `${perm}:${key}`])),
  } as EntityPermissionsOf<B>;
  return {
    ...def,
    resource: perm,
    permissions,
    buttons: [...standard, ...extraEntries].map(([key, title]) => ({ code: `${perm}:${key}`, title })),
    ...(workflow
      ? {
          workflow: {
            state: workflow.state,
            docType: workflow.docType,
            moves: resolveMoves(def.name, def.fields, permissions, workflow.state, workflow.moves),
          },
        }
      : {}),
  };
}
