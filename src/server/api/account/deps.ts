import type { Captcha } from '../../auth/captcha';
import type { ServerContext } from '../../context';
import type { Mailer } from '../../mail/mailer';

/** What the account routes share: the server context, the mailer and the captcha. */
export type AccountDeps = { ctx: ServerContext; mailer: Mailer; captcha: Captcha };
