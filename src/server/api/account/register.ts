import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ActivateRequest, permissionNames, RegisterRequest, Settings } from '../../../protocol/account';
import { consumeLink, issueLink } from '../../auth/accountTokens';
import { isBannedIp } from '../../auth/banlist';
import { hashPassword } from '../../auth/passwords';
import { users } from '../../db/schema';
import { HttpError, parseInput } from '../../http/errors';
import { siteOrigin } from '../../mail/siteOrigin';
import { activationMail, siteLink } from '../../mail/templates';
import type { AccountDeps } from './deps';
import { BANNED } from './login';
import type { RateLimit } from './rateLimits';
import { countUsers, userByName } from '../../users/repo';

export const NAME_TAKEN = 'An account with that name already exists, please choose another';
export const EMAIL_TAKEN = 'An account with that email already exists, please use another';

/** True for PostgreSQL's unique_violation, which two registrations racing for one name can hit. */
function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string; message?: string } };
  const code = e.code ?? e.cause?.code;
  if (code !== '23505') return null;
  return `${e.constraint ?? e.cause?.constraint ?? ''} ${e.cause?.message ?? ''}`;
}

/** Register and activate. With SMTP, a new account waits for its mailed link; without, it starts active. */
export function registerRoutes(app: FastifyInstance, deps: AccountDeps, limit: RateLimit): void {
  const { ctx, mailer } = deps;

  app.post('/api/account/register', { config: { rateLimit: limit } }, async (request, reply) => {
    if (await isBannedIp(ctx, request.ip)) throw new HttpError(403, BANNED);
    const input = parseInput(RegisterRequest, request.body);
    if (await userByName(ctx, input.username)) throw new HttpError(409, NAME_TAKEN);
    const [emailOwner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.emailLower, input.email.toLowerCase())).limit(1);
    if (emailOwner) throw new HttpError(409, EMAIL_TAKEN);

    // A fresh install's first account is its administrator.
    const first = (await countUsers(ctx)) === 0;
    const permissions = first ? Object.fromEntries(permissionNames.map((p) => [p, true])) : {};
    const needsActivation = mailer.delivers && !first;
    const id = randomUUID();
    try {
      await ctx.db.insert(users).values({
        id,
        username: input.username,
        usernameLower: input.username.toLowerCase(),
        email: input.email,
        emailLower: input.email.toLowerCase(),
        passwordHash: await hashPassword(input.password),
        verified: !needsActivation,
        permissions,
        settings: Settings.parse({}),
      });
    } catch (err) {
      const which = uniqueViolation(err);
      if (which === null) throw err;
      throw new HttpError(409, which.includes('email') ? EMAIL_TAKEN : NAME_TAKEN);
    }

    if (needsActivation) {
      const link = await issueLink(ctx, id, 'activate');
      try {
        const url = siteLink(siteOrigin(ctx.config, request.server.server.address()), 'activation', link.id, link.token);
        await mailer.send(activationMail(input.email, input.username, url));
      } catch (err) {
        // Without its mail the account could never be activated: undo it so the name stays free.
        request.log.error({ err }, 'activation mail failed');
        await ctx.db.delete(users).where(eq(users.id, id));
        throw new HttpError(502, 'An error occurred sending your activation email, please try again later');
      }
    }
    request.log.info({ username: input.username, first, needsActivation }, 'account registered');
    return reply.status(201).send({ success: true, activationRequired: needsActivation });
  });

  app.post('/api/account/activate', async (request) => {
    const { id, token } = parseInput(ActivateRequest, request.body);
    const userId = await consumeLink(ctx, id, token, 'activate');
    if (!userId) throw new HttpError(404, 'This activation link is invalid or has expired');
    await ctx.db.update(users).set({ verified: true }).where(eq(users.id, userId));
    return { success: true };
  });
}
