import { chunksFor, type Executor } from '@server/db/transaction';

export type AuditEntity =
  | 'product'
  | 'category'
  | 'navigation'
  | 'banners'
  | 'sections'
  | 'coupon'
  | 'page'
  | 'setting'
  | 'stock'
  | 'refund'
  | 'cancellation'
  | 'shipment'
  | 'staff'
  | 'role'
  | 'invitation'
  | 'api-key'
  | 'webhook'
  | 'shipping_zone'
  | 'shipping_method'
  | 'tax_rate'
  | 'customer';

/** The scope area each entity's writes belong to, so the log filters as the scopes read. */
const AREA_OF: Record<AuditEntity, string> = {
  product: 'products',
  category: 'products',
  navigation: 'content',
  banners: 'content',
  sections: 'content',
  coupon: 'content',
  page: 'content',
  setting: 'settings',
  stock: 'stock',
  refund: 'refunds',
  cancellation: 'refunds',
  shipment: 'shipments',
  staff: 'settings',
  role: 'settings',
  invitation: 'settings',
  'api-key': 'settings',
  webhook: 'settings',
  shipping_zone: 'settings',
  shipping_method: 'settings',
  tax_rate: 'settings',
  customer: 'customers',
};

export type Fields = Record<string, unknown>;

export interface AuditEntry {
  /** `operator:{userId}` for a member; an API key's own actor name for a key. */
  actor: string;
  entity: AuditEntity;
  /** The row written; null for a whole list replaced at once (the menu, banners, sections). */
  entityId: number | null;
  action: string;
  /** A short summary a person reads later (what changed), not a copy of the row. */
  detail?: Record<string, unknown>;
  /** What a person reads as the thing written (`order 9f2c…`); `entity id` when not given. */
  subject?: string;
  /** The fields the write changed, before and after (null: the thing did not exist, or is gone). */
  before?: Fields | null;
  after?: Fields | null;
  now: string;
}

/**
 * Of two snapshots, the fields that differ: what the activity log keeps (`{price: 1200}` →
 * `{price: 1500}`), so an entry reads as the change and not as two copies of the row.
 */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const was: Fields = {};
  const now: Fields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return { before: was, after: now };
}

/**
 * The activity log (migrations 015 and 033): who wrote what, when, and the fields it changed.
 * Written in the same transaction as the change, so there is no change without its entry; no
 * endpoint edits or deletes an entry.
 */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insertInto('admin_audit').values(auditRow(entry)).execute();
}

/** Several entries in multi-row statements (a catalogue import's batch). */
export async function recordAudits(db: Executor, entries: AuditEntry[]): Promise<void> {
  for (const chunk of chunksFor(entries.map(auditRow))) await db.insertInto('admin_audit').values(chunk).execute();
}

function auditRow(entry: AuditEntry) {
  return {
    actor: entry.actor,
    entity: entry.entity,
    entity_id: entry.entityId,
    action: entry.action,
    detail_json: JSON.stringify(entry.detail ?? {}),
    area: AREA_OF[entry.entity],
    subject: entry.subject ?? (entry.entityId === null ? entry.entity : `${entry.entity} ${entry.entityId}`),
    before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
    after_json: entry.after === undefined ? JSON.stringify(entry.detail ?? {}) : JSON.stringify(entry.after),
    created_at: entry.now,
  };
}
