import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ForgotRequest, ResetFinishRequest } from '../../../protocol/account';
import { consumeLink, issueLink } from '../../auth/accountTokens';
import { hashPassword } from '../../auth/passwords';
import { deleteOtherSessions } from '../../auth/sessions';
import { users } from '../../db/schema';
import { HttpError, parseInput } from '../../http/errors';
import { siteOrigin } from '../../mail/siteOrigin';
import { resetMail, siteLink } from '../../mail/templates';
import type { AccountDeps } from './deps';
import type { RateLimit } from './rateLimits';
import { userByNameOrEmail } from '../../users/repo';

export const CAPTCHA_REQUIRED = 'You must complete the captcha.';

/** Forgotten password: a captcha-guarded request mails a one-hour link; finishing sets the new password. */
export function passwordRoutes(app: FastifyInstance, deps: AccountDeps, limit: RateLimit): void {
  const { ctx, mailer, captcha } = deps;

  app.get('/api/account/captcha', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true, challenge: await captcha.challenge() };
  });

  app.post('/api/account/password-reset', { config: { rateLimit: limit } }, async (request) => {
    const input = parseInput(ForgotRequest, request.body);
    if (!(await captcha.verify(input.captcha))) throw new HttpError(400, CAPTCHA_REQUIRED);
    const row = await userByNameOrEmail(ctx, input.username);
    if (row && !row.disabled) {
      const link = await issueLink(ctx, row.id, 'reset');
      const url = siteLink(siteOrigin(ctx.config, request.server.server.address()), 'reset-password', link.id, link.token);
      // Not awaited: the answer must not reveal, by its timing, whether the account exists.
      mailer.send(resetMail(row.email, row.username, url)).catch((err) => request.log.error({ err }, 'reset mail failed'));
    }
    return { success: true };
  });

  app.post('/api/account/password-reset-finish', async (request) => {
    const input = parseInput(ResetFinishRequest, request.body);
    const userId = await consumeLink(ctx, input.id, input.token, 'reset');
    if (!userId) throw new HttpError(404, 'This password reset link is invalid or has expired');
    // Following a mailed link also proves the address, so an unactivated account becomes active.
    await ctx.db.update(users).set({ passwordHash: await hashPassword(input.newPassword), verified: true }).where(eq(users.id, userId));
    await deleteOtherSessions(ctx, userId, null);
    return { success: true };
  });
}
