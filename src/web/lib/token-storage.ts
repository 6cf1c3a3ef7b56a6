import { STORAGE_KEYS } from '@shared/constants';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

// localStorage can throw (privacy modes, quota); a storefront must keep working without it,
// so every access degrades to "nothing stored".
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the session lives in memory only */
  }
}

export const tokenStorage = {
  getAccessToken: () => read(STORAGE_KEYS.accessToken),
  getRefreshToken: () => read(STORAGE_KEYS.refreshToken),
  /** Both tokens, or null unless an access token is stored (a guarded page needs one). */
  getPair(): TokenPair | null {
    const accessToken = read(STORAGE_KEYS.accessToken);
    if (!accessToken) return null;
    return { accessToken, refreshToken: read(STORAGE_KEYS.refreshToken) ?? '' };
  },
  setPair(pair: TokenPair): void {
    write(STORAGE_KEYS.accessToken, pair.accessToken);
    write(STORAGE_KEYS.refreshToken, pair.refreshToken);
  },
  clearPair(): void {
    write(STORAGE_KEYS.accessToken, null);
    write(STORAGE_KEYS.refreshToken, null);
  },
  getSignUpToken: () => read(STORAGE_KEYS.signUpToken),
  setSignUpToken: (token: string | null) => write(STORAGE_KEYS.signUpToken, token),
};
