import axios, {
  type AxiosError,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { toast } from 'sonner';
import { API_BASE, REQUEST_TIMEOUT_MS } from '@shared/constants';
import { SUCCESS_CODE } from '@shared/envelope';
import { getProfile } from './profile';
import { useSessionStore } from './store';
import { tokenStorage, type TokenPair } from './token-storage';
import { toastError } from './toast';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * No error toast: the caller reports the failure itself, or the failure is expected. A
     * function keeps quiet only for the failures it accepts (a page showing its own not-found).
     */
    silent?: boolean | ((error: ApiError) => boolean);
    /** Never start the 401 refresh for this request (the refresh call and the profile reload). */
    skipAuthRefresh?: boolean;
    /** Set on the single retry after a refresh, so a second 401 cannot loop. */
    _retried?: boolean;
  }
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

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;
const FALLBACK_MESSAGE = 'Request failed';

function isEmptyBody(data: unknown): boolean {
  return data === undefined || data === null || data === '';
}

async function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** An error answer to a blob request (an invoice, say) still carries a JSON envelope. */
async function errorBody(data: unknown): Promise<unknown> {
  if (typeof Blob !== 'undefined' && data instanceof Blob && data.type.includes('json')) {
    try {
      return JSON.parse(await blobText(data));
    } catch {
      return undefined;
    }
  }
  return data;
}

function envelopeField(body: unknown, key: 'code' | 'data' | 'errMsg'): unknown {
  return body && typeof body === 'object' && key in body ? (body as Record<string, unknown>)[key] : undefined;
}

async function toApiError(error: AxiosError): Promise<ApiError> {
  const body = await errorBody(error.response?.data);
  const errMsg = envelopeField(body, 'errMsg');
  const code = envelopeField(body, 'code');
  // SPEC §8: the server's errMsg, else the client's own message ('Network Error',
  // 'timeout of 50000ms exceeded', 'Request aborted', 'Request failed with status code 502'),
  // else a generic text.
  const message = (typeof errMsg === 'string' && errMsg) || error.message || FALLBACK_MESSAGE;
  return new ApiError(message, typeof code === 'number' ? code : undefined, error.response?.status);
}

/**
 * Which request an error toast belongs to: method and path, and for a read its query too (a
 * code that failed is not cured by the plain total succeeding).
 */
function requestKey(config: AxiosRequestConfig): string {
  const method = (config.method ?? 'get').toUpperCase();
  const query = method === 'GET' && config.params ? ` ${JSON.stringify(config.params)}` : '';
  return `${method} ${config.url ?? ''}${query}`;
}

function bearerOf(config: AxiosRequestConfig): string | undefined {
  const header = (config.headers as Record<string, unknown> | undefined)?.Authorization;
  return typeof header === 'string' ? header.replace(/^Bearer /, '') : undefined;
}

/**
 * The storefront's HTTP client (SPEC §7–§8): unwraps the `{code, data, errMsg}` envelope, toasts
 * failures at top-center, and on a 401 refreshes the token pair once and retries the request once.
 */
export function createApiClient({ baseURL = API_BASE, timeout = REQUEST_TIMEOUT_MS }: ApiClientOptions = {}) {
  const instance = axios.create({ baseURL, timeout, headers: { 'Content-Type': 'application/json' } });

  // `T` is the contract's type for the envelope's data (src/shared/schemas): the response
  // interceptor has already replaced the body with it, so each call resolves to `T` itself.
  const client = {
    instance,
    get: async <T>(url: string, config?: AxiosRequestConfig) => (await instance.get<T>(url, config)).data,
    post: async <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
      (await instance.post<T>(url, body, config)).data,
    delete: async <T>(url: string, config?: AxiosRequestConfig) => (await instance.delete<T>(url, config)).data,
  };

  // Uploads go straight to the cloud-storage host with a signed form; our bearer token must never
  // leak there. "Storage host" = any absolute URL on another origin than the API itself.
  function isStorageRequest(config: AxiosRequestConfig): boolean {
    const url = config.url ?? '';
    if (!ABSOLUTE_URL.test(url)) return false;
    const apiOrigin = new URL(baseURL, window.location.href).origin;
    return new URL(url, window.location.href).origin !== apiOrigin;
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

  function dismissErrorOf(config: AxiosRequestConfig): void {
    const key = requestKey(config);
    const id = errorToasts.get(key);
    if (id === undefined) return;
    errorToasts.delete(key);
    toast.dismiss(id);
  }

  function report(error: ApiError, config: AxiosRequestConfig | undefined): ApiError {
    const silent = typeof config?.silent === 'function' ? config.silent(error) : config?.silent;
    if (silent) return error;
    if (!config) {
      toastError(error.message);
      return error;
    }
    dismissErrorOf(config);
    errorToasts.set(requestKey(config), toastError(error.message));
    return error;
  }

  let refreshing: Promise<void> | null = null;

  // Concurrent 401s share one refresh: the refresh token rotates on use, so a second parallel
  // refresh with the same token would be treated as reuse by the server.
  function refreshSession(refreshToken: string): Promise<void> {
    refreshing ??= (async () => {
      const pair = await client.post<TokenPair | undefined>(
        '/auth/refresh',
        { refreshToken },
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

  instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    if (isStorageRequest(config)) {
      config.headers.delete('Authorization');
      return config;
    }
    // A write sent again (a form resubmitted) retires its previous failure at once.
    if (config.method && config.method.toLowerCase() !== 'get') dismissErrorOf(config);
    const accessToken = currentAccessToken();
    if (accessToken) config.headers.set('Authorization', `Bearer ${accessToken}`);
    else config.headers.delete('Authorization');
    return config;
  });

  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      const { config, data } = response;
      // The storage host answers in its own format (often 204 with no body): pass it through.
      if (isStorageRequest(config)) return { ...response, data: isEmptyBody(data) ? undefined : data };
      if (config.responseType === 'blob') {
        dismissErrorOf(config);
        return response;
      }
      if (isEmptyBody(data) || typeof data !== 'object') {
        return Promise.reject(report(new ApiError(FALLBACK_MESSAGE, undefined, response.status), config));
      }
      const code = envelopeField(data, 'code');
      // The body becomes the envelope's data: what every typed call below resolves to.
      if (code === SUCCESS_CODE) {
        dismissErrorOf(config);
        return { ...response, data: envelopeField(data, 'data') };
      }
      const errMsg = envelopeField(data, 'errMsg');
      const message = (typeof errMsg === 'string' && errMsg) || FALLBACK_MESSAGE;
      return Promise.reject(
        report(new ApiError(message, typeof code === 'number' ? code : undefined, response.status), config),
      );
    },
    async (error: unknown) => {
      if (!axios.isAxiosError(error)) {
        throw report(
          new ApiError(error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE),
          undefined,
        );
      }
      // Our own cancellations (a query unmounting) are not failures the shopper should see.
      if (axios.isCancel(error)) throw new ApiError(error.message || 'Request canceled');
      const config = error.config;
      if (error.response?.status === 401 && config && !isStorageRequest(config)) {
        const store = useSessionStore.getState();
        store.setUser(null);
        if (!config.skipAuthRefresh && !config._retried) {
          // Another request already refreshed while this one was in flight: just retry.
          const sentToken = bearerOf(config);
          const latestToken = currentAccessToken();
          if (sentToken && latestToken && sentToken !== latestToken) {
            config._retried = true;
            return instance.request(config);
          }
          const refreshToken = currentRefreshToken();
          if (refreshToken) {
            try {
              await refreshSession(refreshToken);
            } catch (refreshError) {
              // Another tab rotated the pair while this refresh was failing: adopt its pair.
              const stored = tokenStorage.getPair();
              if (stored && stored.refreshToken && stored.refreshToken !== refreshToken) {
                useSessionStore.getState().restoreToken(stored);
                config._retried = true;
                return instance.request(config);
              }
              // Decision (SPEC §4 leaves it open): a failed refresh signs the user out. The refresh
              // token is rotated or revoked server-side, so keeping it would only fail again.
              useSessionStore.getState().setToken(null);
              const reason = axios.isAxiosError(refreshError)
                ? await toApiError(refreshError)
                : refreshError instanceof ApiError
                  ? refreshError
                  : new ApiError(FALLBACK_MESSAGE);
              throw report(reason, config);
            }
            config._retried = true;
            return instance.request(config);
          }
        }
      }
      throw report(await toApiError(error), config);
    },
  );

  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client, on `/api` of the page's origin. */
export const api = createApiClient();
