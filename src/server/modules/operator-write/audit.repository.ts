import type { Executor } from '@server/db/transaction';

export type AuditEntity =
  | 'product'
  | 'category'
  | 'navigation'
  | 'banners'
  | 'sections'
  | 'coupon'
  | 'page'
  | 'setting'
  | 'shipping_zone'
  | 'shipping_method'
  | 'tax_rate';

export interface AuditEntry {
  actor: string;
  entity: AuditEntity;
  /** The row written; null for a whole list replaced at once (the menu, banners, sections). */
  entityId: number | null;
  action: 'create' | 'update' | 'replace' | 'disable' | 'delete';
  /** A short summary a person reads later (what changed), not a copy of the row. */
  detail?: Record<string, unknown>;
  now: string;
}

/**
 * Who changed the catalogue, the menu, the home page or a coupon, and when (migration 015).
 * Written in the same transaction as the change, so there is no change without its row.
 */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      actor: entry.actor,
      entity: entry.entity,
      entity_id: entry.entityId,
      action: entry.action,
      detail_json: JSON.stringify(entry.detail ?? {}),
      created_at: entry.now,
    })
    .execute();
}
