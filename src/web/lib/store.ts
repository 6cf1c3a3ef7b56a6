import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import type { Profile } from '@shared/schemas/auth';
import type { NavItem } from '@shared/schemas/home';
import type { AddCartItem } from '@shared/schemas/cart';
import { tokenStorage, type TokenPair } from './token-storage';

/**
 * What a visitor was doing when they were asked to sign in, done for them once they have:
 * an 'Add to Cart' (the line as it would have been sent), or a guarded page to return to.
 * Kept in memory only: it belongs to this visit, and a dialog closed without signing in drops it.
 */
export type AfterSignIn = { kind: 'add-to-cart'; item: AddCartItem } | { kind: 'return'; path: string };

export interface SessionState {
  user: Profile | null;
  token: TokenPair | null;
  menuList: NavItem[];
  showLogin: boolean;
  afterSignIn: AfterSignIn | null;
  setUser(user: Profile | null): void;
  /** Keeps state and localStorage in step: a pair is stored, null removes both tokens. */
  setToken(token: TokenPair | null): void;
  /** Puts tokens that are already stored back into state (app load) without rewriting them. */
  restoreToken(token: TokenPair): void;
  setMenuList(menuList: NavItem[]): void;
  setShowLogin(showLogin: boolean): void;
  /** Opens the login dialog, remembering what to do once the visitor has signed in. */
  askToSignIn(afterSignIn: AfterSignIn | null): void;
  /** Hands over (and forgets) what was waiting for the sign-in. */
  takeAfterSignIn(): AfterSignIn | null;
  /** Logout and guard: forget the user and both tokens, in state and in storage. */
  signOut(): void;
}

export const initialSessionState = {
  user: null,
  token: null,
  menuList: [] as NavItem[],
  showLogin: false,
  afterSignIn: null as AfterSignIn | null,
};

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...initialSessionState,
  setUser: (user) => set({ user }),
  setToken: (token) => {
    if (token) tokenStorage.setPair(token);
    else tokenStorage.clearPair();
    set({ token });
  },
  restoreToken: (token) => set({ token }),
  setMenuList: (menuList) => set({ menuList }),
  // Closing the dialog while still signed out drops the errand: a later sign-in is a new visit's.
  setShowLogin: (showLogin) => set(showLogin || get().user ? { showLogin } : { showLogin, afterSignIn: null }),
  askToSignIn: (afterSignIn) => set({ showLogin: true, afterSignIn }),
  takeAfterSignIn: () => {
    const { afterSignIn } = get();
    if (afterSignIn) set({ afterSignIn: null });
    return afterSignIn;
  },
  signOut: () => {
    tokenStorage.clearPair();
    set({ user: null, token: null });
  },
}));

/** True once someone is signed in, or a session is being restored from stored tokens. */
export function selectIsSignedIn(state: SessionState): boolean {
  return state.user !== null || state.token !== null;
}

const menuList = () => useSessionStore.getState().menuList;

/**
 * The menu as the store holds it, on the server too: zustand's own hooks read a
 * store there as it was created, and the server sets the menu just before it renders a landing
 * page (first-paint/first-paint.tsx), so that the page's menu and chips are in its first paint.
 */
export function useMenuList(): NavItem[] {
  return useSyncExternalStore(useSessionStore.subscribe, menuList, menuList);
}
