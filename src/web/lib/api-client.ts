import { API_BASE, REQUEST_TIMEOUT_MS } from '@shared/constants';
import { SUCCESS_CODE } from '@shared/envelope';
import { pathOf, type Endpoint, type InputOf, type ResponseOf } from '@shared/contract/endpoint';
import { refresh } from '@shared/contract/auth';
import { toCode, toWire } from '@shared/wire-names';
import { getProfile } from './profile';
import { useSessionStore } from './store';
import { tokenStorage, type TokenPair } from './token-storage';
import { dismissToast, toastError } from './toast';

export interface RequestConfig {
  /** Query parameters; undefined and null ones are left out. */
  params?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** 'blob' hands back the body as it is; set by `call` for an endpoint that answers a file (`file`). */
  responseType?: 'json' | 'blob';
  /**
   * No error toast: the caller reports the failure itself, or the failure is expected. A
   * function keeps quiet only for the failures it accepts (a page showing its own not-found).
   */
  silent?: boolean | ((error: ApiError) => boolean);
  /**
   * Requests that answer one question of the shopper ('does this discount code apply?'): the
   * error toast of one goes when another succeeds, so 'NOPE99 is not valid' never stays beside
   * 'WELCOME10 applied'. Without it, a request is its own group (method, path, a read's query).
   */
  toastGroup?: string;
  /** Never start the 401 refresh for this request (the refresh call and the profile reload). */
  skipAuthRefresh?: boolean;
}

/** For pages that show their own not-found state: quiet for 404 and 400, loud for the rest. */
export const quietWhenNotFound = (error: ApiError) => error.status === 404 || error.status === 400;

/** Every rejection of the client is an ApiError whose message is what the shopper was shown. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code?: number,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  /** `/api` in the app; tests point it at a real local server. */
  baseURL?: string;
  timeout?: number;
}

const FALLBACK_MESSAGE = 'Request failed';

/** An answer read off the wire: its status and its body (parsed JSON, text, a Blob, or undefined when empty). */
interface RawResponse {
  status: number;
  ok: boolean;
  data: unknown;
}

/** Parsed JSON when the text is JSON, else the text itself; an empty body is undefined. */
function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readBody(response: Response, responseType: RequestConfig['responseType']): Promise<unknown> {
  // An error answer to a blob request (an invoice, say) still carries a JSON envelope.
  // Built with the page's own Blob: under a test DOM, fetch's Blob is another class.
  if (responseType === 'blob' && response.ok)
    return new Blob([await response.arrayBuffer()], { type: response.headers.get('Content-Type') ?? '' });
  return parseBody(await response.text());
}

function envelopeField(body: unknown, key: 'code' | 'data' | 'errMsg'): unknown {
  return body && typeof body === 'object' && key in body ? (body as Record<string, unknown>)[key] : undefined;
}

/** The server's errMsg, else `fallback`. */
function errorOf(body: unknown, status: number | undefined, fallback: string): ApiError {
  const errMsg = envelopeField(body, 'errMsg');
  const code = envelopeField(body, 'code');
  return new ApiError(
    (typeof errMsg === 'string' && errMsg) || fallback,
    typeof code === 'number' ? code : undefined,
    status,
  );
}

/**
 * Which request an error toast belongs to: method and path, and for a read its query too (a
 * code that failed is not cured by the plain total succeeding).
 */
function requestKey(method: string, url: string, params: RequestConfig['params']): string {
  const query = method === 'GET' && params ? ` ${JSON.stringify(params)}` : '';
  return `${method} ${url}${query}`;
}

/** A request that never got an answer: the caller cancelled it, it timed out, or the network failed. */
class NoAnswer extends Error {
  constructor(
    message: string,
    readonly cancelled: boolean,
  ) {
    super(message);
  }
}

/**
 * The storefront's HTTP client, on the browser's fetch: unwraps the `{code, data, errMsg}`
 * envelope, toasts failures at top-center, and on a 401 refreshes the token
 * pair once and retries the request once. Messages of failures without an answer keep the
 * wording shoppers saw before ('Network Error', 'timeout of 50000ms exceeded').
 */
export function createApiClient({ baseURL = API_BASE, timeout = REQUEST_TIMEOUT_MS }: ApiClientOptions = {}) {
  /** Mutable so that tests can point the app's client at their own server. */
  const defaults = { baseURL, timeout };

  function urlOf(url: string, params: RequestConfig['params']): URL {
    const joined = `${defaults.baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
    const full = new URL(joined, window.location.href);
    for (const [key, value] of Object.entries(params ?? {}))
      if (value !== undefined && value !== null) full.searchParams.append(key, String(value));
    return full;
  }

  // localStorage first: every tab shares it, so a pair another tab has just rotated is used
  // here too, instead of this tab's older copy (whose reuse would revoke the whole family).
  function currentAccessToken(): string | null {
    return tokenStorage.getAccessToken() || useSessionStore.getState().token?.accessToken || null;
  }

  function currentRefreshToken(): string | null {
    return tokenStorage.getRefreshToken() || useSessionStore.getState().token?.refreshToken || null;
  }

  // The error toast each request raised, until it goes: the same request succeeding later, or a
  // form sent again, takes it away, so 'Incorrect email or password' never stays beside 'Login
  // success'. A toast that has timed out is simply dismissed again (a no-op).
  const errorToasts = new Map<string, string | number>();

  function dismissErrorOf(key: string): void {
    const id = errorToasts.get(key);
    if (id === undefined) return;
    errorToasts.delete(key);
    dismissToast(id);
  }

  function report(error: ApiError, config: RequestConfig | undefined, key?: string): ApiError {
    const silent = typeof config?.silent === 'function' ? config.silent(error) : config?.silent;
    if (silent) return error;
    if (key === undefined) {
      toastError(error.message);
      return error;
    }
    dismissErrorOf(key);
    errorToasts.set(key, toastError(error.message));
    return error;
  }

  /** One exchange with the server: no envelope, no retry. Rejects with NoAnswer when none came. */
  async function send(
    method: string,
    url: string,
    body: unknown,
    config: RequestConfig | undefined,
    accessToken: string | null,
  ): Promise<RawResponse> {
    const headers = new Headers();
    // A form (files) goes as the browser encodes it, with its own multipart boundary.
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, defaults.timeout);
    const cancel = () => controller.abort();
    const signal = config?.signal;
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', cancel);
    try {
      const response = await fetch(urlOf(url, config?.params), {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: controller.signal,
      });
      const data = await readBody(response, config?.responseType);
      return { status: response.status, ok: response.ok, data };
    } catch {
      if (timedOut) throw new NoAnswer(`timeout of ${defaults.timeout}ms exceeded`, false);
      if (controller.signal.aborted) throw new NoAnswer('canceled', true);
      throw new NoAnswer('Network Error', false);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  }

  let refreshing: Promise<void> | null = null;

  // Concurrent 401s share one refresh: the refresh token rotates on use, so a second parallel
  // refresh with the same token would be treated as reuse by the server.
  function refreshSession(refreshToken: string): Promise<void> {
    refreshing ??= (async () => {
      // Checked rather than trusted: an answer without both tokens must not replace the stored pair.
      const pair: Partial<TokenPair> | undefined = await client.call(
        refresh,
        { body: { refreshToken } },
        { skipAuthRefresh: true, silent: true },
      );
      if (!pair?.accessToken || !pair.refreshToken) throw new ApiError(FALLBACK_MESSAGE);
      useSessionStore.getState().setToken({ accessToken: pair.accessToken, refreshToken: pair.refreshToken });
      try {
        const user = await getProfile(client, { skipAuthRefresh: true, silent: true });
        useSessionStore.getState().setUser(user ?? null);
      } catch {
        // The new tokens are valid; the retried request decides whether the shopper sees an error.
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(
    method: string,
    url: string,
    body: unknown,
    config: RequestConfig | undefined,
    retried = false,
  ): Promise<T> {
    const key = config?.toastGroup ?? requestKey(method, url, config?.params);
    // A write sent again (a form resubmitted) retires its previous failure at once.
    if (method !== 'GET') dismissErrorOf(key);
    const sentToken = currentAccessToken();
    let response: RawResponse;
    try {
      response = await send(method, url, body, config, sentToken);
    } catch (error) {
      // Our own cancellations (a query unmounting) are not failures the shopper should see.
      if (error instanceof NoAnswer && error.cancelled) throw new ApiError(error.message);
      throw report(new ApiError(error instanceof Error ? error.message : FALLBACK_MESSAGE), config, key);
    }
    const { status, ok, data } = response;

    if (!ok) {
      if (status === 401) {
        useSessionStore.getState().setUser(null);
        if (!config?.skipAuthRefresh && !retried) {
          // Another request already refreshed while this one was in flight: just retry.
          const latestToken = currentAccessToken();
          if (sentToken && latestToken && sentToken !== latestToken) return request(method, url, body, config, true);
          const refreshToken = currentRefreshToken();
          if (refreshToken) {
            try {
              await refreshSession(refreshToken);
            } catch (refreshError) {
              // Another tab rotated the pair while this refresh was failing: adopt its pair.
              const stored = tokenStorage.getPair();
              if (stored && stored.refreshToken && stored.refreshToken !== refreshToken) {
                useSessionStore.getState().restoreToken(stored);
                return request(method, url, body, config, true);
              }
              // A failed refresh signs the user out: the refresh token is rotated or revoked
              // server-side, so keeping it would only fail again.
              useSessionStore.getState().setToken(null);
              throw report(
                refreshError instanceof ApiError ? refreshError : new ApiError(FALLBACK_MESSAGE),
                config,
                key,
              );
            }
            return request(method, url, body, config, true);
          }
        }
      }
      throw report(errorOf(data, status, `Request failed with status code ${status}`), config, key);
    }

    if (config?.responseType === 'blob') {
      dismissErrorOf(key);
      return data as T;
    }
    if (data === undefined || typeof data !== 'object' || data === null) {
      throw report(new ApiError(FALLBACK_MESSAGE, undefined, status), config, key);
    }
    const code = envelopeField(data, 'code');
    // The body becomes the envelope's data: what every typed call resolves to.
    if (code === SUCCESS_CODE) {
      dismissErrorOf(key);
      return envelopeField(data, 'data') as T;
    }
    throw report(errorOf(data, status, FALLBACK_MESSAGE), config, key);
  }

  const client = {
    defaults,
    /**
     * Calls one endpoint of the contract: its path filled from `params`, its query and its body.
     * Input and answer carry the code's names; the wire's travel (src/shared/wire-names.ts). A
     * body that is a FormData (a file upload, whose schema documents the parts) goes as the
     * browser encodes it.
     */
    call: async <E extends Endpoint>(endpoint: E, input: InputOf<E>, config?: RequestConfig) => {
      const { params, query, body } = toWire(input) as {
        params?: object;
        query?: RequestConfig['params'];
        body?: unknown;
      };
      // A file endpoint's success is the file itself, handed back as a Blob.
      const sent = {
        ...config,
        ...(query && { params: query }),
        ...(endpoint.file && { responseType: 'blob' as const }),
      };
      const answer = await request<unknown>(endpoint.method, pathOf(endpoint, params), body, sent);
      return toCode(answer) as ResponseOf<E>;
    },
  };
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client, on `/api` of the page's origin. */
export const api = createApiClient();
