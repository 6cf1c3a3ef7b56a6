import { formatMoney } from '@shared/money';
import type { CreditNoteContent } from './credit-note-content.js';
import { drawTaxNumber, drawTaxTable } from './tax-table.js';
import {
  BODY_BOTTOM,
  COLUMNS,
  LEFT,
  MUTED,
  PAGE,
  RIGHT,
  RULE,
  drawFooters,
  openDocument,
  right,
  text,
} from './document-page.js';

/**
 * Draws a credit note as a PDF, with the invoice's page, fonts (every script the invoice can
 * show) and worker threads: a header naming the invoice it corrects, the units refunded with
 * their amounts, and the total given back.
 */
export async function renderCreditNotePdf(c: CreditNoteContent): Promise<Buffer> {
  const { doc, t, finish } = openDocument({
    Title: `Credit note ${c.creditNoteNumber}`,
    Subject: `Invoice ${c.invoiceNumber}, order ${c.orderNumber}`,
    Author: c.shop.name,
    Creator: c.shop.name,
  });
  const rule = (y: number, color = RULE, width = 0.75) =>
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke();

  let left = PAGE.margin;
  left += t.draw(c.shop.name, LEFT, left, 300, text.shop) + 4;
  for (const line of c.shop.address) left += t.draw(line, LEFT, left, 300, text.small);
  left = drawTaxNumber(t, c.shop.taxNumber, left);
  let top = PAGE.margin;
  top += t.draw('CREDIT NOTE', RIGHT - 220, top, 220, text.title) + 8;
  for (const [label, value] of [
    ['Credit note number', c.creditNoteNumber],
    ['Credit note date', c.creditNoteDate],
    ['Corrects invoice', c.invoiceNumber],
    ['Invoice date', c.invoiceDate],
    ['Order number', c.orderNumber],
  ] as const) {
    t.draw(label, RIGHT - 250, top, 120, text.small);
    top += t.draw(value, RIGHT - 130, top, 130, right(text.body));
  }
  let y = Math.max(left, top) + 14;
  rule(y);
  y += 28;
  y += t.draw('CREDITED TO', LEFT, y, 250, text.label) + 2;
  for (const line of c.billTo) y += t.draw(line, LEFT, y, 280, text.body);
  y += 12;
  y += t.draw('REASON', LEFT, y, 250, text.label) + 2;
  y += t.draw(c.reason, LEFT, y, RIGHT - LEFT, text.body) + 20;

  const header = (at: number) => {
    t.draw('REFUNDED ITEM', COLUMNS.item.x, at, COLUMNS.item.width, text.label);
    t.draw('QTY', COLUMNS.qty.x, at, COLUMNS.qty.width, right(text.label));
    t.draw('UNIT PRICE', COLUMNS.unit.x, at, COLUMNS.unit.width, right(text.label));
    t.draw('REFUNDED', COLUMNS.amount.x, at, COLUMNS.amount.width, right(text.label));
    const below = at + t.lineHeight(text.label) + 4;
    rule(below, MUTED);
    return below + 6;
  };
  y = header(y);
  const rows = [
    ...c.lines.map((l) => ({ name: l.name, qty: String(l.qty), unit: formatMoney(l.unitPrice), amount: l.amount })),
    ...(c.shipping > 0 ? [{ name: 'Shipping', qty: '', unit: '', amount: c.shipping }] : []),
    ...(c.other > 0 || (c.lines.length === 0 && c.shipping === 0)
      ? [{ name: c.lines.length === 0 ? 'Refund' : 'Further refund', qty: '', unit: '', amount: c.other }]
      : []),
  ];
  for (const row of rows) {
    const height = t.height(row.name, COLUMNS.item.width, text.body) + 10;
    if (y + height > BODY_BOTTOM) {
      doc.addPage();
      y = header(PAGE.margin);
    }
    t.draw(row.name, COLUMNS.item.x, y, COLUMNS.item.width, text.body);
    t.draw(row.qty, COLUMNS.qty.x, y, COLUMNS.qty.width, right(text.body));
    t.draw(row.unit, COLUMNS.unit.x, y, COLUMNS.unit.width, right(text.body));
    t.draw(`-${formatMoney(row.amount)}`, COLUMNS.amount.x, y, COLUMNS.amount.width, right(text.body));
    y += height;
    rule(y - 5, RULE, 0.5);
  }
  if (y + 90 > BODY_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const labelX = COLUMNS.qty.x - 60;
  y += 10;
  t.draw('Total refunded', labelX, y, COLUMNS.amount.x - labelX - 8, right(text.total));
  y += t.draw(`-${formatMoney(c.total)}`, COLUMNS.amount.x, y, COLUMNS.amount.width, right(text.total)) + 24;
  y = drawTaxTable(doc, t, 'TAX REFUNDED (INCLUDED IN THE AMOUNTS ABOVE)', c.taxLines, y);
  if (y + 40 > BODY_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  y += t.draw(`Refunded to the ${c.paymentMethod} used for the order.`, LEFT, y, RIGHT - LEFT, text.body);
  t.draw(
    c.pricesIncludeTax
      ? 'Amounts include VAT; discounts are shared across the lines they applied to.'
      : 'Amounts include the tax that was added to them; discounts are shared across the lines they applied to.',
    LEFT,
    y,
    RIGHT - LEFT,
    text.small,
  );

  drawFooters(doc, t, `${c.shop.name} · Credit note ${c.creditNoteNumber} · Invoice ${c.invoiceNumber}`);
  return finish();
}
