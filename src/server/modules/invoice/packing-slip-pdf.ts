import type { PackingSlipContent } from './packing-slip.js';
import {
  BODY_BOTTOM,
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

/** The slip's columns: the item with its options, its SKU, units in this parcel, units ordered. */
const COLUMNS = {
  item: { x: LEFT, width: 262 },
  sku: { x: LEFT + 270, width: 120 },
  qty: { x: LEFT + 398, width: 50 },
  ordered: { x: LEFT + 456, width: RIGHT - LEFT - 456 },
};

/**
 * Draws a parcel's packing slip on the invoices' page, fonts and worker threads: the shop and
 * the parcel's numbers at the top, where it goes, then what it holds. No prices.
 */
export async function renderPackingSlipPdf(c: PackingSlipContent): Promise<Buffer> {
  const { doc, t, finish } = openDocument({
    Title: `Packing slip, parcel ${c.shipmentId}`,
    Subject: `Order ${c.orderNumber}`,
    Author: c.shop.name,
    Creator: c.shop.name,
  });
  const rule = (y: number, color = RULE, width = 0.75) =>
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke();

  let left = PAGE.margin;
  left += t.draw(c.shop.name, LEFT, left, 300, text.shop) + 4;
  for (const line of c.shop.address) left += t.draw(line, LEFT, left, 300, text.small);
  let top = PAGE.margin;
  top += t.draw('PACKING SLIP', RIGHT - 240, top, 240, text.title) + 8;
  for (const [label, value] of [
    ['Order number', c.orderNumber],
    ['Order date', c.orderDate],
    ['Parcel', String(c.shipmentId)],
    ['Shipped', c.shippedDate],
    ['Carrier', c.carrierName],
    ['Tracking number', c.trackingNumber],
  ] as const) {
    t.draw(label, RIGHT - 250, top, 100, text.small);
    top += t.draw(value, RIGHT - 150, top, 150, right(text.body));
  }
  let y = Math.max(left, top) + 14;
  rule(y);
  y += 20;
  y += t.draw('SHIP TO', LEFT, y, 250, text.label) + 2;
  for (const line of c.shipTo) y += t.draw(line, LEFT, y, 280, text.body);
  y += 20;

  const header = (at: number) => {
    t.draw('ITEM', COLUMNS.item.x, at, COLUMNS.item.width, text.label);
    t.draw('SKU', COLUMNS.sku.x, at, COLUMNS.sku.width, text.label);
    t.draw('IN PARCEL', COLUMNS.qty.x, at, COLUMNS.qty.width, right(text.label));
    t.draw('ORDERED', COLUMNS.ordered.x, at, COLUMNS.ordered.width, right(text.label));
    const below = at + t.lineHeight(text.label) + 4;
    rule(below, MUTED);
    return below + 6;
  };
  y = header(y);
  for (const line of c.lines) {
    const nameHeight = t.height(line.name, COLUMNS.item.width, text.body);
    const detailHeight = line.details ? t.height(line.details, COLUMNS.item.width, text.detail) : 0;
    const height = Math.max(nameHeight + detailHeight, t.height(line.sku || '—', COLUMNS.sku.width, text.body)) + 10;
    if (y + height > BODY_BOTTOM) {
      doc.addPage();
      y = header(PAGE.margin);
    }
    t.draw(line.name, COLUMNS.item.x, y, COLUMNS.item.width, text.body);
    if (line.details) t.draw(line.details, COLUMNS.item.x, y + nameHeight, COLUMNS.item.width, text.detail);
    t.draw(line.sku || '—', COLUMNS.sku.x, y, COLUMNS.sku.width, text.body);
    t.draw(String(line.qty), COLUMNS.qty.x, y, COLUMNS.qty.width, right(text.total));
    t.draw(String(line.ordered), COLUMNS.ordered.x, y, COLUMNS.ordered.width, right(text.body));
    y += height;
    rule(y - 5, RULE, 0.5);
  }
  const units = c.lines.reduce((n, l) => n + l.qty, 0);
  if (y + 40 > BODY_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  y += 10;
  t.draw(`${units} ${units === 1 ? 'unit' : 'units'} in this parcel`, LEFT, y, RIGHT - LEFT, right(text.total));

  drawFooters(doc, t, `${c.shop.name} · Packing slip · Order ${c.orderNumber} · Parcel ${c.shipmentId}`);
  return finish();
}
