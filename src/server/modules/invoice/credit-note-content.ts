import type { OrderAddress } from '@shared/schemas/order';
import type { CreditNoted } from './credit-note.repository.js';
import { billingLines, formatInvoiceNumber, PAYMENT_METHOD } from './invoice-content.js';

/** `CN-000007`: a series of its own, six digits at least, as invoice numbers. */
export function formatCreditNoteNumber(n: number): string {
  return `CN-${String(n).padStart(6, '0')}`;
}

/** What a credit note shows: the invoice it corrects, the units and amounts refunded. */
export interface CreditNoteContent {
  shop: { name: string; address: readonly string[] };
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
  total: number;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function creditNoteContentOf(
  { order, refund, lines }: CreditNoted,
  note: { number: number; issuedAt: string; invoiceNumber: number; invoicedAt: string },
  shop: CreditNoteContent['shop'],
): CreditNoteContent {
  const billing = JSON.parse(order.billing_address_json) as OrderAddress;
  const onLines = lines.reduce((sum, l) => sum + l.amount, 0);
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
    other: refund.amount - onLines,
    total: refund.amount,
  };
}
