import type { Executor } from '@server/db/transaction';

export type OperatorCommand = 'grant' | 'revoke';

/**
 * Gives or takes the operator role of an existing account. The role is read from the database on
 * every operator request, so this takes effect at once, even while the shop runs.
 */
export async function setOperator(db: Executor, email: string, command: OperatorCommand): Promise<string> {
  const normalised = email.trim().toLowerCase();
  const role = command === 'grant' ? 'operator' : 'customer';
  const result = await db.updateTable('app_user').set({ role }).where('email', '=', normalised).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new Error(`No account with the email ${normalised}`);
  return command === 'grant' ? `${normalised} is now an operator` : `${normalised} is no longer an operator`;
}
