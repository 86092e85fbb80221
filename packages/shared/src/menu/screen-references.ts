import type { EntityDef } from '../kit/define-entity.ts';
import { shows, type FieldDef } from '../kit/fields.ts';
import { entityByName, registry } from '../registry.ts';

/** A reference field an entity's screens draw, and the entity it reads. */
export interface ScreenReference {
  field: string;
  def: FieldDef;
  target: EntityDef;
}

/**
 * The reference fields an entity's screens draw as a picker, each reading the referenced entity: the
 * search form's (searchable), the dialog's (editable) and the view's (shown in the detail; the view draws
 * a read-only picker that reads the names too). A list's table shows the names the list answered
 * (`_display`) and reads nothing.
 */
export function screenReferences(def: EntityDef): ScreenReference[] {
  return Object.entries(def.fields).flatMap(([field, f]) => {
    const target = f.kind === 'ref' && f.ref ? entityByName(f.ref.entity) : undefined;
    const drawn = !!f.search || (shows(f, 'form') && !f.readonly) || shows(f, 'detail');
    return target && drawn ? [{ field, def: f, target }] : [];
  });
}

let readers: Map<string, Set<string>> | undefined;

/**
 * The read permissions (`<perm>:search`) of the pages whose screens draw a reference to the entity: who
 * may read it as a reference without holding its own page. Computed once from the definitions.
 */
export function referenceReaders(entityName: string): ReadonlySet<string> {
  if (!readers) {
    readers = new Map();
    for (const def of registry)
      for (const { target } of screenReferences(def)) {
        const codes = readers.get(target.name) ?? new Set<string>();
        codes.add(def.permissions.list);
        readers.set(target.name, codes);
      }
  }
  return readers.get(entityName) ?? new Set();
}

/**
 * Whether the holder of these permissions may read the entity's records as a reference of a page they
 * hold (a transport order's cities, a manifest's company). Granting a page grants the references its
 * screens need; the server applies it to the entity's read routes only (plugins/auth.ts).
 */
export function readsAsReference(permissions: ReadonlySet<string>, entityName: string): boolean {
  for (const code of referenceReaders(entityName)) if (permissions.has(code)) return true;
  return false;
}
