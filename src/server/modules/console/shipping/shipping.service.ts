import type {
  MethodWrite,
  ShippingMethod,
  ShippingZone,
  TaxRate,
  TaxRateWrite,
  ZoneWrite,
} from '@shared/schemas/console-shipping';
import { methodWriteSchema, taxRateWriteSchema, zoneWriteSchema } from '@shared/schemas/console-shipping';
import type { ShippingMethodRow, TaxRateRow } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';
import { isUniqueViolation } from '@server/db/errors';
import { badRequest, notFound } from '@server/lib/errors';
import { recordAudit } from '@server/modules/operator-write';
import { milliToRate, rateToMilli } from '@server/modules/shipping';
import * as repo from './shipping.repository.js';
import type { ConsoleDeps } from '@server/modules/console/console.deps';

/**
 * Shipping zones, their methods and tax rates (docs/shipping-and-tax.md). Each write and its
 * audit row (who, what) are one transaction; orders already placed keep their snapshot.
 */

const REGION_TAKEN = 'One of these places was just put in another zone: a place belongs to one zone';
const RATE_TAKEN = 'There is already a rate for this place and tax class: change that one';

/**
 * Two operators saving at once both pass the checks above; the unique index refuses the second,
 * which gets the same 400 as if it had come later.
 */
async function refusingDuplicates<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(message);
    throw err;
  }
}

const placeOf = (r: { countryCode: string; stateOrProvince?: string }) => ({
  countryCode: r.countryCode,
  stateCode: r.stateOrProvince ?? '',
});

function toMethod(row: ShippingMethodRow): ShippingMethod {
  return {
    shippingMethodId: row.method_id,
    zoneId: row.zone_id,
    name: row.name,
    price: row.price,
    freeFrom: row.free_from,
    deliveryDays: row.delivery_days,
    active: row.active === 1,
    taxFree: row.tax_free === 1,
    weightBands: JSON.parse(row.weight_bands_json) as ShippingMethod['weightBands'],
  };
}

export async function listZones(db: Executor): Promise<ShippingZone[]> {
  const zones = await repo.listZones(db);
  const ids = zones.map((z) => z.zone_id);
  const [regions, methods] = await Promise.all([repo.regionsOf(db, ids), repo.methodsOf(db, ids)]);
  return zones.map((z) => ({
    zoneId: z.zone_id,
    name: z.name,
    regions: regions
      .filter((r) => r.zone_id === z.zone_id)
      .map((r) =>
        r.state_code ? { countryCode: r.country_code, stateOrProvince: r.state_code } : { countryCode: r.country_code },
      ),
    methods: methods
      .filter((m) => m.zone_id === z.zone_id)
      .map(toMethod)
      .sort((a, b) => a.price - b.price || a.deliveryDays - b.deliveryDays || a.shippingMethodId - b.shippingMethodId),
  }));
}

export async function zoneView(db: Executor, zoneId: number): Promise<ShippingZone> {
  const zone = (await listZones(db)).find((z) => z.zoneId === zoneId);
  if (!zone) throw notFound('Shipping zone');
  return zone;
}

/** Creates (`zoneId` null) or changes a zone; a region already in another zone is refused. */
export async function saveZone(deps: ConsoleDeps, actor: string, zoneId: number | null, input: ZoneWrite) {
  const body = zoneWriteSchema.parse(input);
  const places = body.regions.map(placeOf);
  const now = deps.nowIso();
  const id = await refusingDuplicates(REGION_TAKEN, () =>
    deps.db.transaction(async (tx) => {
      const k = tx.kysely;
      if (zoneId !== null && !(await repo.findZone(k, zoneId))) throw notFound('Shipping zone');
      const taken = await repo.takenRegion(k, places, zoneId);
      if (taken) {
        const where = taken.state_code ? `${taken.country_code}-${taken.state_code}` : taken.country_code;
        throw badRequest(`${where} is already in the zone "${taken.name}": a place belongs to one zone`);
      }
      const saved = zoneId ?? (await repo.insertZone(k, body.name, now));
      if (zoneId !== null) await repo.updateZone(k, zoneId, body.name, now);
      await repo.replaceRegions(k, saved, places);
      await recordAudit(k, {
        actor,
        entity: 'shipping_zone',
        entityId: saved,
        action: zoneId === null ? 'create' : 'update',
        detail: body,
        now,
      });
      return saved;
    }),
  );
  return zoneView(deps.db.kysely, id);
}

export async function deleteZone(deps: ConsoleDeps, actor: string, zoneId: number) {
  const now = deps.nowIso();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteZone(tx.kysely, zoneId))) throw notFound('Shipping zone');
    await recordAudit(tx.kysely, { actor, entity: 'shipping_zone', entityId: zoneId, action: 'delete', now });
  });
}

const methodValues = (m: ReturnType<typeof methodWriteSchema.parse>): repo.MethodValues => ({
  name: m.name,
  price: m.price,
  free_from: m.freeFrom ?? null,
  delivery_days: m.deliveryDays,
  active: m.active ? 1 : 0,
  tax_free: m.taxFree ? 1 : 0,
  weight_bands_json: JSON.stringify(m.weightBands),
});

export async function createMethod(deps: ConsoleDeps, actor: string, zoneId: number, input: MethodWrite) {
  const body = methodWriteSchema.parse(input);
  const now = deps.nowIso();
  const id = await deps.db.transaction(async (tx) => {
    if (!(await repo.findZone(tx.kysely, zoneId))) throw notFound('Shipping zone');
    const methodId = await repo.insertMethod(tx.kysely, zoneId, methodValues(body), now);
    await recordAudit(tx.kysely, {
      actor,
      entity: 'shipping_method',
      entityId: methodId,
      action: 'create',
      detail: { zoneId, ...body },
      now,
    });
    return methodId;
  });
  return methodView(deps.db.kysely, id);
}

export async function updateMethod(deps: ConsoleDeps, actor: string, methodId: number, input: MethodWrite) {
  const body = methodWriteSchema.parse(input);
  const now = deps.nowIso();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.updateMethod(tx.kysely, methodId, methodValues(body), now))) throw notFound('Shipping method');
    await recordAudit(tx.kysely, {
      actor,
      entity: 'shipping_method',
      entityId: methodId,
      action: 'update',
      detail: body,
      now,
    });
  });
  return methodView(deps.db.kysely, methodId);
}

export async function deleteMethod(deps: ConsoleDeps, actor: string, methodId: number) {
  const now = deps.nowIso();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteMethod(tx.kysely, methodId))) throw notFound('Shipping method');
    await recordAudit(tx.kysely, { actor, entity: 'shipping_method', entityId: methodId, action: 'delete', now });
  });
}

async function methodView(db: Executor, methodId: number) {
  const row = await repo.findMethod(db, methodId);
  if (!row) throw notFound('Shipping method');
  return toMethod(row);
}

function toRate(row: TaxRateRow): TaxRate {
  return {
    taxRateId: row.tax_rate_id,
    name: row.name,
    countryCode: row.country_code,
    ...(row.state_code ? { stateOrProvince: row.state_code } : {}),
    taxClass: row.tax_class,
    rate: milliToRate(row.rate_milli),
  };
}

export const listRates = async (db: Executor) => (await repo.listRates(db)).map(toRate);

/** Creates (`taxRateId` null) or changes a rate; one rate per place and class. */
export async function saveRate(deps: ConsoleDeps, actor: string, taxRateId: number | null, input: TaxRateWrite) {
  const body = taxRateWriteSchema.parse(input);
  const values: repo.RateValues = {
    name: body.name,
    country_code: body.countryCode,
    state_code: body.stateOrProvince ?? '',
    tax_class: body.taxClass,
    rate_milli: rateToMilli(body.rate),
  };
  const now = deps.nowIso();
  const id = await refusingDuplicates(RATE_TAKEN, () =>
    deps.db.transaction(async (tx) => {
      const k = tx.kysely;
      if (taxRateId !== null && !(await repo.findRate(k, taxRateId))) throw notFound('Tax rate');
      if (await repo.sameRate(k, values, taxRateId)) throw badRequest(RATE_TAKEN);
      const saved = taxRateId ?? (await repo.insertRate(k, values, now));
      if (taxRateId !== null) await repo.updateRate(k, taxRateId, values, now);
      await recordAudit(k, {
        actor,
        entity: 'tax_rate',
        entityId: saved,
        action: taxRateId === null ? 'create' : 'update',
        detail: body,
        now,
      });
      return saved;
    }),
  );
  const row = await repo.findRate(deps.db.kysely, id);
  return toRate(row!);
}

export async function deleteRate(deps: ConsoleDeps, actor: string, taxRateId: number) {
  const now = deps.nowIso();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteRate(tx.kysely, taxRateId))) throw notFound('Tax rate');
    await recordAudit(tx.kysely, { actor, entity: 'tax_rate', entityId: taxRateId, action: 'delete', now });
  });
}
