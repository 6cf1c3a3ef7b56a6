import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { signedInUser } from '@server/test/users';
import { setOperator } from '@server/modules/console/operator-role';
import { callEndpoint } from '@server/test/call-endpoint';
import { listReviews } from '@shared/contract/catalog';
import { updateProfile } from '@shared/contract/user';
import { SCREEN_NAME_RESERVED } from '@server/lib/reserved-screen-names';

const ZWSP = '\u200B';

/** Names that pass for the shop or its people, each refused (the shop is 'Northwind Market' here). */
const impersonating: [string, string][] = [
  ['the shop and a staff word', 'Northwind Market Support'],
  ['the bare word', 'Operator'],
  ['a zero for the O', '0perator'],
  ['Greek capitals', '\u039F\u03A1\u0395R\u0391\u03A4\u039FR'], // ΟΡΕRΑΤΟR
  ['Greek omicrons', '\u039Fperat\u03BFr'], // Οperatοr
  ['Cyrillic letters', '\u041E\u0440\u0435r\u0430t\u043Er'], // Ореrаtоr
  ['a zero-width space after it', `Operator${ZWSP}`],
  ['a zero-width space inside it', `Oper${ZWSP}ator`],
  ['a soft hyphen inside it', 'Oper\u00ADator'],
  ['full-width letters', '\uFF2F\uFF50\uFF45\uFF52\uFF41\uFF54\uFF4F\uFF52'], // Ｏｐｅｒａｔｏｒ
  ['mathematical bold letters', '\u{1D40E}\u{1D429}\u{1D41E}\u{1D42B}\u{1D41A}\u{1D42D}\u{1D428}\u{1D42B}'],
  ['an accent', 'Öperator'],
  ['capitals', 'ADMIN'],
  ['a zero for the O of official', '0FFICIAL'],
  ['words run together in camel case', 'ShopSupport'],
  ['a plural', 'Admins'],
  ['administrator', 'Site Administrator'],
  ['moderator', 'Moderator Kim'],
  ['staff', 'Staff'],
  ['official', 'Official Account'],
  ['the shop word', 'The Shop'],
  ['the shop name run together', 'northwindmarket'],
  ['the shop name spaced with dots', 'Northwind.Market'],
  ['the shop name in Greek and Cyrillic look-alikes', '\u039Dorthwind \u041Carket'], // Νorthwind Мarket
  ['a word spelled out', 'O p e r a t o r'],
];

/** Ordinary names, any script, that merely contain a reserved word inside a longer one. */
const ordinary = [
  'Jordan A.',
  '\u03A9\u03BC\u03AD\u03B3\u03B1', // Ωμέγα
  '\u5C71\u7530', // 山田
  '\u0418\u0432\u0430\u043D \u041F\u0435\u0442\u0440\u043E\u0432', // Иван Петров
  'José Núñez',
  'Staffan',
  'Bishop',
  'Shopper Sam',
  'Badminton fan',
  'Northwind Fan',
  'Market Maven',
];

describe.each(testDialects)('screen names that pass for the shop on %s', (dialect) => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { SHOP_NAME: 'Northwind Market' } });
    productId = (
      await t.db.kysely.selectFrom('inventory').select('inventory_id').orderBy('inventory_id').executeTakeFirstOrThrow()
    ).inventory_id;
  });
  afterAll(() => t.close());

  let accounts = 0;
  const newCustomer = () => signedInUser(t, `reserved${++accounts}@example.com`);
  const update = (headers: Record<string, string>, screenName: string) =>
    callEndpoint(t.app, updateProfile, { body: { screenName } }, { headers });
  const storedName = async (userId: number) =>
    (
      await t.db.kysely
        .selectFrom('app_user')
        .select('screen_name')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).screen_name;

  it.each(impersonating)(
    'refuses %s (%j) with a 400 at the screenName field, and keeps the old name',
    async (_, name) => {
      const me = await newCustomer();
      const before = await storedName(me.userId);
      const res = await update(me.headers, name);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 40000, data: null, errMsg: `screenName: ${SCREEN_NAME_RESERVED}` });
      expect(await storedName(me.userId)).toBe(before);
    },
  );

  it.each(ordinary)('takes the ordinary name %j', async (name) => {
    const me = await newCustomer();
    const res = await update(me.headers, name);
    expect(res.status).toBe(200);
    expect(res.data.screenName).toBe(name.normalize('NFC'));
  });

  describe('a review by an operator', () => {
    const reviews = async () =>
      (await callEndpoint(t.app, listReviews, { params: { id: productId }, query: { num: 50 } })).data.list;
    const review = async (userId: number, content: string) =>
      t.db.kysely
        .insertInto('review')
        .values({ inventory_id: productId, user_id: userId, rating: 5, content, created_at: new Date().toISOString() })
        .execute();

    it("is marked as the shop's; a customer's is not, and the mark follows the role", async () => {
      const operator = await newCustomer();
      await setOperator(t.db.kysely, `reserved${accounts}@example.com`, 'grant');
      const customer = await newCustomer();
      await review(operator.userId, 'Restocked in every size this week.');
      await review(customer.userId, 'Lovely jumper.');
      const byContent = async () => Object.fromEntries((await reviews()).map((r) => [r.content, r.byShop]));
      expect(await byContent()).toMatchObject({ 'Restocked in every size this week.': true, 'Lovely jumper.': false });
      // Every demo review is a customer's.
      expect((await reviews()).filter((r) => r.byShop).map((r) => r.content)).toEqual([
        'Restocked in every size this week.',
      ]);
      // Taking the role away takes the mark off the remembered review list too (on PostgreSQL the
      // product's new version arrives by notification: poll).
      await setOperator(t.db.kysely, `reserved${accounts - 1}@example.com`, 'revoke');
      await expect
        .poll(async () => (await byContent())['Restocked in every size this week.'], { timeout: 15_000 })
        .toBe(false);
    });
  });
});
