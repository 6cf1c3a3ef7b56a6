import { SUCCESS_CODE, type Envelope } from '@shared/envelope';

export function ok<T>(data: T): Envelope<T> {
  return { code: SUCCESS_CODE, data, errMsg: '' };
}

export function fail(code: number, errMsg: string): Envelope<null> {
  return { code, data: null, errMsg };
}
