import { SignJWT, jwtVerify } from 'jose';
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
  };
}
export type GameTokens = ReturnType<typeof createGameTokens>;
