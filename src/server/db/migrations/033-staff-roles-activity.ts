import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { withId, notNull, flag } from './helpers.js';
import { BUILT_IN_ROLES_033 } from './frozen/staff-roles.js';

/**
 * A team behind the counter (docs/operator-console.md, "Staff and roles"):
 *
 * `staff_role`: a named set of scopes, keyed by a short slug (`owner`, `support`, or one the owner
 * makes). `refund_limit` (cents) caps one refund made by a member of the role; null: no cap.
 * Built-in roles (`built_in` = 1) keep their scopes from the code; only their limit changes.
 *
 * `staff_member`: an account that works in the console, with its role and status (`active`,
 * `removed`). `app_user.role` stays the gate (`operator` while active), so the console scope's
 * one read still decides who may enter; this row decides what they may do there.
 *
 * `staff_invitation`: an email, the role offered, the HMAC of the mailed six-digit code, its
 * expiry (7 days) and when (and by whom) it was accepted.
 *
 * `admin_audit` grows into the activity log: the area (a scope's area), a subject a person reads
 * (`order 9f…`, `product 12`), and the before/after JSON of the fields the write changed. Its
 * older rows keep their detail and get their area from their entity.
 *
 * `refresh_family.confirmed_at`: when the password was last proven within this sign-in, so a
 * sensitive action can ask for it again without a new sign-in.
 *
 * Every account that is an operator today becomes an active Owner.
 */
export const staffRolesActivity: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await k.schema
      .createTable('staff_role')
      .addColumn('role_key', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', notNull)
      .addColumn('scopes_json', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('refund_limit', 'integer')
      .addColumn('built_in', 'integer', flag)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await k.schema
      .createTable('staff_member')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.user_id').onDelete('cascade'))
      .addColumn('role_key', 'text', (c) => c.notNull().references('staff_role.role_key'))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'removed')`))
      .addColumn('invited_by', 'integer')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await k.schema.createIndex('staff_member_role').on('staff_member').columns(['role_key', 'status']).execute();
    await withId(db, k.schema.createTable('staff_invitation'), 'invitation_id')
      .addColumn('email', 'text', notNull)
      .addColumn('role_key', 'text', (c) => c.notNull().references('staff_role.role_key'))
      .addColumn('code_hash', 'text', notNull)
      .addColumn('attempts', 'integer', flag)
      .addColumn('invited_by', 'integer', notNull)
      .addColumn('expires_at', 'text', notNull)
      .addColumn('accepted_at', 'text')
      .addColumn('accepted_by', 'integer')
      .addColumn('created_at', 'text', notNull)
      .execute();
    await k.schema.createIndex('staff_invitation_email').on('staff_invitation').column('email').execute();

    await k.schema.alterTable('admin_audit').addColumn('area', 'text').execute();
    await k.schema.alterTable('admin_audit').addColumn('subject', 'text').execute();
    await k.schema.alterTable('admin_audit').addColumn('before_json', 'text').execute();
    await k.schema.alterTable('admin_audit').addColumn('after_json', 'text').execute();
    await k.schema.createIndex('admin_audit_created').on('admin_audit').column('created_at').execute();
    await k.schema.createIndex('admin_audit_actor').on('admin_audit').columns(['actor', 'created_at']).execute();
    await sql`update admin_audit set area = case
        when entity in ('product', 'category') then 'products'
        when entity = 'setting' then 'settings'
        else 'content' end,
      subject = entity || coalesce(' ' || cast(entity_id as text), '')`.execute(k);

    await k.schema.alterTable('refresh_family').addColumn('confirmed_at', 'text').execute();

    const now = new Date().toISOString();
    await k
      .insertInto('staff_role')
      .values(
        BUILT_IN_ROLES_033.map((role) => ({
          role_key: role.key,
          name: role.name,
          scopes_json: JSON.stringify(role.scopes),
          refund_limit: role.refundLimit,
          built_in: 1,
          created_at: now,
        })),
      )
      .execute();
    await sql`insert into staff_member (user_id, role_key, status, invited_by, created_at, updated_at)
      select user_id, 'owner', 'active', null, ${now}, ${now} from app_user where role = 'operator'`.execute(k);
  },
});
