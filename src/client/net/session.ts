import { AuthResponse, MessageResponse, UserResponse } from '../../protocol/account';
import { accountStore, clearSession, setSession, setUser, storedTokens } from '../stores/account';
import { api, ApiError, refreshTokens } from './api';

/** At startup with a stored refresh token: refresh it, which also answers the user. */
export async function restoreSession(): Promise<void> {
  try {
    await refreshTokens();
  } catch {
    // Server unreachable: keep the tokens, the next call tries again.
  } finally {
    accountStore.restoring = false;
  }
}

/** Another tab logged in: read the user with the shared token. */
export async function loadUser(): Promise<void> {
  try {
    const { user } = await api('/api/account/checkauth', UserResponse, { method: 'POST' });
    setUser(user);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && !storedTokens().refreshToken) clearSession();
  }
}

/** Login: the tokens and user of the answer become the session. captcha: when the account asks for it. */
export async function login(username: string, password: string, captcha?: string) {
  const session = await api('/api/account/login', AuthResponse, { method: 'POST', body: { username, password, captcha }, auth: false });
  setSession(session);
  return session;
}

/** Logout revokes the refresh token's session on the server, then forgets it here. */
export async function logout(): Promise<void> {
  const refreshToken = accountStore.refreshToken;
  try {
    if (refreshToken) await api('/api/account/logout', MessageResponse, { method: 'POST', body: { token: refreshToken }, auth: false });
  } catch {
    // The local session ends even when the server cannot be told.
  } finally {
    clearSession();
  }
}
