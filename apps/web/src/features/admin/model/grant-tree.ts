/**
 * The resource-grant checkboxes of a role (tree of menus, pages and buttons). Each entry is checked on
 * its own, so a page may be granted with only some of its buttons, or none:
 * - checking an entry checks everything under it and everything above it (the server adds the
 *   ancestors too, so the tree shows what will be stored);
 * - unchecking an entry unchecks everything under it; the entries above stay.
 */

export interface GrantNode {
  id: number;
  children?: GrantNode[];
}

export interface GrantIndex {
  parent: Map<number, number>;
  children: Map<number, number[]>;
}

export function indexTree(tree: readonly GrantNode[]): GrantIndex {
  const index: GrantIndex = { parent: new Map(), children: new Map() };
  const walk = (nodes: readonly GrantNode[], parent?: number) => {
    for (const node of nodes) {
      if (parent !== undefined) index.parent.set(node.id, parent);
      index.children.set(
        node.id,
        (node.children ?? []).map((c) => c.id),
      );
      walk(node.children ?? [], node.id);
    }
  };
  walk(tree);
  return index;
}

function descendants(index: GrantIndex, id: number): number[] {
  const out: number[] = [];
  const stack = [...(index.children.get(id) ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    out.push(next);
    stack.push(...(index.children.get(next) ?? []));
  }
  return out;
}

function ancestors(index: GrantIndex, id: number): number[] {
  const out: number[] = [];
  for (let at = index.parent.get(id); at !== undefined && !out.includes(at); at = index.parent.get(at))
    out.push(at);
  return out;
}

/** The checked set after checking (on) or unchecking one entry. */
export function toggleGrant(
  index: GrantIndex,
  checked: ReadonlySet<number>,
  id: number,
  on: boolean,
): Set<number> {
  const next = new Set(checked);
  if (on) for (const x of [id, ...descendants(index, id), ...ancestors(index, id)]) next.add(x);
  else for (const x of [id, ...descendants(index, id)]) next.delete(x);
  return next;
}

/** The checked ids that the tree knows (grants of entries no longer in the tree are dropped). */
export function knownIds(index: GrantIndex, ids: readonly number[]): Set<number> {
  return new Set(ids.filter((id) => index.children.has(id)));
}
