import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** One TRUST_PROXY entry: an IPv4 or IPv6 address, or a CIDR range of them (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const ProxyList = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((s) => s.trim()).filter(Boolean))
  .refine((entries) => entries.every(isAddressOrRange), {
    message: 'a comma-separated list of IP addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)',
  });

/** Every setting the server reads, from the environment, checked once at start. README lists them. */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  /** The reverse proxies whose X-Forwarded-For, -Host and -Proto are believed; none by default. */
  TRUST_PROXY: ProxyList,
  JWT_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Emberhall <noreply@emberhall.local>'),
  DECK_SITES: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_NAME: z.string().default('node-1'),
  ABSENCE_SECONDS: z.coerce.number().int().min(5).default(180),
  /** Keys and channels of this site in a shared Redis (tests use a unique one per run). */
  REDIS_PREFIX: z.string().min(1).default('emberhall:'),
  /** Where players reach this game node (cluster mode, `npm run node`); PORT is its port. */
  NODE_ADDRESS: z.string().default('127.0.0.1'),
  /** Bot "thinking" pause between moves; 0 in tests and benches. */
  BOT_DELAY_MS: z.coerce.number().int().min(0).default(600),
  /** Search bot levels think this fraction of their time per move (tests only: whole bot games in the browser suite). */
  BOT_THINK_SCALE: z.coerce.number().positive().max(1).default(1),
  /** Chess clocks run this many times faster (tests only: a 1-minute limit flags in 1/CLOCK_SCALE min). */
  CLOCK_SCALE: z.coerce.number().positive().default(1),
  /**
   * One-process mode: game nodes on this many threads of their own, each on its own port (node/threads);
   * 0, the default: the node runs in the event loop with the lobby. Issue 19, docs/benchmarks.md.
   */
  NODE_THREADS: z.coerce.number().int().min(0).max(16).default(0),
  /**
   * With NODE_THREADS, the nice value the lobby's own thread takes, so the game threads get the CPU
   * first (node/threads/lobbyPriority.ts); 0 leaves it as it is.
   */
  LOBBY_NICE: z.coerce.number().int().min(0).max(19).default(8),
  PATREON_CLIENT_ID: z.string().optional(),
  PATREON_CLIENT_SECRET: z.string().optional(),
  PATREON_AUTHORIZE_URL: z.string().url().default('https://www.patreon.com/oauth2/authorize'),
  PATREON_TOKEN_URL: z.string().url().default('https://www.patreon.com/api/oauth2/token'),
  PATREON_IDENTITY_URL: z
    .string()
    .url()
    .default('https://www.patreon.com/api/oauth2/v2/identity?include=memberships&fields%5Bmember%5D=patron_status'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  publicUrl?: string;
  /** Addresses and CIDR ranges of trusted reverse proxies (TRUST_PROXY); empty: proxy headers are ignored. */
  trustProxy: string[];
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  deckSites: string[];
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  nodeName: string;
  absenceSeconds: number;
  redisPrefix: string;
  nodeAddress: string;
  botDelayMs: number;
  botThinkScale: number;
  clockScale: number;
  /** Game node threads in one-process mode (NODE_THREADS; 0: the node runs in the event loop). */
  nodeThreads: number;
  /** The lobby thread's nice value when nodes run on threads (LOBBY_NICE; 0: unchanged). */
  lobbyNice: number;
  /** REDIS_URL and DATABASE_URL both set: lobby-only processes, game nodes as separate processes. */
  cluster: boolean;
  /** Patron linking (OAuth 2 authorization code); absent when no client id and secret are set. */
  patreon?: { clientId: string; clientSecret: string; authorizeUrl: string; tokenUrl: string; identityUrl: string };
};

/** A secret that was not configured is generated once and kept under DATA_DIR, so restarts keep sessions. */
function keptSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    jwtSecret: e.JWT_SECRET ?? keptSecret(dataDir, 'jwt'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    deckSites: e.DECK_SITES.split(',').map((s) => s.trim()).filter(Boolean),
    logLevel: e.LOG_LEVEL,
    nodeName: e.NODE_NAME,
    absenceSeconds: e.ABSENCE_SECONDS,
    redisPrefix: e.REDIS_PREFIX,
    nodeAddress: e.NODE_ADDRESS,
    botDelayMs: e.BOT_DELAY_MS,
    botThinkScale: e.BOT_THINK_SCALE,
    clockScale: e.CLOCK_SCALE,
    nodeThreads: e.NODE_THREADS,
    lobbyNice: e.LOBBY_NICE,
    cluster: !!(e.REDIS_URL && e.DATABASE_URL),
    patreon:
      e.PATREON_CLIENT_ID && e.PATREON_CLIENT_SECRET
        ? {
            clientId: e.PATREON_CLIENT_ID,
            clientSecret: e.PATREON_CLIENT_SECRET,
            authorizeUrl: e.PATREON_AUTHORIZE_URL,
            tokenUrl: e.PATREON_TOKEN_URL,
            identityUrl: e.PATREON_IDENTITY_URL,
          }
        : undefined,
  };
}
