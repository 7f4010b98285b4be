import { proxy } from 'valtio';
import type { Permission, User } from '../../protocol/account';

const TOKEN_KEY = 'token';
const REFRESH_KEY = 'refreshToken';

/** Local storage that may be missing or throwing (private modes, blocked site data): never crash on it. */
function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Without storage the session lasts as long as the page; startup already warned the user.
  }
}

/**
 * Who is logged in. Tokens live in local storage under the spec's keys token and refreshToken, so a
 * reload keeps the session; restoring is true while the startup refresh fetches the user.
 */
export const accountStore = proxy<{ user: User | null; token: string | null; refreshToken: string | null; restoring: boolean }>({
  user: null,
  token: typeof window === 'undefined' ? null : readStored(TOKEN_KEY),
  refreshToken: typeof window === 'undefined' ? null : readStored(REFRESH_KEY),
  restoring: false,
});

export function hasPermission(user: User | null, permission: Permission | undefined): boolean {
  if (!permission) return true;
  return Boolean(user?.permissions[permission]);
}

/** After login or refresh: the tokens to storage (other tabs see them) and the user to the store. */
export function setSession(session: { token: string; refreshToken?: string; user?: User }): void {
  accountStore.token = session.token;
  writeStored(TOKEN_KEY, session.token);
  if (session.refreshToken) {
    accountStore.refreshToken = session.refreshToken;
    writeStored(REFRESH_KEY, session.refreshToken);
  }
  if (session.user) accountStore.user = session.user;
}

export function setUser(user: User): void {
  accountStore.user = user;
}

/** Logged out: nothing of the session is kept, here or in storage. */
export function clearSession(): void {
  accountStore.user = null;
  accountStore.token = null;
  accountStore.refreshToken = null;
  accountStore.restoring = false;
  writeStored(TOKEN_KEY, null);
  writeStored(REFRESH_KEY, null);
}

/** Reads the tokens again from storage (another tab may have rotated them). */
export function storedTokens(): { token: string | null; refreshToken: string | null } {
  return { token: readStored(TOKEN_KEY), refreshToken: readStored(REFRESH_KEY) };
}

if (typeof window !== 'undefined') {
  // Logging in or out in one tab is seen by the others through the storage event.
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== REFRESH_KEY && event.key !== null) return;
    const stored = storedTokens();
    if (!stored.refreshToken) {
      if (accountStore.refreshToken) clearSession();
      return;
    }
    const loggedInElsewhere = stored.refreshToken !== accountStore.refreshToken && !accountStore.user;
    accountStore.token = stored.token;
    accountStore.refreshToken = stored.refreshToken;
    if (loggedInElsewhere) void import('../net/session').then((m) => m.loadUser());
  });
  // With a stored refresh token the user is authenticated: fetch who they are.
  if (accountStore.refreshToken) {
    accountStore.restoring = true;
    void import('../net/session').then((m) => m.restoreSession());
  }
}
