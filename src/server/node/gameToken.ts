import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { z } from 'zod';

/** The handoff token: who may connect to which game, as player or spectator. */
export const GameClaims = z.object({
  gameId: z.string(),
  username: z.string(),
  userId: z.string().nullable(),
  role: z.enum(['player', 'spectator']),
});
export type GameClaims = z.infer<typeof GameClaims>;

export function createGameTokens(secret: string) {
  const key = new TextEncoder().encode(`${secret}:game`);
  return {
    sign: (c: GameClaims) =>
      new SignJWT({ ...c }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('12h').sign(key),
    async verify(token: string): Promise<GameClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = GameClaims.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    /** The claims of a token signed here whose time is up (jose checks the signature before the expiry), else null. */
    async expired(token: string): Promise<GameClaims | null> {
      try {
        await jwtVerify(token, key, { algorithms: ['HS256'] });
        return null;
      } catch (err) {
        if ((err as { code?: unknown }).code !== 'ERR_JWT_EXPIRED') return null;
        const parsed = GameClaims.safeParse(decodeJwt(token));
        return parsed.success ? parsed.data : null;
      }
    },
  };
}
export type GameTokens = ReturnType<typeof createGameTokens>;
