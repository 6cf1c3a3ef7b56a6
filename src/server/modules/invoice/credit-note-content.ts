import type { OrderAddress } from '@shared/schemas/order';
import type { CreditNoted } from './credit-note.repository.js';
import {
  billingLines,
  formatInvoiceNumber,
  PAYMENT_METHOD,
  toTaxRow,
  type DocumentShop,
  type TaxRow,
} from './invoice-content.js';

/** `CN-000007`: a series of its own, six digits at least, as invoice numbers. */
export function formatCreditNoteNumber(n: number): string {
  return `CN-${String(n).padStart(6, '0')}`;
}

/** What a credit note shows: the invoice it corrects, the units and amounts refunded. */
export interface CreditNoteContent {
  shop: DocumentShop;
  creditNoteNumber: string;
  creditNoteDate: string;
  invoiceNumber: string;
  invoiceDate: string;
  orderNumber: string;
  paymentMethod: string;
  billTo: string[];
  reason: string;
  /** Units of order lines refunded, each with its share of the amount (the coupon's discount included). */
  lines: { name: string; qty: number; unitPrice: number; amount: number }[];
  /** Given back beyond the lines' shares: a refund of an amount, or what was left of the payment. */
  other: number;
  /** The delivery given back (with its tax when tax was added to the prices); 0: none. */
  shipping: number;
  /** The tax given back, one row per rate of the order. */
  taxLines: TaxRow[];
  pricesIncludeTax: boolean;
  total: number;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function creditNoteContentOf(
  { order, refund, lines, taxLines, shippingTax }: CreditNoted,
  note: { number: number; issuedAt: string; invoiceNumber: number; invoicedAt: string },
  shop: DocumentShop,
): CreditNoteContent {
  const billing = JSON.parse(order.billing_address_json) as OrderAddress;
  const onLines = lines.reduce((sum, l) => sum + l.amount, 0);
  const included = order.prices_include_tax === 1;
  const shipping = refund.shipping_amount + (included || refund.shipping_amount === 0 ? 0 : shippingTax);
  return {
    shop,
    creditNoteNumber: formatCreditNoteNumber(note.number),
    creditNoteDate: longDate.format(new Date(note.issuedAt)),
    invoiceNumber: formatInvoiceNumber(note.invoiceNumber),
    invoiceDate: longDate.format(new Date(note.invoicedAt)),
    orderNumber: order.order_number,
    paymentMethod: PAYMENT_METHOD,
    billTo: billingLines(billing),
    reason: refund.reason,
    lines: lines.map((l) => ({ name: l.inventory_name, qty: l.qty, unitPrice: l.unit_price, amount: l.amount })),
    other: refund.amount - onLines - shipping,
    shipping,
    taxLines: taxLines.map(toTaxRow),
    pricesIncludeTax: included,
    total: refund.amount,
  };
}
