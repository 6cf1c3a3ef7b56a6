import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import type { Profile } from '@shared/schemas/auth';
import type { NavItem } from '@shared/schemas/home';
import { tokenStorage, type TokenPair } from './token-storage';

export interface SessionState {
  user: Profile | null;
  token: TokenPair | null;
  menuList: NavItem[];
  showLogin: boolean;
  setUser(user: Profile | null): void;
  /** Keeps state and localStorage in step: a pair is stored, null removes both tokens. */
  setToken(token: TokenPair | null): void;
  /** Puts tokens that are already stored back into state (app load) without rewriting them. */
  restoreToken(token: TokenPair): void;
  setMenuList(menuList: NavItem[]): void;
  setShowLogin(showLogin: boolean): void;
  /** Logout and guard: forget the user and both tokens, in state and in storage. */
  signOut(): void;
}

export const initialSessionState = {
  user: null,
  token: null,
  menuList: [] as NavItem[],
  showLogin: false,
};

export const useSessionStore = create<SessionState>()((set) => ({
  ...initialSessionState,
  setUser: (user) => set({ user }),
  setToken: (token) => {
    if (token) tokenStorage.setPair(token);
    else tokenStorage.clearPair();
    set({ token });
  },
  restoreToken: (token) => set({ token }),
  setMenuList: (menuList) => set({ menuList }),
  setShowLogin: (showLogin) => set({ showLogin }),
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
 * page (app/first-paint.tsx), so that the page's menu and chips are in its first paint.
 */
export function useMenuList(): NavItem[] {
  return useSyncExternalStore(useSessionStore.subscribe, menuList, menuList);
}
