import { sql } from 'kysely';
import { getConsoleOrder } from '@shared/contract/console-orders';
import { getProfile } from '@shared/contract/user';
import { login, requestSignUpToken, signUp } from '@shared/contract/auth';
import { listReviews } from '@shared/contract/catalog';
import { getInvoicePdf } from '@shared/contract/order';
import { callEndpoint } from '@server/test/call-endpoint';
import { closeAccount, dataExport } from '@shared/contract/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop } from '@server/modules/order/order.fixture';
import { hashPassword } from '@server/lib/password-hashing';
import { dataExportSchema } from '@shared/schemas/account';

const PASSWORD = 'correct horse battery';

/** Every table of the database, by name. */
async function tableNames(s: OrderShop): Promise<string[]> {
  const rows =
    s.db.dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(s.db.kysely)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(s.db.kysely);
  return rows.rows.map((row) => row.name);
}

/** Where `needle` is still found: `table` for each row of any table whose text holds it. */
async function whereFound(s: OrderShop, needles: string[]): Promise<{ table: string; row: Record<string, unknown> }[]> {
  const found: { table: string; row: Record<string, unknown> }[] = [];
  for (const table of await tableNames(s)) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(s.db.kysely)).rows;
    for (const row of rows) {
      const text = JSON.stringify(row, (_key, value: unknown) =>
        Buffer.isBuffer(value) ? value.toString('latin1') : value,
      ).toLowerCase();
      if (needles.some((needle) => text.includes(needle.toLowerCase()))) found.push({ table, row });
    }
  }
  return found;
}

describe.each(testDialects)('data export and closing an account, on %s', (dialect) => {
  let s: OrderShop;
  beforeAll(async () => {
    s = await openOrderShop(dialect);
  });
  afterAll(() => s.close());

  async function shopperWithPassword(label: string) {
    const shopper = await s.customer(label);
    await s.db.kysely
      .updateTable('app_user')
      .set({ password_hash: await hashPassword(PASSWORD) })
      .where('user_id', '=', shopper.userId)
      .execute();
    return shopper;
  }

  it("exports the shopper's own data as one document, without hashes or anyone else's data", async () => {
    const me = await shopperWithPassword('exporter');
    const other = await shopperWithPassword('someone-else');
    await s.paidOrder(me, [[s.f.ids.candle, 1]]);
    await s.paidOrder(other, [[s.f.ids.lamp, 1]]);
    await me.add(s.f.ids.lamp, 2);
    const res = await me.call(dataExport, {});
    expect(res.status).toBe(200);
    const doc = dataExportSchema.parse(res.body.data);
    expect(doc.profile.email).toBe(me.email);
    expect(doc.addresses.map((a) => a.full_name)).toEqual(['Ada Lovelace', 'Charles Babbage']);
    expect(doc.cart).toHaveLength(1);
    expect(doc.orders).toHaveLength(1);
    expect(doc.orders[0]!.items).toHaveLength(1);
    const text = JSON.stringify(doc);
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/password|hash/i);
    expect(text).not.toContain(other.email);
  });

  it('closes the account: no personal data left outside the kept orders, orders and invoices still there for the operator, and the email registers again', async () => {
    const operator = await s.operator('closing-operator');
    const me = await shopperWithPassword('leaver');
    // A name and phone nobody else in the fixture has, so every trace of them is this account's.
    const [name, phone] = [`Grace Hopper ${dialect}`, '+44 20 7946 0999'];
    await s.db.kysely
      .updateTable('address')
      .set({ full_name: name, phone_number: phone })
      .where('user_id', '=', me.userId)
      .execute();
    const paid = await s.paidOrder(me, [[s.f.ids.candle, 1]]);
    await me.add(s.f.ids.lamp, 1);
    await s.db.kysely
      .insertInto('review')
      .values({
        inventory_id: s.f.ids.candle,
        user_id: me.userId,
        rating: 5,
        content: 'Lovely',
        created_at: new Date().toISOString(),
      })
      .execute();
    const screenName = (
      await s.db.kysely
        .selectFrom('app_user')
        .select('screen_name')
        .where('user_id', '=', me.userId)
        .executeTakeFirstOrThrow()
    ).screen_name;

    const wrong = await me.call(closeAccount, { body: { password: 'not my password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errMsg).toBe('Incorrect password');

    const res = await me.call(closeAccount, { body: { password: PASSWORD } });
    expect(res.body).toEqual({ code: 20000, data: { success: true }, errMsg: '' });

    // The session has ended, and the account cannot sign in any more.
    expect((await me.call(getProfile, {})).status).toBe(401);
    const signIn = await callEndpoint(s.app, login, { body: { loginId: me.email, password: PASSWORD } });
    expect(signIn.body.errMsg).toBe('Incorrect email or password');

    // The email, the names and the phone are only where the kept order holds them.
    const keptOrderTables = new Set(['customer_order', 'kept_document', 'test_checkout_session']);
    const found = await whereFound(s, [me.email, name, phone, screenName]);
    const outside = found.filter(
      ({ table, row }) => !keptOrderTables.has(table) && !(table === 'mail_outbox' && row.order_id !== null),
    );
    expect(outside).toEqual([]);
    expect(found.some(({ table }) => table === 'customer_order')).toBe(true);

    // The review stays, signed "Former customer".
    const reviews = await callEndpoint(s.app, listReviews, { params: { id: s.f.ids.candle }, query: { num: 50 } });
    const names = reviews.data.list.map((r) => r.user.screenName);
    expect(names).toContain('Former customer');

    // The operator still sees the order and downloads its invoice.
    const order = await operator.call(getConsoleOrder, { params: { orderUuid: paid.orderUuid } });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const invoice = await operator.call(getInvoicePdf, { params: { orderUuid: paid.orderUuid } });
    expect(invoice.status).toBe(200);
    expect(invoice.headers['content-type']).toContain('application/pdf');

    // The address can register a new account.
    const again = await callEndpoint(s.app, requestSignUpToken, { body: { email: me.email } });
    const { signUpToken } = again.data;
    // Earlier mails to the address (the order's) come first.
    let mail = await s.smtp.waitForMail(me.email);
    while (!mail.subject.endsWith('verification code')) mail = await s.smtp.waitForMail(me.email);
    const registered = await callEndpoint(s.app, signUp, {
      body: { signUpToken, verificationCode: mail.code ?? '', password: 'a brand new start' },
    });
    expect(registered.body, registered.raw.body).toEqual({ code: 20000, data: { success: true }, errMsg: '' });
  });
});
