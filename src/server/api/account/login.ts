import type { FastifyInstance } from 'fastify';
import { LOGIN_CAPTCHA_REQUIRED, LoginRequest, LogoutRequest, TokenRequest } from '../../../protocol/account';
import { isBannedIp } from '../../auth/banlist';
import { requireUser } from '../../auth/guards';
import { decoyHash, verifyPassword } from '../../auth/passwords';
import { createSession, deleteSession, deleteSessionByToken, rotateSession, sessionExists } from '../../auth/sessions';
import { HttpError, parseInput } from '../../http/errors';
import { windowCounter } from '../../http/sharedStores';
import type { AccountDeps } from './deps';
import type { RateLimit } from './rateLimits';
import { authResponse } from './tokens';
import { userById, userByNameOrEmail } from '../../users/repo';
import { toUserView } from '../../users/view';

export const INVALID_LOGIN = 'Invalid username/password';
export const BANNED = 'Access from your address has been blocked';

/**
 * Log in, refresh, check and log out: the token lifecycle of site-spec section 7.
 * Logins are limited per IP (limit, by @fastify/rate-limit) and per account (perAccount): after
 * perAccount.max failures in its window, every login to that account needs a solved captcha, whatever
 * address it comes from, until the window ends or the owner logs in.
 */
export function loginRoutes(app: FastifyInstance, { ctx, captcha }: AccountDeps, limit: RateLimit, perAccount: RateLimit): void {
  const failures = windowCounter(ctx, 'login-failures', perAccount.timeWindow);

  app.post('/api/account/login', { config: { rateLimit: limit } }, async (request) => {
    if (await isBannedIp(ctx, request.ip)) throw new HttpError(403, BANNED);
    const input = parseInput(LoginRequest, request.body);
    const row = await userByNameOrEmail(ctx, input.username);
    // The account's name, so its name and its email share one count; a name with no account is
    // counted as typed, so the captcha appears alike for both and tells nothing about who exists.
    const account = row?.usernameLower ?? input.username.toLowerCase();
    if ((await failures.count(account)) >= perAccount.max) {
      if (!input.captcha || !(await captcha.verify(input.captcha))) throw new HttpError(401, LOGIN_CAPTCHA_REQUIRED);
    }
    const matches = await verifyPassword(row?.passwordHash ?? (await decoyHash()), input.password);
    if (!row || !matches || row.disabled) {
      await failures.add(account);
      throw new HttpError(401, INVALID_LOGIN);
    }
    await failures.clear(account);
    if (!row.verified) throw new HttpError(401, 'You must verify your account before trying to log in');
    const session = await createSession(ctx, row.id, request.ip);
    return authResponse(ctx, row, session.id, session.refreshToken);
  });

  // The refresh: the old refresh token is traded for a new one (rotation) and a fresh access token.
  app.post('/api/account/token', async (request) => {
    if (await isBannedIp(ctx, request.ip)) throw new HttpError(403, BANNED);
    const { token } = parseInput(TokenRequest, request.body);
    const result = await rotateSession(ctx, token, request.ip);
    if (result.kind !== 'ok') throw new HttpError(401, 'Unauthorized');
    const row = await userById(ctx, result.session.userId);
    if (!row || row.disabled) {
      await deleteSession(ctx, result.session.userId, result.session.id);
      throw new HttpError(401, 'Unauthorized');
    }
    return authResponse(ctx, row, result.session.id, result.refreshToken);
  });

  // Checkauth: the user behind a valid access token whose session has not been removed.
  app.post('/api/account/checkauth', { preHandler: requireUser }, async (request) => {
    const claims = request.user!;
    if (claims.sid && !(await sessionExists(ctx, claims.sid, claims.sub))) throw new HttpError(401, 'Unauthorized');
    const row = await userById(ctx, claims.sub);
    if (!row || row.disabled) throw new HttpError(401, 'Unauthorized');
    return { success: true, user: toUserView(row) };
  });

  // Logout revokes the session of the given refresh token, or else the session of the bearer token.
  app.post('/api/account/logout', async (request) => {
    const { token } = parseInput(LogoutRequest, request.body ?? {});
    if (token) await deleteSessionByToken(ctx, token);
    else if (request.user?.sid) await deleteSession(ctx, request.user.sub, request.user.sid);
    return { success: true };
  });
}
