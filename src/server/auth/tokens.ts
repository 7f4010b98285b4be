import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { z } from 'zod';
import { Uuid } from '../../protocol/common';

/**
 * What an access token says about its bearer: who, and which session it belongs to. The guard
 * (auth/guards.ts) checks the session and reads the current name and permissions on every request,
 * so a logout, a removed session, a disabled account or a removed right counts at once; the
 * permissions claimed here are only what the client shows until its next refresh.
 */
export const AccessClaims = z.object({
  sub: Uuid,
  username: z.string(),
  permissions: z.record(z.string(), z.boolean()).default({}),
  sid: Uuid.optional(),
});
export type AccessClaims = z.infer<typeof AccessClaims>;

/** The game handoff token (lobby to game node): who may connect to which game, as player or spectator. */
export const GameClaims = z.object({
  gameId: z.string(),
  username: z.string(),
  userId: z.string().nullable(),
  role: z.enum(['player', 'spectator']),
});
export type GameClaims = z.infer<typeof GameClaims>;

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const GAME_TOKEN_SECONDS = 12 * 60 * 60;

/**
 * One kind of signed token (HS256 with jose): its claims schema, its key and its lifetime. Every
 * token of the site is one of these, so signing and verifying are written once.
 */
function tokenKind<S extends z.ZodObject>(claims: S, key: string, seconds: number) {
  const secret = new TextEncoder().encode(key);
  const parsed = (payload: unknown): z.output<S> | null => {
    const result = claims.safeParse(payload);
    return result.success ? result.data : null;
  };
  return {
    /** Only the schema's claims are signed (an extra field of the argument is dropped). */
    sign: (c: z.input<S>): Promise<string> =>
      new SignJWT({ ...claims.parse(c) }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(`${seconds}s`).sign(secret),
    /** The claims of a valid, unexpired token, or null. */
    async verify(token: string): Promise<z.output<S> | null> {
      try {
        return parsed((await jwtVerify(token, secret, { algorithms: ['HS256'] })).payload);
      } catch {
        return null;
      }
    },
    /** The claims of a token signed here whose time is up (jose checks the signature before the expiry), else null. */
    async expired(token: string): Promise<z.output<S> | null> {
      try {
        await jwtVerify(token, secret, { algorithms: ['HS256'] });
        return null;
      } catch (err) {
        return (err as { code?: unknown }).code === 'ERR_JWT_EXPIRED' ? parsed(decodeJwt(token)) : null;
      }
    },
  };
}

/** Access tokens for the API and the lobby socket. */
export function createTokenService(secret: string) {
  const access = tokenKind(AccessClaims, secret, ACCESS_TOKEN_SECONDS);
  return { signAccess: access.sign, verifyAccess: access.verify };
}
export type TokenService = ReturnType<typeof createTokenService>;

/** Game handoff tokens, under their own key so an access token never opens a game socket (nor the reverse). */
export const createGameTokens = (secret: string) => tokenKind(GameClaims, `${secret}:game`, GAME_TOKEN_SECONDS);
export type GameTokens = ReturnType<typeof createGameTokens>;
