import type { z } from 'zod';
import { AuthResponse } from '../../protocol/account';
import { accountStore, clearSession, setSession, storedTokens } from '../stores/account';

export const NO_RESPONSE = 'An error occured communicating with the server.  Please try again later.';

/** A failed call: the server's message, or the spec's no-response text, with the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Options = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** false for calls made without a session (login, register...): no refresh on 401, no /unauth on 403. */
  auth?: boolean;
  /**
   * True when a 403 is a refusal the page shows itself (the admin pages: "You cannot manage X: they hold
   * rights you do not have"), rather than a missing right that sends the user to /unauth.
   */
  showForbidden?: boolean;
};

/**
 * Moves the router without importing it: react-router's browser router follows history and popstate,
 * so pushing a state and announcing it is the same as a navigate() call.
 */
function navigateTo(path: string): void {
  if (window.location.pathname === path) return;
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

async function send(path: string, options: Options): Promise<{ response: Response; json: unknown }> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (accountStore.token && options.auth !== false) headers.authorization = `Bearer ${accountStore.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, NO_RESPONSE);
  }
  const json: unknown = await response.json().catch(() => null);
  return { response, json };
}

let refreshing: Promise<boolean> | null = null;

/**
 * Trades the refresh token for new tokens, once at a time in this tab and, through a Web Lock, across
 * tabs: a tab that waited finds the token another tab already rotated and takes it instead of
 * presenting the old one (which the server would treat as stolen). False when the session is over.
 */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const held = accountStore.refreshToken;
    const run = async (): Promise<boolean> => {
      const stored = storedTokens();
      if (stored.refreshToken && held && stored.refreshToken !== held && stored.token) {
        setSession({ token: stored.token, refreshToken: stored.refreshToken });
        if (!accountStore.user) {
          const again = await send('/api/account/checkauth', { method: 'POST' });
          const parsed = again.response.ok ? AuthResponse.pick({ user: true }).safeParse(again.json) : null;
          if (parsed?.success) accountStore.user = parsed.data.user;
        }
        return true;
      }
      const token = stored.refreshToken ?? held;
      if (!token) return false;
      const { response, json } = await send('/api/account/token', { method: 'POST', body: { token }, auth: false });
      const parsed = AuthResponse.safeParse(json);
      if (response.ok && parsed.success) {
        setSession(parsed.data);
        return true;
      }
      if (response.status === 401 || response.status === 403) clearSession();
      else throw new ApiError(response.status, (json as { message?: string } | null)?.message ?? NO_RESPONSE);
      return false;
    };
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks ? locks.request('emberhall-refresh', run) : run();
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function failure(response: Response, json: unknown): ApiError {
  const message = (json as { message?: string } | null)?.message;
  return new ApiError(response.status, message ?? `${NO_RESPONSE} (${response.status})`);
}

/**
 * Calls the API with the bearer token and parses the answer with its protocol schema. A 401 refreshes
 * the tokens and retries once (a failed refresh ends the session and goes to /login); a 403 goes to
 * /unauth. A body with success false becomes an ApiError carrying the server's message.
 */
export async function api<T>(path: string, schema: z.ZodType<T>, options: Options = {}): Promise<T> {
  let { response, json } = await send(path, options);
  if (response.status === 401 && options.auth !== false && accountStore.refreshToken) {
    let refreshed = false;
    try {
      refreshed = await refreshTokens();
    } catch {
      throw failure(response, json);
    }
    if (!refreshed) {
      navigateTo('/login');
      throw failure(response, json);
    }
    ({ response, json } = await send(path, options));
  }
  if (response.status === 401 && options.auth !== false && !accountStore.refreshToken && accountStore.user) {
    clearSession();
    navigateTo('/login');
  }
  if (response.status === 403 && options.auth !== false && !options.showForbidden) navigateTo('/unauth');
  if (!response.ok || (json as { success?: boolean } | null)?.success === false) throw failure(response, json);
  return schema.parse(json);
}
