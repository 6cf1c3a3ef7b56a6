import { formatMoney } from '@shared/money';
import type { InvoiceContent } from './invoice-content.js';
import type { PdfText } from './pdf-text.js';
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
 * Draws an invoice as a PDF (pdfkit; no browser), in a document worker thread (providers/documents).
 * Everything on it comes from `content`; the fonts are the ones invoice-fonts.ts loads once per
 * thread.
 */
export async function renderInvoicePdf(content: InvoiceContent): Promise<Buffer> {
  const { doc, t, finish } = openDocument({
    Title: `Invoice ${content.invoiceNumber}`,
    Subject: `Order ${content.orderNumber}`,
    Author: content.shop.name,
    Creator: content.shop.name,
  });
  let y = header(doc, t, content);
  y = billTo(t, content, y + 28);
  y = itemTable(doc, t, content, y + 24);
  totals(doc, t, content, y);
  drawFooters(doc, t, `${content.shop.name} · Invoice ${content.invoiceNumber} · Order ${content.orderNumber}`);
  return finish();
}

function header(doc: PDFKit.PDFDocument, t: PdfText, c: InvoiceContent): number {
  let left = PAGE.margin;
  left += t.draw(c.shop.name, LEFT, left, 300, text.shop) + 4;
  for (const line of c.shop.address) left += t.draw(line, LEFT, left, 300, text.small);
  left = drawTaxNumber(t, c.shop.taxNumber, left);

  let top = PAGE.margin;
  top += t.draw('INVOICE', RIGHT - 200, top, 200, text.title) + 8;
  const facts: [string, string][] = [
    ['Invoice number', c.invoiceNumber],
    ['Invoice date', c.invoiceDate],
    ['Order number', c.orderNumber],
    ['Order date', c.orderDate],
    ['Payment', c.paymentMethod],
  ];
  for (const [label, value] of facts) {
    t.draw(label, RIGHT - 230, top, 100, text.small);
    top += t.draw(value, RIGHT - 130, top, 130, right(text.body));
  }
  const bottom = Math.max(left, top);
  doc
    .moveTo(LEFT, bottom + 14)
    .lineTo(RIGHT, bottom + 14)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  return bottom + 14;
}

function billTo(t: PdfText, c: InvoiceContent, y: number): number {
  y += t.draw('BILL TO', LEFT, y, 250, text.label) + 2;
  for (const line of c.billTo) y += t.draw(line, LEFT, y, 280, text.body);
  return y;
}

function tableHeader(doc: PDFKit.PDFDocument, t: PdfText, y: number): number {
  t.draw('ITEM', COLUMNS.item.x, y, COLUMNS.item.width, text.label);
  t.draw('QTY', COLUMNS.qty.x, y, COLUMNS.qty.width, right(text.label));
  t.draw('UNIT PRICE', COLUMNS.unit.x, y, COLUMNS.unit.width, right(text.label));
  t.draw('AMOUNT', COLUMNS.amount.x, y, COLUMNS.amount.width, right(text.label));
  y += t.lineHeight(text.label) + 4;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor(MUTED).stroke();
  return y + 6;
}

function itemTable(doc: PDFKit.PDFDocument, t: PdfText, c: InvoiceContent, y: number): number {
  y = tableHeader(doc, t, y);
  for (const line of c.lines) {
    const nameHeight = t.height(line.name, COLUMNS.item.width, text.body);
    const detailHeight = line.details ? t.height(line.details, COLUMNS.item.width, text.detail) : 0;
    const rowHeight = nameHeight + detailHeight + 10;
    if (y + rowHeight > BODY_BOTTOM) {
      doc.addPage();
      y = tableHeader(doc, t, PAGE.margin);
    }
    t.draw(line.name, COLUMNS.item.x, y, COLUMNS.item.width, text.body);
    if (line.details) t.draw(line.details, COLUMNS.item.x, y + nameHeight, COLUMNS.item.width, text.detail);
    t.draw(String(line.qty), COLUMNS.qty.x, y, COLUMNS.qty.width, right(text.body));
    t.draw(formatMoney(line.unitPrice), COLUMNS.unit.x, y, COLUMNS.unit.width, right(text.body));
    t.draw(formatMoney(line.total), COLUMNS.amount.x, y, COLUMNS.amount.width, right(text.body));
    y += rowHeight;
    doc
      .moveTo(LEFT, y - 5)
      .lineTo(RIGHT, y - 5)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  return y;
}

function totals(doc: PDFKit.PDFDocument, t: PdfText, c: InvoiceContent, y: number) {
  const rows: [string, string][] = [['Subtotal', formatMoney(c.subtotal)]];
  if (c.discount > 0) {
    rows.push([c.couponCode ? `Discount (coupon ${c.couponCode})` : 'Discount', `-${formatMoney(c.discount)}`]);
  }
  if (c.shipping) rows.push([`Shipping (${c.shipping.name})`, formatMoney(c.shipping.amount)]);
  // Tax added to the prices counts towards the total; tax included is the part of it that is tax.
  rows.push([c.pricesIncludeTax ? 'Tax (included)' : 'Tax', formatMoney(c.tax)]);
  const needed = rows.length * t.lineHeight(text.body) + t.lineHeight(text.total) + 70;
  // The totals and the closing lines stay together; the tax table may take a page of its own.
  if (y + needed > BODY_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const labelX = COLUMNS.qty.x - 60;
  const labelWidth = COLUMNS.amount.x - labelX - 8;
  y += 8;
  for (const [label, value] of rows) {
    t.draw(label, labelX, y, labelWidth, right(text.body));
    y += t.draw(value, COLUMNS.amount.x, y, COLUMNS.amount.width, right(text.body)) + 2;
  }
  doc
    .moveTo(labelX, y + 2)
    .lineTo(RIGHT, y + 2)
    .lineWidth(0.75)
    .strokeColor(MUTED)
    .stroke();
  y += 8;
  t.draw('Total paid', labelX, y, labelWidth, right(text.total));
  y += t.draw(formatMoney(c.total), COLUMNS.amount.x, y, COLUMNS.amount.width, right(text.total)) + 24;
  y = drawTaxTable(doc, t, c.pricesIncludeTax ? 'TAX INCLUDED, BY RATE' : 'TAX BY RATE', c.taxLines, y);
  if (y + 40 > BODY_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  y += t.draw(`Paid in full by ${c.paymentMethod} on ${c.invoiceDate}.`, LEFT, y, RIGHT - LEFT, text.body);
  t.draw(
    c.pricesIncludeTax
      ? 'Prices include VAT. Thank you for your order.'
      : 'Tax is added to the prices, as the tax table shows. Thank you for your order.',
    LEFT,
    y,
    RIGHT - LEFT,
    text.small,
  );
}
