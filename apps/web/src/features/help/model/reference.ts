import {
  buildResourceTree,
  localize,
  registry,
  type EntityDef,
  type Lang,
  type ResourceNode,
} from '@app/shared';

/** One page of the reference: its menu title, address, buttons and (for a record list) its fields. */
export interface ReferencePage {
  code: string;
  title: string;
  path?: string;
  /** Opened from another page's list (a hidden route), not from the menu. */
  hidden: boolean;
  buttons: string[];
  /** Field labels a form or list shows; `required` ones must be filled. */
  fields: { label: string; required: boolean }[];
}

export interface ReferenceGroup {
  code: string;
  title: string;
  pages: ReferencePage[];
}

function fieldsOf(def: EntityDef | undefined, lang: Lang): ReferencePage['fields'] {
  if (!def) return [];
  return Object.values(def.fields)
    .filter((f) => !f.writeOnly && f.show?.form !== false && f.show?.table !== false)
    .map((f) => ({ label: localize(f.label, lang), required: !!f.required }));
}

function entityOf(node: ResourceNode): EntityDef | undefined {
  return registry.find(
    (d) => d.path === node.path && (d.resource === node.code || d.menu?.hidden?.code === node.code),
  );
}

/**
 * The reference of screens (功能参考): every menu group's pages as the resource tree defines them (the
 * same tree the server grants from), in a language. Generated, so it never drifts from the menus.
 */
export function buildReference(lang: Lang): ReferenceGroup[] {
  return buildResourceTree().map(({ root }) => ({
    code: root.code,
    title: localize(root.title, lang),
    pages: root.children
      .filter((n) => n.type !== '4')
      .map((n) => ({
        code: n.code,
        title: localize(n.title, lang),
        path: n.path,
        hidden: !!n.hidden,
        buttons: n.children.filter((b) => b.type === '4').map((b) => localize(b.title, lang)),
        fields: fieldsOf(entityOf(n), lang),
      })),
  }));
}
