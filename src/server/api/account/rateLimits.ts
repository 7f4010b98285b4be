/**
 * Limits on the calls that attract guessing and spam. Each is RATE_LIMIT_<NAME> per window, read when the
 * server starts (README lists them): requests per IP, and LOGIN_ACCOUNT, failed logins per account
 * after which that account's login asks for the captcha.
 */
export type RateLimit = { max: number; timeWindow: number };

const MINUTE = 60_000;
const defaults = {
  LOGIN: { max: 30, timeWindow: MINUTE },
  REGISTER: { max: 30, timeWindow: 60 * MINUTE },
  PASSWORD_RESET: { max: 20, timeWindow: 60 * MINUTE },
  LOGIN_ACCOUNT: { max: 10, timeWindow: 15 * MINUTE },
} as const;

export function rateLimits(env: NodeJS.ProcessEnv = process.env): Record<keyof typeof defaults, RateLimit> {
  const pick = (name: keyof typeof defaults): RateLimit => {
    const n = Number(env[`RATE_LIMIT_${name}`]);
    return { max: Number.isInteger(n) && n > 0 ? n : defaults[name].max, timeWindow: defaults[name].timeWindow };
  };
  return { LOGIN: pick('LOGIN'), REGISTER: pick('REGISTER'), PASSWORD_RESET: pick('PASSWORD_RESET'), LOGIN_ACCOUNT: pick('LOGIN_ACCOUNT') };
}
