import { formatMoney } from '@shared/money';
import type { OrderAddress, OrderItem } from '@shared/schemas/order';
import { milliToRate } from '@server/modules/shipping';
import type { InvoicedOrder } from './invoice.repository.js';

/** Every payment goes through the one gateway, Stripe (the test checkout stands in for it). */
export const PAYMENT_METHOD = 'Card (Stripe)';

/** `INV-000042`: six digits at least, so numbers sort as text until the millionth invoice. */
export function formatInvoiceNumber(n: number): string {
  return `INV-${String(n).padStart(6, '0')}`;
}

const ADDON_LABELS: Record<string, string> = { color: 'Color', size: 'Size', ship: 'Shipping', accessory: 'Accessory' };

/** What an invoice shows, all taken from the order's snapshot (never today's catalogue). */
/** The billing address as the lines a document prints (empty lines dropped), without the phone. */
export function billingLines(billing: OrderAddress): string[] {
  return [
    billing.fullName,
    billing.addressLine1,
    billing.addressLine2,
    `${billing.city}, ${billing.stateOrProvince} ${billing.postalCode}`,
    billing.countryCode === 'US' ? 'United States' : billing.countryCode,
  ].filter((line) => line.trim() !== '');
}

/** The shop as its documents print it; `taxNumber` empty: none printed. */
export interface DocumentShop {
  name: string;
  address: readonly string[];
  taxNumber: string;
}

/** A tax table's row: the rate in percent, the base it was taken on, the tax. */
export interface TaxRow {
  name: string;
  rate: number;
  base: number;
  amount: number;
}

export const toTaxRow = (l: { name: string; rate_milli: number; base: number; amount: number }): TaxRow => ({
  name: l.name,
  rate: milliToRate(l.rate_milli),
  base: l.base,
  amount: l.amount,
});

export interface InvoiceContent {
  shop: DocumentShop;
  invoiceNumber: string;
  invoiceDate: string;
  orderNumber: string;
  orderDate: string;
  paymentMethod: string;
  billTo: string[];
  lines: { name: string; details: string; qty: number; unitPrice: number; total: number }[];
  subtotal: number;
  discount: number;
  couponCode: string | null;
  /** The delivery as chosen; null for orders placed before shipping methods. */
  shipping: { name: string; amount: number } | null;
  tax: number;
  /** One row per rate of the order (items, shipping). */
  taxLines: TaxRow[];
  /** The tax is inside the prices (true) or added to them. */
  pricesIncludeTax: boolean;
  total: number;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A paid order as its invoice shows it; `invoice` is the number and date it was given when paid. */
export function invoiceContentOf(
  { order, items, taxLines }: InvoicedOrder,
  invoice: { number: number; issuedAt: string },
  shop: DocumentShop,
): InvoiceContent {
  const billing = JSON.parse(order.billing_address_json) as OrderAddress;
  return {
    shop,
    invoiceNumber: formatInvoiceNumber(invoice.number),
    invoiceDate: longDate.format(new Date(invoice.issuedAt)),
    orderNumber: order.order_number,
    orderDate: longDate.format(new Date(order.created_at)),
    paymentMethod: PAYMENT_METHOD,
    billTo: [...billingLines(billing), billing.phoneNumber].filter((line) => line.trim() !== ''),
    lines: items.map((item) => ({
      name: item.inventory_name,
      details: (JSON.parse(item.addons_json) as OrderItem['addons'])
        .map(
          (a) =>
            `${ADDON_LABELS[a.addonType] ?? a.addonType}: ${a.name}${a.price ? ` (+${formatMoney(a.price)})` : ''}`,
        )
        .join(' · '),
      qty: item.qty,
      unitPrice: item.unit_price,
      total: item.line_total,
    })),
    subtotal: order.original_amount,
    discount: order.discount_amount,
    couponCode: order.coupon_code,
    shipping:
      order.shipping_method_name === null ? null : { name: order.shipping_method_name, amount: order.shipping_amount },
    tax: order.tax_amount,
    taxLines: taxLines.map(toTaxRow),
    pricesIncludeTax: order.prices_include_tax === 1,
    total: order.amount,
  };
}
