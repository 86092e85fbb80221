import { formFonts } from './form-fonts.ts';
import type { FormCell, GoodsLine, PrintForm } from './print-form.ts';

type Doc = PDFKit.PDFDocument;

// A4 portrait in points; every page repeats the head, as the customs printout does
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const M = 22;
const W = PAGE_W - 2 * M;
const TOP_LINE_Y = 50;
const GRID_Y = 64;
const HEAD_ROW_H = [32, 28, 32, 28, 26];
const DOCS_H = 22;
const MARKS_H = 34;
const GOODS_HEAD_H = 20;
const GOODS_ROW_H = 34;
const FOOTER_H = 62;
const GOODS_Y = GRID_Y + HEAD_ROW_H.reduce((a, b) => a + b, 0) + DOCS_H + MARKS_H;
const FOOTER_Y = PAGE_H - M - FOOTER_H;
/** Goods items on one page: as many rows as fit between the head and the footer. */
export const GOODS_PER_PAGE = Math.floor((FOOTER_Y - GOODS_Y - GOODS_HEAD_H) / GOODS_ROW_H);
const GOODS_WIDTHS = [0.045, 0.095, 0.24, 0.12, 0.12, 0.1, 0.1, 0.12, 0.06];
const LINE = 0.6;
const THIN = 0.3;

const REGULAR = 'form-regular';
const BOLD = 'form-bold';

interface TextOpts {
  size?: number;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
  /** Lines allowed; the last one ends with an ellipsis when the text is longer. */
  lines?: number;
  color?: string;
}

/** Text inside a box, clipped to its width and to a number of lines. */
function put(doc: Doc, value: string, x: number, y: number, w: number, opts: TextOpts = {}) {
  if (!value) return;
  const size = opts.size ?? 8;
  const lines = opts.lines ?? 1;
  doc
    .font(opts.bold ? BOLD : REGULAR)
    .fontSize(size)
    .fillColor(opts.color ?? '#000');
  doc.text(value, x, y, {
    width: w,
    height: size * 1.5 * lines,
    ellipsis: true,
    align: opts.align ?? 'left',
    lineGap: 0,
  });
}

function hline(doc: Doc, y: number, x1 = M, x2 = M + W, width = LINE) {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor('#000').stroke();
}

function vline(doc: Doc, x: number, y1: number, y2: number, width = LINE) {
  doc.moveTo(x, y1).lineTo(x, y2).lineWidth(width).strokeColor('#000').stroke();
}

/** One row of labelled boxes; returns the row's bottom. */
function cellRow(doc: Doc, cells: FormCell[], y: number, h: number, valueLines: number): number {
  let x = M;
  for (const [i, c] of cells.entries()) {
    const w = c.w * W;
    if (i > 0) vline(doc, x, y, y + h);
    put(doc, c.label, x + 2, y + 2, w - 4, { size: 6.5, color: '#333' });
    put(doc, c.value, x + 3, y + 10.5, w - 6, { size: 7.5, lines: valueLines });
    x += w;
  }
  hline(doc, y + h);
  return y + h;
}

function goodsRow(doc: Doc, g: GoodsLine, y: number) {
  const xs: number[] = [];
  let x = M;
  for (const w of GOODS_WIDTHS) {
    xs.push(x);
    x += w * W;
  }
  const col = (i: number) => ({ x: xs[i]! + 2, w: GOODS_WIDTHS[i]! * W - 4 });
  const ty = y + 3;
  const stack = (i: number, values: string[]) => {
    const c = col(i);
    values.forEach((v, k) => put(doc, v, c.x, ty + k * 9.5, c.w, { size: 7 }));
  };
  put(doc, g.g_no, col(0).x, ty, col(0).w, { size: 7.5, align: 'center' });
  put(doc, g.code_ts, col(1).x, ty, col(1).w, { size: 7.5 });
  put(doc, g.name, col(2).x, ty, col(2).w, { size: 7.5 });
  put(doc, g.model, col(2).x, ty + 9.5, col(2).w, { size: 6.5, lines: 2 });
  stack(3, g.quantities);
  stack(4, [g.price, g.total, g.currency]);
  put(doc, g.origin, col(5).x, ty, col(5).w, { size: 7, lines: 3 });
  put(doc, g.destination, col(6).x, ty, col(6).w, { size: 7, lines: 3 });
  put(doc, g.district, col(7).x, ty, col(7).w, { size: 7, lines: 3 });
  put(doc, g.duty, col(8).x, ty, col(8).w, { size: 7, lines: 3 });
  hline(doc, y + GOODS_ROW_H, M, M + W, THIN);
}

/** Where the declaring unit's seal goes: over the right of its box (申报单位（签章）), as on the paper form. */
const SEAL_BOX = { dx: W * 0.62 - 128, dy: 17, w: 120, h: FOOTER_H - 18 };

interface PageOpts {
  pageNo: number;
  pages: number;
  printed: string;
  /** The declaring company's seal as a data URL (embedded once, drawn on every page); none when off. */
  seal?: string;
}

function page(doc: Doc, form: PrintForm, goods: GoodsLine[], { pageNo, pages, printed, seal }: PageOpts) {
  doc.addPage({ size: 'A4', margin: 0 });
  put(doc, form.title, M, 22, W, { size: 15, bold: true, align: 'center' });
  put(doc, `预录入编号：${form.qpSn}`, M, TOP_LINE_Y, 170, { size: 8 });
  put(doc, `海关编号：${form.entrySn}`, M + 170, TOP_LINE_Y, 150, { size: 8 });
  put(doc, `申报地海关：${form.customs}`, M + 320, TOP_LINE_Y, 160, { size: 8 });
  put(doc, `页码/页数：${pageNo}/${pages}`, M + W - 80, TOP_LINE_Y, 80, { size: 8, align: 'right' });

  // head boxes in the official order
  let y = GRID_Y;
  hline(doc, y);
  for (const [i, cells] of form.rows.entries()) y = cellRow(doc, cells, y, HEAD_ROW_H[i]!, 2);
  y = cellRow(doc, [{ label: '随附单证及编号', value: form.documents, w: 1 }], y, DOCS_H, 1);
  y = cellRow(doc, [{ label: '标记唛码及备注', value: form.marks, w: 1 }], y, MARKS_H, 2);

  // goods table
  let x = M;
  for (const [i, label] of form.goodsColumns.entries()) {
    const w = GOODS_WIDTHS[i]! * W;
    put(doc, label, x + 1, y + 2, w - 2, { size: 6.5, align: 'center', lines: 2 });
    x += w;
  }
  y += GOODS_HEAD_H;
  hline(doc, y);
  for (const g of goods) {
    goodsRow(doc, g, y);
    y += GOODS_ROW_H;
  }

  // footer: confirmations, declarant, customs endorsement
  const fy = FOOTER_Y;
  hline(doc, fy);
  put(doc, form.promises, M + 3, fy + 4, W - 6, { size: 7 });
  hline(doc, fy + 16);
  const split = M + W * 0.62;
  vline(doc, split, fy + 16, PAGE_H - M);
  put(doc, '申报人员              申报人员证号              电话', M + 3, fy + 20, W * 0.62 - 6, { size: 7 });
  put(doc, '兹申明对以上内容承担如实申报、依法纳税之法律责任', M + 3, fy + 31, W * 0.62 - 6, { size: 7 });
  put(doc, `申报单位：${form.declarant.replace('\n', ' ')}`, M + 3, fy + 42, W * 0.62 - 6, { size: 7 });
  put(doc, '申报单位（签章）', M + 3, fy + 52, W * 0.62 - 6, { size: 6.5, color: '#333' });
  put(doc, '海关批注及签章', split + 3, fy + 20, W * 0.38 - 6, { size: 7 });
  if (seal)
    doc.image(seal, M + SEAL_BOX.dx, fy + SEAL_BOX.dy, {
      fit: [SEAL_BOX.w, SEAL_BOX.h],
      align: 'center',
      valign: 'center',
    });

  // outer frame and the print time below it
  doc
    .rect(M, GRID_Y, W, PAGE_H - M - GRID_Y)
    .lineWidth(LINE)
    .strokeColor('#000')
    .stroke();
  put(doc, `打印时间：${printed}`, M, PAGE_H - M + 6, W, { size: 6, align: 'right', color: '#555' });
}

/**
 * The declaration form as an A4 PDF (one page per GOODS_PER_PAGE goods items, at least one page), with
 * the declaring unit's seal (a data URL) when given.
 */
export async function renderDeclarationPdf(
  form: PrintForm,
  printedAt: string,
  seal?: string,
): Promise<Buffer> {
  const fonts = formFonts();
  // loaded at the first print, not at start-up (about 18 MB)
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    autoFirstPage: false,
    size: 'A4',
    margin: 0,
    info: { Title: form.title, Subject: form.entrySn || form.qpSn, Creator: 'customs back office' },
  });
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const pages = Math.max(1, Math.ceil(form.goods.length / GOODS_PER_PAGE));
  for (let p = 0; p < pages; p++) {
    const goods = form.goods.slice(p * GOODS_PER_PAGE, (p + 1) * GOODS_PER_PAGE);
    page(doc, form, goods, { pageNo: p + 1, pages, printed: printedAt, seal });
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
