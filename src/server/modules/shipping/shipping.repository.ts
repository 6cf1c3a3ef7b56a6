import type { Executor } from '@server/db/transaction';
import type { TaxClass } from '@shared/schemas/shipping';
import type { OrderTaxLine } from './tax.js';

/* Zones, their regions and methods, tax rates, and the tax lines orders and refunds keep. */

/** The zone of a place: its state's region when there is one, else its country's. */
export async function zoneOf(db: Executor, countryCode: string, stateCode: string): Promise<number | null> {
  const rows = await db
    .selectFrom('shipping_zone_region')
    .select(['zone_id', 'state_code'])
    .where('country_code', '=', countryCode)
    .where('state_code', 'in', stateCode ? [stateCode, ''] : [''])
    .execute();
  const best = rows.find((r) => r.state_code !== '') ?? rows[0];
  return best ? best.zone_id : null;
}

export async function methodsOfZone(db: Executor, zoneId: number) {
  return db.selectFrom('shipping_method').selectAll().where('zone_id', '=', zoneId).orderBy('method_id').execute();
}

export async function findMethod(db: Executor, methodId: number) {
  return db.selectFrom('shipping_method').selectAll().where('method_id', '=', methodId).executeTakeFirst();
}

/** The rates at a place, one per class: the state's where it has one, else the country's. */
export async function ratesAt(db: Executor, countryCode: string, stateCode: string) {
  const rows = await db
    .selectFrom('tax_rate')
    .selectAll()
    .where('country_code', '=', countryCode)
    .where('state_code', 'in', stateCode ? [stateCode, ''] : [''])
    .orderBy('tax_rate_id')
    .execute();
  const byClass = new Map<TaxClass, (typeof rows)[number]>();
  for (const row of rows) {
    const held = byClass.get(row.tax_class);
    if (!held || (held.state_code === '' && row.state_code !== '')) byClass.set(row.tax_class, row);
  }
  return [...byClass.values()];
}

export async function insertOrderTaxLines(db: Executor, orderId: number, lines: readonly OrderTaxLine[]) {
  if (lines.length === 0) return;
  await db
    .insertInto('order_tax_line')
    .values(
      lines.map((l) => ({
        order_id: orderId,
        kind: l.kind,
        tax_class: l.taxClass,
        name: l.name,
        rate_milli: l.rateMilli,
        base: l.base,
        amount: l.amount,
      })),
    )
    .execute();
}

export async function orderTaxLinesOf(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_tax_line')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('tax_line_id')
    .execute();
}

export async function insertRefundTaxLines(
  db: Executor,
  refundId: number,
  lines: readonly { name: string; rateMilli: number; base: number; amount: number }[],
) {
  if (lines.length === 0) return;
  await db
    .insertInto('refund_tax_line')
    .values(
      lines.map((l) => ({
        refund_id: refundId,
        name: l.name,
        rate_milli: l.rateMilli,
        base: l.base,
        amount: l.amount,
      })),
    )
    .execute();
}

export async function refundTaxLinesOf(db: Executor, refundIds: readonly number[]) {
  if (refundIds.length === 0) return [];
  return db
    .selectFrom('refund_tax_line')
    .selectAll()
    .where('refund_id', 'in', [...refundIds])
    .orderBy('tax_line_id')
    .execute();
}

/* The shop's tax settings (rows of shop_setting, migration 029). */

export async function pricesIncludeTax(db: Executor): Promise<boolean> {
  const row = await db
    .selectFrom('shop_setting')
    .select('value')
    .where('key', '=', 'prices_include_tax')
    .executeTakeFirst();
  return row?.value !== 'false';
}

export async function taxNumber(db: Executor): Promise<string> {
  const row = await db.selectFrom('shop_setting').select('value').where('key', '=', 'tax_number').executeTakeFirst();
  return row?.value ?? '';
}

export async function setTaxSettings(db: Executor, input: { pricesIncludeTax?: boolean; taxNumber?: string }) {
  if (input.pricesIncludeTax !== undefined) {
    await db
      .updateTable('shop_setting')
      .set({ value: input.pricesIncludeTax ? 'true' : 'false' })
      .where('key', '=', 'prices_include_tax')
      .execute();
  }
  if (input.taxNumber !== undefined) {
    await db.updateTable('shop_setting').set({ value: input.taxNumber }).where('key', '=', 'tax_number').execute();
  }
}
