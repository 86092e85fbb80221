import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * Noto Sans SC (Noto Sans Hans, SIL OFL 1.1) from the @embedpdf/fonts-sc package: full OpenType CFF
 * files covering all CJK unified ideographs plus Latin. pdfkit embeds only the glyphs a document uses.
 */
const FONT_PACKAGE = '@embedpdf/fonts-sc';
export const FONT_FILES = { regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' } as const;

let cache: { regular: Buffer; bold: Buffer } | undefined;

/** The package's font folder (its exports map hides the files, so find them beside its entry point). */
export function fontDir(): string {
  const entry = createRequire(import.meta.url).resolve(FONT_PACKAGE);
  return path.join(path.dirname(entry), '..', 'fonts');
}

/** The two font files, read once per process (about 8 MB each). */
export function formFonts(): { regular: Buffer; bold: Buffer } {
  cache ??= {
    regular: fs.readFileSync(path.join(fontDir(), FONT_FILES.regular)),
    bold: fs.readFileSync(path.join(fontDir(), FONT_FILES.bold)),
  };
  return cache;
}
