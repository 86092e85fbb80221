import { formFonts } from '../declaration-print/form-fonts.ts';

type Doc = PDFKit.PDFDocument;

/** What the printed list shows: its head as label/value pairs and its lines as table rows. */
export interface InventoryPrint {
  title: string;
  head: [label: string, value: string][];
  lines: string[][];
}

// A4 landscape in points
const PAGE_W = 841.89;
const PAGE_H = 595.28;
const M = 28;
const W = PAGE_W - 2 * M;
const HEAD_ROW_H = 18;
const LINE_HEAD_H = 20;
const LINE_H = 18;
const FOOTER_H = 20;
export const LINE_HEADERS = [
  '序号',
  '备案序号',
  '料号',
  '商品编码',
  '商品名称',
  '规格型号',
  '数量',
  '单位',
  '单价',
  '总价',
  '币制',
  '原产国',
];
const WIDTHS = [0.04, 0.06, 0.1, 0.08, 0.17, 0.17, 0.08, 0.05, 0.07, 0.09, 0.05, 0.04];

function cell(doc: Doc, text: string, x: number, y: number, w: number, h: number, bold = false) {
  doc.rect(x, y, w, h).lineWidth(0.4).stroke('#555');
  doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(8)
    .fillColor('#000')
    .text(text, x + 3, y + (h - 9) / 2, { width: w - 6, height: h - 2, lineBreak: false, ellipsis: true });
}

/** The inventory list as an A4 landscape PDF: title, head grid, lines table repeated per page, page numbers. */
export async function renderInventoryPdf(form: InventoryPrint, printedAt: string): Promise<Buffer> {
  const fonts = formFonts();
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    autoFirstPage: false,
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: form.title },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const headRows = Math.ceil(form.head.length / 3);
  const tableY = M + 30 + headRows * HEAD_ROW_H + 10;
  const perPage = Math.max(1, Math.floor((PAGE_H - M - FOOTER_H - tableY - LINE_HEAD_H) / LINE_H));
  const pages = Math.max(1, Math.ceil(form.lines.length / perPage));
  for (let p = 0; p < pages; p++) {
    doc.addPage();
    doc.font('bold').fontSize(15).fillColor('#000').text(form.title, M, M, { width: W, align: 'center' });
    const colW = W / 3;
    form.head.forEach(([label, value], i) => {
      const x = M + (i % 3) * colW;
      const y = M + 30 + Math.floor(i / 3) * HEAD_ROW_H;
      cell(doc, label, x, y, colW * 0.38, HEAD_ROW_H, true);
      cell(doc, value, x + colW * 0.38, y, colW * 0.62, HEAD_ROW_H);
    });
    let x = M;
    LINE_HEADERS.forEach((h, i) => {
      cell(doc, h, x, tableY, W * WIDTHS[i]!, LINE_HEAD_H, true);
      x += W * WIDTHS[i]!;
    });
    form.lines.slice(p * perPage, (p + 1) * perPage).forEach((line, r) => {
      let cx = M;
      line.forEach((text, i) => {
        cell(doc, text, cx, tableY + LINE_HEAD_H + r * LINE_H, W * WIDTHS[i]!, LINE_H);
        cx += W * WIDTHS[i]!;
      });
    });
    doc
      .font('regular')
      .fontSize(8)
      .text(`打印时间 ${printedAt}    第 ${p + 1} 页 / 共 ${pages} 页`, M, PAGE_H - M - 10, {
        width: W,
        align: 'right',
      });
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
