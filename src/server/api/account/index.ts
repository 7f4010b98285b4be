import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { createCaptcha } from '../../auth/captcha';
import type { ServerContext } from '../../context';
import { edgeRedis, onceStore } from '../../http/sharedStores';
import { createMailer } from '../../mail/mailer';
import { blocklistRoutes } from './blocklist';
import type { AccountDeps } from './deps';
import { fileRoutes } from './files';
import { loginRoutes } from './login';
import { passwordRoutes } from './password';
import { profileRoutes } from './profile';
import { rateLimits } from './rateLimits';
import { registerRoutes } from './register';
import { sessionRoutes } from './sessions';

/** Every /api/account call of site-spec section 7, plus the avatar and background files. */
export default async function accountApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const mailer = createMailer(ctx.config, ctx.log);
  ctx.onClose(() => mailer.close());
  const deps: AccountDeps = { ctx, mailer, captcha: createCaptcha(ctx.config.jwtSecret, process.env, onceStore(ctx, 'captcha-used')) };
  const limits = rateLimits();
  // Its own scope, so the rate limiter applies only to the routes that ask for it here.
  await app.register(async (scope) => {
    const redis = edgeRedis(ctx);
    await scope.register(rateLimit, {
      global: false,
      // In cluster mode the counters live in Redis, shared by every lobby process.
      ...(redis ? { redis, nameSpace: `${ctx.config.redisPrefix}rate-limit:` } : {}),
      errorResponseBuilder: () => ({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many attempts, please wait a while and try again',
      }),
    });
    loginRoutes(scope, deps, limits.LOGIN, limits.LOGIN_ACCOUNT);
    registerRoutes(scope, deps, limits.REGISTER);
    passwordRoutes(scope, deps, limits.PASSWORD_RESET);
    sessionRoutes(scope, deps);
    blocklistRoutes(scope, deps);
    profileRoutes(scope, deps);
    fileRoutes(scope, deps);
  });
}
