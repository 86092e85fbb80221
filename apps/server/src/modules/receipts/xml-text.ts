/** An element parsed by fast-xml-parser: its children by name. */
export type Node = Record<string, unknown>;

/** The text of a child element ('' when absent or empty). */
export function text(node: unknown, name: string): string {
  if (!node || typeof node !== 'object') return '';
  const v = (node as Node)[name];
  if (v === undefined || v === null) return '';
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v).trim();
  if (typeof v === 'object' && '#text' in (v as Node)) return String((v as Node)['#text']).trim();
  return '';
}

export const blankToNull = (s: string) => (s === '' ? null : s);

/** A child element (the first when repeated), or an empty node. */
export function child(node: unknown, name: string): Node {
  if (!node || typeof node !== 'object') return {};
  const v = (node as Node)[name];
  const first: unknown = Array.isArray(v) ? v[0] : v;
  return first && typeof first === 'object' ? (first as Node) : {};
}
