/**
 * Field errors of a declaration, as the server and the shared checks name them
 * (`head.gross_weight`, `goods[3].decl_total`, `containers[0].container_no`), sorted to where the
 * editor shows them: head fields on the form, line fields on their table cell, the rest on top.
 */

export const LINE_TABLES = ['goods', 'containers', 'licences', 'documents'] as const;
export type LineTable = (typeof LINE_TABLES)[number];

export interface PlacedErrors {
  head: Record<string, string>;
  /** table → line index (0-based) → field → message. */
  lines: Record<LineTable, Record<number, Record<string, string>>>;
  /** Errors that belong to no field shown (a whole table, an unknown path). */
  other: string[];
}

export function emptyErrors(): PlacedErrors {
  return { head: {}, lines: { goods: {}, containers: {}, licences: {}, documents: {} }, other: [] };
}

const LINE_PATH = /^(goods|containers|licences|documents)\[(\d+)\]\.(\w+)$/;
const HEAD_PATH = /^(?:head\.)?(\w+)$/;

/** Sorts `{ path: message }` to the head, the cells and the rest. */
export function placeErrors(
  errors: Record<string, string> | undefined,
  headFields?: ReadonlySet<string>,
): PlacedErrors {
  const placed = emptyErrors();
  for (const [path, message] of Object.entries(errors ?? {})) {
    const line = LINE_PATH.exec(path);
    if (line) {
      const table = line[1] as LineTable;
      const index = Number(line[2]);
      (placed.lines[table][index] ??= {})[line[3]!] = message;
      continue;
    }
    const head = HEAD_PATH.exec(path);
    if (
      head &&
      !(LINE_TABLES as readonly string[]).includes(head[1]!) &&
      (!headFields || headFields.has(head[1]!))
    ) {
      placed.head[head[1]!] = message;
      continue;
    }
    placed.other.push(path.includes('.') || path.includes('[') ? `${path}: ${message}` : message);
  }
  return placed;
}

/** How many errors there are in all. */
export function errorCount(placed: PlacedErrors): number {
  const cells = Object.values(placed.lines).reduce(
    (n, table) => n + Object.values(table).reduce((m, row) => m + Object.keys(row).length, 0),
    0,
  );
  return Object.keys(placed.head).length + cells + placed.other.length;
}
