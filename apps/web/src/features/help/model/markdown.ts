/**
 * The small Markdown the help guides are written in, parsed into blocks the page draws as React elements
 * (never as HTML, so nothing in a guide can run or inject markup):
 *
 * - `# Title`, `## Topic {#id}`, `### Step {#id}`: headings; the `{#id}` is the anchor, the same in every
 *   language so a topic keeps its address when the language changes (without it: a slug of the text);
 * - paragraphs (lines joined), `- item` and `1. item` lists, `> tip` notes;
 * - `![alt](name.png)` alone on a line: a screenshot of `public/help/` (any other source is dropped);
 * - inline `**bold**`, `` `code` ``, `[text](/path)` (a page of the app), `[text](#id)` (a topic of this
 *   guide) and `[text](https://…)`; any other link target is kept as plain text.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; target: LinkTarget; children: Inline[] };

export type LinkTarget =
  { kind: 'page'; path: string } | { kind: 'anchor'; id: string } | { kind: 'external'; href: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; id: string; text: string; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'tip'; children: Inline[] }
  | { kind: 'image'; file: string; alt: string };

/** A screenshot's file name under public/help/. */
export const IMAGE_FILE = /^[a-z0-9][a-z0-9-]*\.png$/;
const HEADING = /^(#{1,3})\s+(.+?)(?:\s+\{#([a-z0-9][a-z0-9-]*)\})?\s*$/;
const IMAGE = /^!\[([^\]]*)\]\(([^)\s]+)\)\s*$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;
const TIP = /^>\s?(.*)$/;

/** An anchor made of a heading's text when it names none: ASCII words joined by dashes. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function linkTarget(href: string): LinkTarget | undefined {
  if (/^#[a-z0-9][a-z0-9-]*$/.test(href)) return { kind: 'anchor', id: href.slice(1) };
  if (/^\/[\w/.?=&%-]*$/.test(href) && !href.startsWith('//')) return { kind: 'page', path: href };
  if (/^https:\/\/[^\s"'<>]+$/.test(href)) return { kind: 'external', href };
  return undefined;
}

const INLINE = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** The inline marks of one paragraph, list item or heading. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const push = (item: Inline) => {
    const last = out.at(-1);
    if (item.kind === 'text' && last?.kind === 'text') last.text += item.text;
    else if (item.kind !== 'text' || item.text) out.push(item);
  };
  let at = 0;
  for (const m of text.matchAll(INLINE)) {
    push({ kind: 'text', text: text.slice(at, m.index) });
    at = m.index + m[0].length;
    const [, strong, code, label, href] = m;
    if (strong !== undefined) push({ kind: 'strong', children: parseInline(strong) });
    else if (code !== undefined) push({ kind: 'code', text: code });
    else if (label !== undefined && href !== undefined) {
      const target = linkTarget(href);
      if (target) push({ kind: 'link', target, children: parseInline(label) });
      else push({ kind: 'text', text: label });
    }
  }
  push({ kind: 'text', text: text.slice(at) });
  return out;
}

/** The plain text of inline marks (a heading's title in the search and the table of contents). */
export function plainText(inlines: readonly Inline[]): string {
  return inlines
    .map((i) => (i.kind === 'text' || i.kind === 'code' ? i.text : plainText(i.children)))
    .join('');
}

/** The blocks of a guide. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;
  let tip: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    if (tip.length) blocks.push({ kind: 'tip', children: parseInline(tip.join(' ')) });
    paragraph = [];
    list = undefined;
    tip = [];
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const image = IMAGE.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    const quote = TIP.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      const [, marks, title, id] = heading;
      const children = parseInline(title!);
      const text = plainText(children);
      const level = marks!.length as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, id: id ?? slug(text), text, children });
    } else if (image) {
      flush();
      const [, alt, file] = image;
      if (IMAGE_FILE.test(file!)) blocks.push({ kind: 'image', file: file!, alt: alt! });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      if (paragraph.length || tip.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (quote) {
      if (paragraph.length || list) flush();
      tip.push(quote[1]!);
    } else if (list && /^\s{2,}/.test(raw)) {
      // an indented line continues the list item above
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      if (list || tip.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** The headings of a guide (its title and topics), in order. */
export function headingsOf(blocks: readonly Block[]) {
  return blocks.filter((b): b is Extract<Block, { kind: 'heading' }> => b.kind === 'heading');
}
