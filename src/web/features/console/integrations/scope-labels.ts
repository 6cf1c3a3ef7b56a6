import type { Scope, ScopeArea } from '@shared/scopes';

/** Each area of the operator API in an operator's words, with what it covers. */
export const AREA_LABELS: Record<ScopeArea, { label: string; covers: string }> = {
  orders: { label: 'Orders', covers: 'orders, their notes and mails, the dashboard' },
  products: { label: 'Products', covers: 'products, categories, combinations' },
  stock: { label: 'Stock', covers: 'stock counts and their changes' },
  customers: { label: 'Customers', covers: 'customer accounts' },
  refunds: { label: 'Refunds', covers: 'refunds and cancellations' },
  shipments: { label: 'Shipments', covers: 'shipments and their status' },
  content: { label: 'Content', covers: 'menu, home page, shop pages, reviews, coupons' },
  settings: { label: 'Settings', covers: "the shop's switches, API keys, webhooks" },
};

/** `stock:write` → "Stock: write". */
export function scopeLabel(scope: Scope): string {
  const [area, level] = scope.split(':') as [ScopeArea, string];
  return `${AREA_LABELS[area].label}: ${level}`;
}
