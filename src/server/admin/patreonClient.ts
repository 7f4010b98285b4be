import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../config';

type PatreonConfig = NonNullable<Config['patreon']>;

/** The provider could not be reached or refused the code; the message is safe to show. */
export class PatreonError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 10_000;
const TokenAnswer = z.object({ access_token: z.string().min(1), token_type: z.string().optional() });
/** Patreon's v2 identity document: the user, and their memberships when include=memberships. */
const IdentityAnswer = z.object({
  data: z.object({ id: z.union([z.string(), z.number()]).transform(String) }),
  included: z
    .array(z.object({ type: z.string(), attributes: z.object({ patron_status: z.string().nullable().optional() }).loose() }))
    .optional(),
});

/** The provider's authorize page for this site: the user comes back to /patreon with a code and the state. */
export function authorizeUrl(cfg: PatreonConfig, redirectUri: string, state: string | undefined): string {
  const url = new URL(cfg.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', cfg.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', 'identity identity.memberships');
  if (state) url.searchParams.set('state', state);
  return url.toString();
}

/** The state ties a callback to the user who started it (HMAC of their id), so a forged callback cannot link. */
export function linkState(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`patreon-link:${userId}`).digest('base64url').slice(0, 32);
}
export function stateMatches(secret: string, userId: string, state: string): boolean {
  const expected = Buffer.from(linkState(secret, userId));
  const given = Buffer.from(state);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Trades the authorization code for an access token (RFC 6749 section 4.1.3). */
async function exchangeCode(cfg: PatreonConfig, code: string, redirectUri: string): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    client_id: cfg.clientId,
    client_secret: cfg.clientSecret,
    redirect_uri: redirectUri,
  });
  let response: Response;
  try {
    response = await fetch(cfg.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new PatreonError(502, 'The patron service could not be reached');
  }
  const parsed = TokenAnswer.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success) throw new PatreonError(400, 'The patron service refused the link');
  return parsed.data.access_token;
}

/** Who the token belongs to, and whether any of their memberships is an active pledge. */
async function identity(cfg: PatreonConfig, accessToken: string): Promise<{ id: string; pledged: boolean }> {
  let response: Response;
  try {
    response = await fetch(cfg.identityUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new PatreonError(502, 'The patron service could not be reached');
  }
  const parsed = IdentityAnswer.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success) throw new PatreonError(502, 'The patron service gave an unexpected answer');
  const pledged = (parsed.data.included ?? []).some((m) => m.type === 'member' && m.attributes.patron_status === 'active_patron');
  return { id: parsed.data.data.id, pledged };
}

/** The whole authorization-code flow after the callback: the patron's id and pledge. */
export async function resolvePatron(cfg: PatreonConfig, code: string, redirectUri: string) {
  return identity(cfg, await exchangeCode(cfg, code, redirectUri));
}
