import { subtractAmounts } from '@app/shared';
import type { DbOrTx } from '../../../db/client.ts';
import { formFonts } from '../../declaration-print/form-fonts.ts';
import type { StatementRow } from './statement-actions.ts';
import { LINE_COLUMNS, lineBatches, statementHeader, statementTotals } from './statement-print.ts';

type Doc = PDFKit.PDFDocument;
const REGULAR = 'NotoSansSC';
const BOLD = 'NotoSansSC-Bold';
/** A4 landscape in points, and the margin. */
const PAGE_W = 841.89;
const PAGE_H = 595.28;
const M = 28;
const ROW_H = 14;
const FONT = 7.5;

/** The columns' widths scaled to the page. */
const widths = (() => {
  const total = LINE_COLUMNS.reduce((s, c) => s + c.width, 0);
  return LINE_COLUMNS.map((c) => (c.width / total) * (PAGE_W - 2 * M));
})();

function tableHead(doc: Doc, y: number): number {
  doc.font(BOLD).fontSize(FONT);
  let x = M;
  LINE_COLUMNS.forEach((c, i) => {
    doc.text(c.header, x + 2, y + 3, { width: widths[i]! - 4, lineBreak: false });
    x += widths[i]!;
  });
  doc
    .moveTo(M, y + ROW_H)
    .lineTo(PAGE_W - M, y + ROW_H)
    .lineWidth(0.6)
    .stroke();
  doc.font(REGULAR);
  return y + ROW_H;
}

/**
 * The statement as an A4 landscape PDF in the CJK font the declaration print uses: the company's title,
 * the header (statement no., party, period, currency, due date, notice code, the bank account of the
 * company's enabled cashier), the lines in batches (a new page with the table head as the page fills)
 * and the totals.
 */
export async function renderStatementPdf(db: DbOrTx, s: StatementRow): Promise<Buffer> {
  const fonts = formFonts();
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: M,
    info: { Title: `对账单 ${s.statement_no ?? ''}`, Creator: 'customs back office' },
  });
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const header = await statementHeader(db, s);
  doc
    .font(BOLD)
    .fontSize(14)
    .text(header.title, M, M, { width: PAGE_W - 2 * M, align: 'center' });
  let y = M + 26;
  doc.font(REGULAR).fontSize(8.5);
  header.rows.forEach(([label, value], i) => {
    const x = M + (i % 2) * ((PAGE_W - 2 * M) / 2);
    doc.text(`${label}：${value}`, x, y, { width: (PAGE_W - 2 * M) / 2 - 8, lineBreak: false });
    if (i % 2 === 1 || i === header.rows.length - 1) y += 13;
  });
  y = tableHead(doc, y + 6);
  for await (const batch of lineBatches(db, s.id)) {
    for (const line of batch) {
      if (y + ROW_H > PAGE_H - M) {
        doc.addPage();
        y = tableHead(doc, M);
      }
      doc.fontSize(FONT);
      let x = M;
      LINE_COLUMNS.forEach((c, i) => {
        const v = c.value(line);
        const text = typeof v === 'number' ? String(c.header === '数量' ? line.quantity : v) : v;
        doc.text(text, x + 2, y + 3, { width: widths[i]! - 4, lineBreak: false });
        x += widths[i]!;
      });
      y += ROW_H;
    }
  }
  const open = subtractAmounts(s.total_amount ?? '0', s.paid_amount ?? '0');
  if (y + 20 > PAGE_H - M) {
    doc.addPage();
    y = M;
  }
  doc.font(BOLD).fontSize(9);
  doc.text(
    statementTotals(s, open)
      .map(([l, v]) => `${l}：${v}`)
      .join('    '),
    M,
    y + 8,
    { width: PAGE_W - 2 * M, align: 'right', lineBreak: false },
  );
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
