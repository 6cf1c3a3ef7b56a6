import { SUCCESS_CODE, type Envelope } from '@shared/envelope';

export function ok<T>(data: T): Envelope<T> {
  return { code: SUCCESS_CODE, data, errMsg: '' };
}

export function fail(code: number, errMsg: string): Envelope<null> {
  return { code, data: null, errMsg };
}

/**
 * An answer's data already written as JSON, with the wire's names, from parts kept ready (a page
 * of product cards, each card's JSON made once): the answer memory sends it as it is.
 */
export class WireJson {
  constructor(readonly json: string) {}
}

/** `JSON.stringify(ok(data))` for data already written as JSON. */
export const okJson = (dataJson: string) => `{"code":${SUCCESS_CODE},"data":${dataJson},"errMsg":""}`;
