import type { Executor } from '@server/db/transaction';

/* The console's reads and writes of zones, methods and tax rates (migration 029). */

export const listZones = (db: Executor) => db.selectFrom('shipping_zone').selectAll().orderBy('zone_id').execute();
export const findZone = (db: Executor, zoneId: number) =>
  db.selectFrom('shipping_zone').selectAll().where('zone_id', '=', zoneId).executeTakeFirst();
export const regionsOf = (db: Executor, zoneIds: readonly number[]) =>
  zoneIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('shipping_zone_region')
        .selectAll()
        .where('zone_id', 'in', [...zoneIds])
        .orderBy('region_id')
        .execute();
export const methodsOf = (db: Executor, zoneIds: readonly number[]) =>
  zoneIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('shipping_method')
        .selectAll()
        .where('zone_id', 'in', [...zoneIds])
        .orderBy('method_id')
        .execute();
export const findMethod = (db: Executor, methodId: number) =>
  db.selectFrom('shipping_method').selectAll().where('method_id', '=', methodId).executeTakeFirst();

/** A region of these places already in another zone than `zoneId`, if any. */
export async function takenRegion(
  db: Executor,
  places: readonly { countryCode: string; stateCode: string }[],
  zoneId: number | null,
) {
  for (const place of places) {
    const row = await db
      .selectFrom('shipping_zone_region as r')
      .innerJoin('shipping_zone as z', 'z.zone_id', 'r.zone_id')
      .select(['z.name', 'r.country_code', 'r.state_code'])
      .where('r.country_code', '=', place.countryCode)
      .where('r.state_code', '=', place.stateCode)
      .$if(zoneId !== null, (q) => q.where('r.zone_id', '!=', zoneId!))
      .executeTakeFirst();
    if (row) return row;
  }
  return undefined;
}

export async function insertZone(db: Executor, name: string, now: string) {
  const row = await db
    .insertInto('shipping_zone')
    .values({ name, created_at: now, updated_at: now })
    .returning('zone_id')
    .executeTakeFirstOrThrow();
  return row.zone_id;
}

export async function updateZone(db: Executor, zoneId: number, name: string, now: string) {
  await db.updateTable('shipping_zone').set({ name, updated_at: now }).where('zone_id', '=', zoneId).execute();
}

export async function replaceRegions(
  db: Executor,
  zoneId: number,
  places: readonly { countryCode: string; stateCode: string }[],
) {
  await db.deleteFrom('shipping_zone_region').where('zone_id', '=', zoneId).execute();
  await db
    .insertInto('shipping_zone_region')
    .values(places.map((p) => ({ zone_id: zoneId, country_code: p.countryCode, state_code: p.stateCode })))
    .execute();
}

export async function deleteZone(db: Executor, zoneId: number) {
  const result = await db.deleteFrom('shipping_zone').where('zone_id', '=', zoneId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface MethodValues {
  name: string;
  price: number;
  free_from: number | null;
  delivery_days: number;
  active: number;
  tax_free: number;
  weight_bands_json: string;
}

export async function insertMethod(db: Executor, zoneId: number, values: MethodValues, now: string) {
  const row = await db
    .insertInto('shipping_method')
    .values({ ...values, zone_id: zoneId, created_at: now, updated_at: now })
    .returning('method_id')
    .executeTakeFirstOrThrow();
  return row.method_id;
}

export async function updateMethod(db: Executor, methodId: number, values: MethodValues, now: string) {
  const result = await db
    .updateTable('shipping_method')
    .set({ ...values, updated_at: now })
    .where('method_id', '=', methodId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteMethod(db: Executor, methodId: number) {
  const result = await db.deleteFrom('shipping_method').where('method_id', '=', methodId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export const listRates = (db: Executor) =>
  db.selectFrom('tax_rate').selectAll().orderBy('country_code').orderBy('state_code').orderBy('tax_class').execute();
export const findRate = (db: Executor, taxRateId: number) =>
  db.selectFrom('tax_rate').selectAll().where('tax_rate_id', '=', taxRateId).executeTakeFirst();

export interface RateValues {
  name: string;
  country_code: string;
  state_code: string;
  tax_class: 'standard' | 'reduced' | 'zero';
  rate_milli: number;
}

/** The rate of the same place and class, other than `taxRateId`. */
export const sameRate = (db: Executor, v: RateValues, taxRateId: number | null) =>
  db
    .selectFrom('tax_rate')
    .select('tax_rate_id')
    .where('country_code', '=', v.country_code)
    .where('state_code', '=', v.state_code)
    .where('tax_class', '=', v.tax_class)
    .$if(taxRateId !== null, (q) => q.where('tax_rate_id', '!=', taxRateId!))
    .executeTakeFirst();

export async function insertRate(db: Executor, values: RateValues, now: string) {
  const row = await db
    .insertInto('tax_rate')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('tax_rate_id')
    .executeTakeFirstOrThrow();
  return row.tax_rate_id;
}

export async function updateRate(db: Executor, taxRateId: number, values: RateValues, now: string) {
  const result = await db
    .updateTable('tax_rate')
    .set({ ...values, updated_at: now })
    .where('tax_rate_id', '=', taxRateId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteRate(db: Executor, taxRateId: number) {
  const result = await db.deleteFrom('tax_rate').where('tax_rate_id', '=', taxRateId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
