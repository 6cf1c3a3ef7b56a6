import type { Executor } from '@server/db/transaction';
import { touchReviewsOf } from '@server/modules/user';

export type ConsoleCommand = 'grant' | 'revoke';

export const GRANT_NOTE =
  'This command is for the first owner and for recovery; invite everyone else from the console (/admin/staff).';

/**
 * Makes an existing account an Owner of the shop's staff, or takes it off the staff (docs/
 * operator-console.md, "Staff and roles"). For the first owner and for recovery (the only owner
 * lost their access); everyone else is invited from the console. Access is read from the
 * database on every console request, so this takes effect at once, even while the shop runs. The
 * account's reviews are marked as the shop's while it is staff: they are touched, so products'
 * remembered review lists are remade (user.repository.ts, touchReviewsOf), in the same
 * transaction (`db` is not a transaction: this opens its own).
 */
export async function setOperator(db: Executor, email: string, command: ConsoleCommand): Promise<string> {
  const normalised = email.trim().toLowerCase();
  const role = command === 'grant' ? 'operator' : 'customer';
  const now = new Date().toISOString();
  const found = await db.transaction().execute(async (trx) => {
    const account = await trx
      .updateTable('app_user')
      .set({ role })
      .where('email', '=', normalised)
      .returning('user_id')
      .executeTakeFirst();
    if (!account) return false;
    if (command === 'grant') {
      await trx
        .insertInto('staff_member')
        .values({
          user_id: account.user_id,
          role_key: 'owner',
          status: 'active',
          invited_by: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ role_key: 'owner', status: 'active', updated_at: now }))
        .execute();
    } else {
      await trx
        .updateTable('staff_member')
        .set({ status: 'removed', updated_at: now })
        .where('user_id', '=', account.user_id)
        .execute();
    }
    await touchReviewsOf(trx, account.user_id);
    return true;
  });
  if (!found) throw new Error(`No account with the email ${normalised}`);
  return command === 'grant'
    ? `${normalised} is now an operator: an owner of the shop's staff. ${GRANT_NOTE}`
    : `${normalised} is no longer an operator`;
}
