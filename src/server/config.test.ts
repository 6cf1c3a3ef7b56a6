import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, publicUrl } from './config.js';

describe('configuration', () => {
  it('runs the embedded shop with no settings at all', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(publicUrl(config)).toBe('http://localhost:3000');
  });

  it('honours the documented variables', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/shop',
      PUBLIC_URL: 'https://shop.example.com/',
      SMTP_URL: 'smtp://mail.example.com:587',
      DATABASE_URL: 'postgres://shop@db/shop',
      SHOP_NAME: 'Acme',
    });
    expect(config).toMatchObject({ PORT: 8080, HOST: '127.0.0.1', DATA_DIR: '/srv/shop', SHOP_NAME: 'Acme' });
    expect(publicUrl(config)).toBe('https://shop.example.com');
  });

  it("sends mail in the shop's name unless MAIL_FROM says otherwise", () => {
    expect(parseConfig({}).MAIL_FROM).toBe('Northwind Market <no-reply@shop.localhost>');
    expect(parseConfig({ SHOP_NAME: 'Smith, "Jones" & Co' }).MAIL_FROM).toBe(
      '"Smith, \\"Jones\\" & Co" <no-reply@shop.localhost>',
    );
    expect(parseConfig({ MAIL_FROM: 'Acme <hi@acme.test>' }).MAIL_FROM).toBe('Acme <hi@acme.test>');
  });

  it("reads the shop's address for invoices as lines, split at newlines or at a written \\n", () => {
    expect(parseConfig({}).SHOP_ADDRESS).toEqual([
      '1 Market Street, Suite 500',
      'San Francisco, CA 94105',
      'United States',
    ]);
    expect(parseConfig({ SHOP_ADDRESS: '77 Harbour Road\\nPortland, OR 97201\\n' }).SHOP_ADDRESS).toEqual([
      '77 Harbour Road',
      'Portland, OR 97201',
    ]);
    expect(parseConfig({ SHOP_ADDRESS: 'Unit 4\r\n 9 Dock Lane ' }).SHOP_ADDRESS).toEqual(['Unit 4', '9 Dock Lane']);
    expect(() => parseConfig({ SHOP_ADDRESS: 'a\nb\nc\nd\ne\nf\ng' })).toThrow('SHOP_ADDRESS: must be at most 6 lines');
  });

  it('trusts no proxy unless told which', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });

  it('names every bad field at once', () => {
    let error: unknown;
    try {
      parseConfig({ PORT: 'abc', SMTP_URL: 'http://nope', JWT_SECRET: 'short', PUBLIC_URL: 'not a url' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const fields = (error as ConfigError).issues.map((i) => i.split(':')[0]).sort();
    expect(fields).toEqual(['JWT_SECRET', 'PORT', 'PUBLIC_URL', 'SMTP_URL']);
  });

  it('makes the server exit non-zero, listing the bad fields, before it listens', () => {
    // Node itself with tsx's loader (npx adds seconds and its own warnings on a busy machine).
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'seventy', REDIS_URL: 'http://x' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT');
    expect(run.stderr).toContain('REDIS_URL');
  });
});
