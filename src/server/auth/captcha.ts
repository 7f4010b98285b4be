import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import { CaptchaChallengeBody } from '../../protocol/account';
import { memoryOnceStore, type OnceStore } from '../http/sharedStores';

/**
 * The forgot-password captcha: a self-hosted ALTCHA proof of work (altcha-lib v2). The server signs a
 * challenge whose answer is a counter the browser must find by hashing; no third party is involved.
 * Difficulty is the counter range: CAPTCHA_MAX_NUMBER (default 50000 SHA-256 rounds, about a second).
 * Used by the forgot-password form and by logins to an account with too many failures.
 */
const CHALLENGE_SECONDS = 10 * 60;

const Payload = z.object({
  // A solved challenge must carry the server's signature.
  challenge: CaptchaChallengeBody.extend({ signature: z.string() }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string().max(256), time: z.number().optional() }),
});

/**
 * used remembers solved challenges so each is accepted once: in this process, or shared through Redis in
 * cluster mode (http/sharedStores), so a solution spent on one lobby process is spent on all.
 */
export function createCaptcha(secret: string, env: NodeJS.ProcessEnv = process.env, used: OnceStore = memoryOnceStore()) {
  const hmacSignatureSecret = createHmac('sha256', secret).update('altcha-signature').digest('hex');
  const hmacKeySignatureSecret = createHmac('sha256', secret).update('altcha-key').digest('hex');
  const maxNumber = Math.max(10, Number(env.CAPTCHA_MAX_NUMBER) || 50_000);

  return {
    challenge() {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(maxNumber, Math.floor(maxNumber / 10)),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },
    /** True for a fresh, correctly solved challenge this server signed. Never throws. */
    async verify(captcha: string): Promise<boolean> {
      let payload: z.infer<typeof Payload>;
      try {
        const json: unknown = JSON.parse(Buffer.from(captcha, 'base64').toString('utf8'));
        payload = Payload.parse(json);
      } catch {
        return false;
      }
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        return result.verified && (await used.claim(payload.challenge.signature, CHALLENGE_SECONDS * 1000));
      } catch {
        return false;
      }
    },
  };
}
export type Captcha = ReturnType<typeof createCaptcha>;
