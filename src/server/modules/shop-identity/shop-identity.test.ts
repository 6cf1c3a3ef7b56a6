import { describe, expect, it } from 'vitest';
import { parseConfig } from '@server/config';
import { identityFromConfig, senderOf } from './shop-identity.js';

describe("the shop's identity from the environment", () => {
  it('splits MAIL_FROM into the sender name and address the console edits', () => {
    expect(senderOf('Acme <hi@acme.test>')).toEqual({ name: 'Acme', address: 'hi@acme.test' });
    expect(senderOf('"Smith, \\"Jones\\" & Co" <no-reply@shop.localhost>')).toEqual({
      name: 'Smith, "Jones" & Co',
      address: 'no-reply@shop.localhost',
    });
    expect(senderOf(' hi@acme.test ')).toEqual({ name: '', address: 'hi@acme.test' });
  });

  it('takes the name, tagline, address and sender as first values, and no logo', () => {
    const config = parseConfig({ SHOP_NAME: 'Smith, "Jones" & Co', SHOP_ADDRESS: 'Unit 4\\n9 Dock Lane' });
    expect(identityFromConfig(config)).toEqual({
      name: 'Smith, "Jones" & Co',
      tagline: config.SHOP_TAGLINE,
      addressLines: ['Unit 4', '9 Dock Lane'],
      senderName: 'Smith, "Jones" & Co',
      senderEmail: 'no-reply@shop.localhost',
      logoPath: null,
    });
  });
});
