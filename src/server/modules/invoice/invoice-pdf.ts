import { createRequire } from 'node:module';
import { formatMoney } from '@shared/money';
import type { InvoiceContent } from './invoice-content.js';
import { facesOf } from './invoice-fonts.js';
import { PdfText, type TextStyle } from './pdf-text.js';

// pdfkit and fontkit take about half a second to load and only documents need them: a document
// worker loads them when it starts (loadInvoiceDrawing), the server's own thread never does.
const require = createRequire(import.meta.url);
let PDFDocument: typeof import('pdfkit') | undefined;

/** Loads pdfkit and the fonts, once per thread. */
export function loadInvoiceDrawing(): typeof import('pdfkit') {
  PDFDocument ??= require('pdfkit') as typeof import('pdfkit');
  facesOf('regular');
  facesOf('bold');
  return PDFDocument;
}

/** US Letter in points, with 50 pt margins. */
const PAGE = { width: 612, height: 792, margin: 50 };
const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
const FOOTER_TOP = PAGE.height - PAGE.margin - 12;
const BODY_BOTTOM = FOOTER_TOP - 16;

const MUTED = '#5f6368';
const RULE = '#d0d4d9';
const text = {
  shop: { size: 18, weight: 'bold' },
  title: { size: 22, weight: 'bold', align: 'right' },
  small: { size: 9, color: MUTED },
  label: { size: 9, weight: 'bold', color: MUTED },
  body: { size: 10 },
  detail: { size: 8.5, color: MUTED },
  total: { size: 12, weight: 'bold' },
} satisfies Record<string, TextStyle>;
const right = (style: TextStyle): TextStyle => ({ ...style, align: 'right' });

/** The item table's columns: x and width. */
const COLUMNS = {
  item: { x: LEFT, width: 250 },
  qty: { x: LEFT + 258, width: 40 },
  unit: { x: LEFT + 306, width: 96 },
  amount: { x: LEFT + 410, width: RIGHT - LEFT - 410 },
};

/**
 * Draws an invoice as a PDF (pdfkit; no browser), in a document worker thread (providers/documents).
 * Everything on it comes from `content`; the fonts are the ones invoice-fonts.ts loads once per
 * thread.
 */
export async function renderInvoicePdf(content: InvoiceContent): Promise<Buffer> {
  const PDF = loadInvoiceDrawing();
  const doc = new PDF({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    bufferPages: true, // page numbers are written once the page count is known
    font: '', // no Helvetica: every text goes through PdfText's faces
    info: {
      Title: `Invoice ${content.invoiceNumber}`,
      Subject: `Order ${content.orderNumber}`,
      Author: content.shop.name,
      Creator: content.shop.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const t = new PdfText(doc);
  let y = header(doc, t, content);
  y = billTo(t, content, y + 28);
  y = itemTable(doc, t, content, y + 24);
  totals(doc, t, content, y);
  footers(doc, t, content);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function header(doc: PDFKit.PDFDocument, t: PdfText, c: InvoiceContent): number {
  let left = PAGE.margin;
  left += t.draw(c.shop.name, LEFT, left, 300, text.shop) + 4;
  for (const line of c.shop.address) left += t.draw(line, LEFT, left, 300, text.small);

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
  rows.push(['Tax', formatMoney(c.tax)]);
  const needed = rows.length * t.lineHeight(text.body) + t.lineHeight(text.total) + 70;
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
  y += t.draw(`Paid in full by ${c.paymentMethod} on ${c.invoiceDate}.`, LEFT, y, RIGHT - LEFT, text.body);
  t.draw('Prices include VAT. Thank you for your order.', LEFT, y, RIGHT - LEFT, text.small);
}

function footers(doc: PDFKit.PDFDocument, t: PdfText, c: InvoiceContent) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const line = `${c.shop.name} · Invoice ${c.invoiceNumber} · Order ${c.orderNumber}`;
    t.draw(line, LEFT, FOOTER_TOP, RIGHT - LEFT - 80, text.small);
    t.draw(`Page ${i - start + 1} of ${count}`, RIGHT - 80, FOOTER_TOP, 80, right(text.small));
  }
}
