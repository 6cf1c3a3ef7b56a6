import type { InternalAxiosRequestConfig } from 'axios';
import { SUCCESS_CODE } from '@shared/envelope';
import { api } from '@web/lib/api-client';

export interface SentRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body: unknown;
}

type Answer = unknown | ((request: SentRequest) => unknown); // a function may return a promise

/**
 * Like answerApi (src/web/test/render.tsx) but also records what was sent and lets an answer
 * depend on the request (a page number). Paths without an answer get the API's 404 envelope.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const sent: SentRequest[] = [];
  const previous = api.instance.defaults.adapter;
  api.instance.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: (config.url ?? '').split('?')[0],
      params: (config.params as Record<string, unknown> | undefined) ?? {},
      body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
    };
    sent.push(request);
    const key = `${request.method} ${request.path}`;
    const found = key in answers ? answers[key] : request.path in answers ? answers[request.path] : undefined;
    const ok = found !== undefined;
    const data = typeof found === 'function' ? await (found as (request: SentRequest) => unknown)(request) : found;
    return {
      data: ok
        ? { code: SUCCESS_CODE, data, errMsg: '' }
        : { code: 40400, data: null, errMsg: `Not found: ${request.path}` },
      status: ok ? 200 : 404,
      statusText: ok ? 'OK' : 'Not Found',
      headers: {},
      config,
    };
  };
  return {
    sent,
    restore: () => {
      api.instance.defaults.adapter = previous;
    },
  };
}
