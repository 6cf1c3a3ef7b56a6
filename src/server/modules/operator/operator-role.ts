import type { Executor } from '@server/db/transaction';
import { touchReviewsOf } from '@server/modules/user';

export type OperatorCommand = 'grant' | 'revoke';

/**
 * Gives or takes the operator role of an existing account. The role is read from the database on
 * every operator request, so this takes effect at once, even while the shop runs. The account's
 * reviews are marked as the shop's while it is an operator's: they are touched, so products'
 * remembered review lists are remade (user.repository.ts, touchReviewsOf), in the same
 * transaction (`db` is not a transaction: this opens its own).
 */
export async function setOperator(db: Executor, email: string, command: OperatorCommand): Promise<string> {
  const normalised = email.trim().toLowerCase();
  const role = command === 'grant' ? 'operator' : 'customer';
  const found = await db.transaction().execute(async (trx) => {
    const account = await trx
      .updateTable('app_user')
      .set({ role })
      .where('email', '=', normalised)
      .returning('user_id')
      .executeTakeFirst();
    if (account) await touchReviewsOf(trx, account.user_id);
    return account !== undefined;
  });
  if (!found) throw new Error(`No account with the email ${normalised}`);
  return command === 'grant' ? `${normalised} is now an operator` : `${normalised} is no longer an operator`;
}
