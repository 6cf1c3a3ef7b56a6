import { formatMoney } from '@shared/money';
import type { TaxRow } from './invoice-content.js';
import type { PdfText } from './pdf-text.js';
import { BODY_BOTTOM, COLUMNS, LEFT, MUTED, PAGE, RIGHT, RULE, right, text } from './document-page.js';

/** `8.25 %`: the rate as the documents print it. */
export const formatRate = (rate: number) => `${rate.toLocaleString('en-US', { maximumFractionDigits: 3 })} %`;

/** The shop's tax number under its address, when it has one; answers the next free height. */
export function drawTaxNumber(t: PdfText, taxNumber: string, y: number): number {
  return taxNumber ? y + t.draw(`Tax number: ${taxNumber}`, LEFT, y, 300, text.small) : y;
}

/**
 * A document's tax table: one row per rate (name, rate, the base it was taken on, the tax), and
 * their sum; nothing when there is no tax line. Answers the next free height.
 */
export function drawTaxTable(
  doc: PDFKit.PDFDocument,
  t: PdfText,
  title: string,
  rows: readonly TaxRow[],
  y: number,
): number {
  if (rows.length === 0) return y;
  const needed = (rows.length + 3) * t.lineHeight(text.body) + 30;
  if (y + needed > BODY_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const rateX = COLUMNS.qty.x;
  const baseX = COLUMNS.unit.x;
  y += t.draw(title, LEFT, y, RIGHT - LEFT, text.label) + 4;
  t.draw('TAX', LEFT, y, rateX - LEFT - 8, text.label);
  t.draw('RATE', rateX, y, COLUMNS.qty.width, right(text.label));
  t.draw('BASE', baseX, y, COLUMNS.unit.width, right(text.label));
  t.draw('TAX AMOUNT', COLUMNS.amount.x, y, COLUMNS.amount.width, right(text.label));
  y += t.lineHeight(text.label) + 4;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor(MUTED).stroke();
  y += 6;
  for (const row of rows) {
    t.draw(row.name, LEFT, y, rateX - LEFT - 8, text.body);
    t.draw(formatRate(row.rate), rateX, y, COLUMNS.qty.width, right(text.body));
    t.draw(formatMoney(row.base), baseX, y, COLUMNS.unit.width, right(text.body));
    y += t.draw(formatMoney(row.amount), COLUMNS.amount.x, y, COLUMNS.amount.width, right(text.body)) + 4;
    doc
      .moveTo(LEFT, y - 2)
      .lineTo(RIGHT, y - 2)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  y += 4;
  t.draw('Total tax', baseX, y, COLUMNS.unit.width, right(text.body));
  y +=
    t.draw(
      formatMoney(rows.reduce((sum, r) => sum + r.amount, 0)),
      COLUMNS.amount.x,
      y,
      COLUMNS.amount.width,
      right(text.body),
    ) + 16;
  return y;
}
