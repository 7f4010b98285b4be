import type { FastifyRequest } from 'fastify';
import type { Captcha } from '../../auth/captcha';
import type { ServerContext } from '../../context';
import type { Mailer } from '../../mail/mailer';

/** What the account routes share: the server context, the mailer and the captcha. */
export type AccountDeps = { ctx: ServerContext; mailer: Mailer; captcha: Captcha };

/** The base of mailed links: PUBLIC_URL when set, else the origin the request came to. */
export function publicBase(deps: AccountDeps, request: FastifyRequest): string {
  if (deps.ctx.config.publicUrl) return deps.ctx.config.publicUrl;
  return `${request.protocol}://${request.host}`;
}
