/**
 * A small writer of indented XML: elements in the order they are written, text escaped, characters XML 1.0
 * does not allow dropped. The same input always gives the same bytes.
 */
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Anything escapeXmlText changes: most values (codes, numbers, names) have none and are kept as they are. */
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF&<>]/;

export function escapeXmlText(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function escapeXmlAttr(text: string): string {
  return escapeXmlText(text).replace(/"/g, '&quot;');
}

export class XmlWriter {
  private readonly parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  private depth = 0;
  /** The indentation of each depth, made once. */
  private readonly pads: string[] = [''];

  constructor(private readonly indent = '  ') {}

  private pad() {
    return (this.pads[this.depth] ??= this.indent.repeat(this.depth));
  }

  private static attributes(attrs: Record<string, string> | undefined): string {
    if (!attrs) return '';
    return Object.entries(attrs)
      .map(([k, v]) => ` ${k}="${escapeXmlAttr(v)}"`)
      .join('');
  }

  open(name: string, attrs?: Record<string, string>): this {
    this.parts.push(`${this.pad()}<${name}${XmlWriter.attributes(attrs)}>\n`);
    this.depth++;
    return this;
  }

  close(name: string): this {
    this.depth--;
    this.parts.push(`${this.pad()}</${name}>\n`);
    return this;
  }

  /** `<Name>text</Name>`, or `<Name/>` when the text is empty; with attributes if given (`<Name a="v">`). */
  leaf(name: string, text: string, attrs?: Record<string, string>): this {
    const tag = attrs ? `${name}${XmlWriter.attributes(attrs)}` : name;
    this.parts.push(
      text === '' ? `${this.pad()}<${tag}/>\n` : `${this.pad()}<${tag}>${escapeXmlText(text)}</${name}>\n`,
    );
    return this;
  }

  /** An element with no children, written `<Name/>`. */
  empty(name: string): this {
    this.parts.push(`${this.pad()}<${name}/>\n`);
    return this;
  }

  toString(): string {
    return this.parts.join('');
  }
}
