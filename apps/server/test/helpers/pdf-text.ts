import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: number;
  /** The text of each page, its runs joined by spaces. */
  text: string[];
}

/** Reads a PDF the way a viewer does (pdf.js) and returns its page count and text. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<PdfText> {
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const text: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    text.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text };
}

/** The images each page of a PDF paints (pdf.js's operator list: image XObjects drawn). */
export async function pdfImagesPerPage(pdf: Buffer | Uint8Array): Promise<number[]> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const counts: number[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const ops = await (await doc.getPage(i)).getOperatorList();
    counts.push(ops.fnArray.filter((fn) => fn === OPS.paintImageXObject).length);
  }
  await doc.destroy();
  return counts;
}
