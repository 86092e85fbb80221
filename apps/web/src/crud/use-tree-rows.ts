import { useCallback, useMemo, useState, type Key } from 'react';
import type { Row } from './entity-values.ts';

export interface TreeRowsOptions {
  hasChildren: (row: Row) => boolean;
  loadChildren: (row: Row) => Promise<Row[]>;
}

/** Deeper than this, rows are shown without children (a cycle in the data must not hang the page). */
const MAX_DEPTH = 32;

/**
 * Tree rows of a list: a row's children load when it first opens and are attached below it; `reopen`
 * loads the open rows' children again (after a reload). Without `tree` the rows pass through.
 */
export function useTreeRows(
  tree: TreeRowsOptions | undefined,
  rows: Row[],
  rowKey: string,
  onError: (error: unknown) => void,
) {
  const [loaded, setLoaded] = useState<ReadonlyMap<Key, Row[]>>(new Map());
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const keyOf = useCallback((row: Row) => row[rowKey] as Key, [rowKey]);

  const openRow = useCallback(
    async (row: Row) => {
      if (!tree) return;
      try {
        const list = await tree.loadChildren(row);
        setLoaded((map) => new Map(map).set(keyOf(row), list));
      } catch (error) {
        onError(error);
      }
    },
    [tree, keyOf, onError],
  );

  const data = useMemo(() => {
    if (!tree) return rows;
    const attach = (list: Row[], depth: number): Row[] =>
      list.map((row) =>
        tree.hasChildren(row) && depth < MAX_DEPTH
          ? { ...row, children: attach(loaded.get(keyOf(row)) ?? [], depth + 1) }
          : { ...row, children: undefined },
      );
    return attach(rows, 0);
  }, [tree, rows, loaded, keyOf]);

  const reopen = useCallback(() => {
    if (!tree) return;
    const all = new Map<Key, Row>();
    const walk = (list: Row[]) =>
      list.forEach((row) => {
        all.set(keyOf(row), row);
        walk((row.children as Row[] | undefined) ?? []);
      });
    walk(data);
    for (const key of expanded) {
      const row = all.get(key);
      if (row) void openRow(row);
    }
  }, [tree, data, expanded, keyOf, openRow]);

  /** The table's expand handler: remembers open rows and loads a row's children the first time. */
  const onExpand = useCallback(
    (open: boolean, row: Row) => {
      const key = keyOf(row);
      setExpanded((keys) => (open ? [...keys, key] : keys.filter((k) => k !== key)));
      if (open && !loaded.has(key)) void openRow(row);
    },
    [keyOf, loaded, openRow],
  );

  return { data, expanded, onExpand, reopen };
}
