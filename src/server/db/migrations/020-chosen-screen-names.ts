import type { Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { defaultScreenName } from './frozen/screen-name.js';

/**
 * Screen names are public (they sign reviews), and sign-up used to take them from the email:
 * the part before the @. Every account whose screen name is still that (its owner never chose
 * another) gets the default new accounts now start with, 'Customer' and five random characters;
 * the owner can choose a name on the account page. Names chosen otherwise (the demo reviewers')
 * stay. Product answers remembered in memory are rebuilt anyway when the server starts.
 */
export const chosenScreenNames: DialectMigration = () => ({
  async up(k: Kysely<any>) {
    const users = (await k.selectFrom('app_user').select(['user_id', 'email', 'screen_name']).execute()) as {
      user_id: number;
      email: string;
      screen_name: string;
    }[];
    for (const user of users) {
      const at = user.email.indexOf('@');
      const local = (at >= 0 ? user.email.slice(0, at) : '').slice(0, 40) || user.email.slice(0, 40);
      if (user.screen_name !== local) continue;
      await k
        .updateTable('app_user')
        .set({ screen_name: defaultScreenName() })
        .where('user_id', '=', user.user_id)
        .execute();
    }
  },
});
