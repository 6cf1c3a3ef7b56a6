import type { OrderShop, Shopper } from '@server/modules/order/order.fixture';
import { setOperator } from '@server/modules/console/operator-role';

/** A signed-in customer made a member of the staff with `role` (an owner first, as `npm run operator` does). */
export async function memberWithRole(s: OrderShop, label: string, role: string): Promise<Shopper> {
  const member = await s.customer(label);
  await setOperator(s.db.kysely, member.email, 'grant');
  await s.db.kysely.updateTable('staff_member').set({ role_key: role }).where('user_id', '=', member.userId).execute();
  return member;
}

/** The code of the next invitation mailed to `email`, read from the caught mail (waits for it). */
export async function invitationCodeFor(s: OrderShop, email: string): Promise<string> {
  const mail = await s.smtp.waitForMail(email);
  if (!mail.code || !mail.text.includes('invitation code')) throw new Error(`No invitation code in: ${mail.subject}`);
  return mail.code;
}
