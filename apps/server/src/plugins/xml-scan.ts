/** Why a scanned XML part is refused. */
export class XmlScanError extends Error {
  constructor(readonly reason: 'run' | 'depth' | 'entity') {
    super(`xml ${reason}`);
  }
}

const enum S {
  Text,
  TagStart,
  Name,
  Attrs,
  Quoted,
  Bang,
  Comment,
  CData,
  Pi,
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const QUESTION = 0x3f;
const BANG = 0x21;
const COLON = 0x3a;
const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/**
 * A byte-by-byte pass over an XML part as it is inflated, holding nothing but its state: it refuses a
 * DOCTYPE or entity declaration, a text, attribute, comment or CDATA run longer than `maxRun` bytes
 * and nesting deeper than `maxDepth`, and counts the start tags whose local name is in `counted`
 * (`row`, `c`, `f` of a sheet). Chunks may split a tag anywhere.
 */
export class XmlScan {
  readonly counts = new Map<string, number>();
  private state = S.Text;
  private run = 0;
  private depth = 0;
  private closing = false;
  private selfClosing = false;
  private quote = 0;
  private name = new Uint8Array(32);
  private nameLength = 0;
  private bang = '';
  private tail = 0;
  private readonly targets: { name: string; bytes: Buffer }[];

  constructor(
    private readonly maxRun: number,
    private readonly maxDepth: number,
    counted: readonly string[],
  ) {
    this.targets = counted.map((name) => ({ name, bytes: Buffer.from(name) }));
  }

  push(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      switch (this.state) {
        case S.Text:
          if (b === LT) {
            this.state = S.TagStart;
            this.run = 0;
          } else this.grow();
          break;
        case S.TagStart:
          this.closing = b === SLASH;
          this.selfClosing = false;
          this.nameLength = 0;
          if (b === QUESTION) this.state = S.Pi;
          else if (b === BANG) {
            this.state = S.Bang;
            this.bang = '';
          } else {
            this.state = S.Name;
            if (!this.closing) this.addName(b);
          }
          break;
        case S.Name:
          if (isSpace(b)) this.state = S.Attrs;
          else if (b === GT) this.endTag();
          else if (b === SLASH) this.selfClosing = true;
          else this.addName(b);
          break;
        case S.Attrs:
          this.grow();
          if (b === 0x22 || b === 0x27) {
            this.quote = b;
            this.state = S.Quoted;
          } else if (b === GT) this.endTag();
          else this.selfClosing = b === SLASH;
          break;
        case S.Quoted:
          this.grow();
          if (b === this.quote) this.state = S.Attrs;
          break;
        case S.Bang:
          this.bang += String.fromCharCode(b);
          if (this.bang === '--') {
            this.state = S.Comment;
            this.tail = 0;
          } else if (this.bang === '[CDATA[') {
            this.state = S.CData;
            this.tail = 0;
          } else if (!'--'.startsWith(this.bang) && !'[CDATA['.startsWith(this.bang))
            throw new XmlScanError('entity'); // <!DOCTYPE, <!ENTITY, <!ELEMENT …
          break;
        case S.Comment:
        case S.CData:
          this.grow();
          // the last three bytes, packed: "-->" or "]]>" ends the section
          this.tail = ((this.tail << 8) | b) & 0xffffff;
          if (this.tail === (this.state === S.Comment ? 0x2d2d3e : 0x5d5d3e)) {
            this.state = S.Text;
            this.run = 0;
          }
          break;
        case S.Pi:
          this.grow();
          if (b === GT) {
            this.state = S.Text;
            this.run = 0;
          }
          break;
      }
    }
  }

  /** Whether the part ended outside a tag with every element closed. */
  get balanced(): boolean {
    return this.state === S.Text && this.depth === 0;
  }

  private grow() {
    if (++this.run > this.maxRun) throw new XmlScanError('run');
  }

  private addName(b: number) {
    if (b === COLON) {
      this.nameLength = 0; // keep the local name only
      return;
    }
    if (this.nameLength < this.name.length) this.name[this.nameLength] = b;
    this.nameLength++;
  }

  private endTag() {
    this.state = S.Text;
    this.run = 0;
    if (this.closing) {
      this.depth--;
      return;
    }
    if (!this.selfClosing && ++this.depth > this.maxDepth) throw new XmlScanError('depth');
    for (const target of this.targets) {
      if (target.bytes.length !== this.nameLength) continue;
      let same = true;
      for (let k = 0; k < this.nameLength && same; k++) same = target.bytes[k] === this.name[k];
      if (same) this.counts.set(target.name, (this.counts.get(target.name) ?? 0) + 1);
    }
  }
}
