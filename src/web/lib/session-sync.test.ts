import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { initialSessionState, useSessionStore } from './store';
import { syncSessionAcrossTabs } from './session-sync';
import { profileFixture } from '@web/test/fixtures/profile';

describe('the session across tabs', () => {
  let stop: () => void;
  beforeEach(() => {
    useSessionStore.setState(initialSessionState);
    localStorage.clear();
    stop = syncSessionAcrossTabs();
  });
  afterEach(() => stop());

  const storageChanged = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));

  it('takes over a pair another tab stored', () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'a2');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'r2');
    storageChanged(STORAGE_KEYS.accessToken);
    expect(useSessionStore.getState().token).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('signs this tab out when another tab logs out', () => {
    useSessionStore.setState({
      user: profileFixture({ screenName: 'ava' }),
      token: { accessToken: 'a', refreshToken: 'r' },
    });
    storageChanged(STORAGE_KEYS.accessToken);
    expect(useSessionStore.getState()).toMatchObject({ user: null, token: null });
  });

  it('ignores other keys', () => {
    useSessionStore.setState({ token: { accessToken: 'a', refreshToken: 'r' } });
    storageChanged('something-else');
    expect(useSessionStore.getState().token).toEqual({ accessToken: 'a', refreshToken: 'r' });
  });
});
