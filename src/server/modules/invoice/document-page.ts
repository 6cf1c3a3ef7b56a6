import { createRequire } from 'node:module';
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

/**
 * The page every document of the shop is drawn on (invoices and credit notes): US Letter in
 * points with 50 pt margins, its text styles and the item table's columns.
 */
export const PAGE = { width: 612, height: 792, margin: 50 };
export const LEFT = PAGE.margin;
export const RIGHT = PAGE.width - PAGE.margin;
export const FOOTER_TOP = PAGE.height - PAGE.margin - 12;
export const BODY_BOTTOM = FOOTER_TOP - 16;

export const MUTED = '#5f6368';
export const RULE = '#d0d4d9';
export const text = {
  shop: { size: 18, weight: 'bold' },
  title: { size: 22, weight: 'bold', align: 'right' },
  small: { size: 9, color: MUTED },
  label: { size: 9, weight: 'bold', color: MUTED },
  body: { size: 10 },
  detail: { size: 8.5, color: MUTED },
  total: { size: 12, weight: 'bold' },
} satisfies Record<string, TextStyle>;
export const right = (style: TextStyle): TextStyle => ({ ...style, align: 'right' });

/** The item table's columns: x and width. */
export const COLUMNS = {
  item: { x: LEFT, width: 250 },
  qty: { x: LEFT + 258, width: 40 },
  unit: { x: LEFT + 306, width: 96 },
  amount: { x: LEFT + 410, width: RIGHT - LEFT - 410 },
};

/**
 * A new document on that page, with the text drawer over it; `finish` ends it and answers its
 * bytes.
 */
export function openDocument(info: { Title: string; Subject: string; Author: string; Creator: string }) {
  const PDF = loadInvoiceDrawing();
  const doc = new PDF({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    bufferPages: true, // page numbers are written once the page count is known
    font: '', // no Helvetica: every text goes through PdfText's faces
    info,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const finish = async (): Promise<Buffer> => {
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  };
  return { doc, t: new PdfText(doc), finish };
}

/** Every page's footer: `line` on the left, "Page i of n" on the right. */
export function drawFooters(doc: PDFKit.PDFDocument, t: PdfText, line: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    t.draw(line, LEFT, FOOTER_TOP, RIGHT - LEFT - 80, text.small);
    t.draw(`Page ${i - start + 1} of ${count}`, RIGHT - 80, FOOTER_TOP, 80, right(text.small));
  }
}
