import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listAddresses } from '@shared/contract/address';
import { api } from '@web/lib/api-client';
import { serveApi, type ServedApi } from './serve-api';
import { ok, sendJson } from './http-server';
import { takeBreaches } from './contract-check';

let served: ServedApi;
beforeAll(async () => {
  served = await serveApi();
});
afterEach(() => served.reset());
afterAll(() => served.stop());

describe("a test's answers are checked against the contract", () => {
  it('passes an answer the real API could give', async () => {
    served.answer({ '/user/addresses': { list: [] } });
    await expect(api.call(listAddresses, { query: { addressType: 'shipping' } }, { silent: true })).resolves.toEqual({
      list: [],
    });
  });

  it('fails an answer that breaks the endpoint response schema, naming the endpoint', async () => {
    served.answer({ '/user/addresses': { addresses: [] } });
    await expect(api.call(listAddresses, {}, { silent: true })).rejects.toThrow(
      "The test's answer to GET /user/addresses breaks its contract",
    );
    // Remembered too, so a screen that swallows the error still fails its test (test/setup.ts).
    expect(await takeBreaches()).toEqual([expect.stringContaining('GET /user/addresses breaks its contract')]);
  });

  it('checks success answers a test sets by hand (ok, sendJson) the same way', async () => {
    const broken = "The test's answer to GET /user/addresses breaks its contract";
    served.routes.set('GET /api/user/addresses', ok({ addresses: [] }));
    await expect(api.call(listAddresses, {}, { silent: true })).rejects.toThrow(broken);
    served.routes.set('GET /api/user/addresses', (_req, res) =>
      sendJson(res, 200, { code: 20000, data: { addresses: [] }, errMsg: '' }),
    );
    await expect(api.call(listAddresses, {}, { silent: true })).rejects.toThrow(broken);
    expect(await takeBreaches()).toHaveLength(2);
    served.routes.set('GET /api/user/addresses', ok({ list: [] }));
    await expect(api.call(listAddresses, {}, { silent: true })).resolves.toEqual({ list: [] });
    expect(await takeBreaches()).toEqual([]);
  });
});
