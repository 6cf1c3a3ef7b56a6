import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_TAGLINE, SHOP_BRAND_ID } from '@shared/constants';
import { getShopIdentity, saveShopIdentity } from '@shared/contract/console-settings';
import type { WireInputOf } from '@shared/contract/endpoint';
import { listActivity } from '@shared/contract/console-staff';
import { getInvoicePdf } from '@shared/contract/order';
import { callEndpoint } from '@server/test/call-endpoint';
import { buildTestApp, testConfig, testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { pdfText } from '@server/modules/invoice/invoice.fixture';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />\n' +
  '<meta name="description" content="The shop." />\n<title>Shop</title></head>' +
  '<body><div id="first-paint" inert><header>Shop</header></div><div id="root"></div></body></html>';

const SAVED = {
  name: 'Harbour & Pine',
  tagline: 'Things for the coast, made to last.',
  addressLines: ['77 Harbour Road', 'Portland, OR 97201'],
  senderName: 'Harbour & Pine',
  senderEmail: 'hello@harbour.test',
  logoPath: '/media/demo/banner/logo.svg',
};

describe.each(testDialects)("the shop's identity on %s", (dialect) => {
  let s: OrderShop;
  let operator: Shopper;
  /** A second instance over the same database, which answers pages: it learns of a save by itself. */
  let other: FastifyInstance;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('identity-operator');
    const webDir = path.join(s.dataDir, 'web');
    fs.mkdirSync(webDir, { recursive: true });
    fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    other = await buildTestApp(testConfig(s.dataDir, { PUBLIC_URL: 'https://shop.example/' }), {
      db: s.db,
      webDir,
      orderSweep: false,
      mailSender: false,
      webhookSender: false,
    });
  });
  afterAll(async () => {
    await other.close();
    await s.close();
  });

  /** The home page's head as a browser reads it, from the other instance. */
  const home = async () => {
    // raw: a page, not an API call
    const res = await other.inject({ method: 'GET', url: '/' });
    const document = new JSDOM(res.body).window.document;
    return {
      title: document.title,
      siteName: document.querySelector('meta[property="og:site_name"]')?.getAttribute('content'),
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      brand: JSON.parse(document.getElementById(SHOP_BRAND_ID)?.textContent ?? 'null') as unknown,
    };
  };

  it('a fresh shop uses the environment: name, tagline, address and sender', async () => {
    const identity = (await operator.call(getShopIdentity, {})).body.data;
    expect(identity).toEqual({
      name: 'Test Shop',
      tagline: DEFAULT_SHOP_TAGLINE,
      addressLines: ['1 Market Street, Suite 500', 'San Francisco, CA 94105', 'United States'],
      senderName: 'Test Shop',
      senderEmail: 'no-reply@shop.localhost',
      logoPath: null,
    });
    expect(await home()).toEqual({
      title: 'Test Shop',
      siteName: 'Test Shop',
      description: DEFAULT_SHOP_TAGLINE,
      brand: { name: 'Test Shop', tagline: DEFAULT_SHOP_TAGLINE, logoPath: null },
    });
  });

  it('refuses bad input with the field and its reason, and changes nothing', async () => {
    const before = (await operator.call(getShopIdentity, {})).body.data;
    const refused: [WireInputOf<typeof saveShopIdentity>['body'], string][] = [
      [{ ...SAVED, senderEmail: 'hello at harbour' }, 'senderEmail: Sender address must be a valid email address'],
      [{ ...SAVED, name: ' ' }, 'name: Shop name is required'],
      [{ ...SAVED, name: 'N'.repeat(81) }, 'name: Shop name must be at most 80 characters'],
      [{ ...SAVED, tagline: 'T'.repeat(201) }, 'tagline: Tagline must be at most 200 characters'],
      [{ ...SAVED, addressLines: ['1', '2', '3', '4', '5', '6', '7'] }, 'The address must be at most 6 lines'],
      [{ ...SAVED, logoPath: '/media/uploads/reviews/1/nope.png' }, 'is not an uploaded image; upload it first'],
    ];
    for (const [body, message] of refused) {
      const res = await operator.call(saveShopIdentity, { body });
      expect(res.status, message).toBe(400);
      expect(res.body.errMsg).toContain(message);
    }
    expect((await operator.call(getShopIdentity, {})).body.data).toEqual(before);
    expect((await home()).title).toBe('Test Shop');
    const shopper = await s.customer('identity-shopper');
    expect((await shopper.call(saveShopIdentity, { body: SAVED })).status).toBe(403);
  });

  it('once saved, the next invoice, mail and page head use it, on this instance and the other', async () => {
    const saved = await operator.call(saveShopIdentity, {
      body: { ...SAVED, name: `  ${SAVED.name} `, addressLines: ['77 Harbour Road', '', 'Portland, OR 97201 '] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual(SAVED);
    expect((await operator.call(getShopIdentity, {})).body.data).toEqual(SAVED);

    // A paid order: its confirmation comes from the new sender, in the new name.
    const ada = await s.customer('identity-ada');
    const paid = await s.paidOrder(ada, [[s.f.ids.lamp, 1]]);
    const mail = await s.smtp.waitForMail(ada.email);
    expect(mail.from).toBe('"Harbour & Pine" <hello@harbour.test>');
    expect(mail.subject).toMatch(/^Harbour & Pine: order .* is confirmed$/);
    expect(mail.headers['message-id']).toMatch(/@harbour\.test>$/);

    // Its invoice prints the new name and address.
    const invoice = await callEndpoint(s.app, getInvoicePdf, { params: { orderUuid: paid.orderUuid } }, ada);
    expect(invoice.status).toBe(200);
    const text = await pdfText(invoice.data);
    for (const line of ['Harbour & Pine', '77 Harbour Road', 'Portland, OR 97201']) expect(text).toContain(line);
    expect(text).not.toContain('1 Market Street');

    // The other instance's pages follow within its next check.
    await expect.poll(async () => (await home()).title, { timeout: 10_000 }).toBe('Harbour & Pine');
    expect(await home()).toEqual({
      title: 'Harbour & Pine',
      siteName: 'Harbour & Pine',
      description: SAVED.tagline,
      brand: { name: SAVED.name, tagline: SAVED.tagline, logoPath: SAVED.logoPath },
    });

    const activity = await operator.call(listActivity, { query: {} });
    expect(activity.body.data!.list.some((e) => e.subject === 'shop identity')).toBe(true);
  });
});
