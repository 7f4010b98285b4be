import { SignJWT, jwtVerify } from 'jose';
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

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async signAccess(claims: AccessClaims): Promise<string> {
      return new SignJWT({ username: claims.username, permissions: claims.permissions, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key);
    },
    /** The claims of a valid, unexpired token, or null. */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = AccessClaims.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
