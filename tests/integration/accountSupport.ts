import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { CaptchaChallenge } from '../../src/protocol/account';

/** JSON calls against a test server: status and parsed body, never throwing on a failure status. */
export async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> & { message?: string; success?: boolean } }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { raw: text };
  }
  return { status: res.status, body: parsed };
}

/** Solves the server's proof-of-work captcha as the browser does, and encodes it as the forms send it. */
export async function solvedCaptcha(base: string): Promise<string> {
  const { challenge } = CaptchaChallenge.parse((await call(base, 'GET', '/api/account/captcha')).body);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export type Session = { token: string; refreshToken: string; user: { id: string; username: string; [k: string]: unknown } };

export async function register(base: string, username: string, password = 'secret123', email = `${username}@example.test`) {
  const res = await call(base, 'POST', '/api/account/register', { username, email, password });
  expect(res.body).toMatchObject({ success: true });
  return res;
}

export async function login(base: string, username: string, password = 'secret123'): Promise<Session> {
  const res = await call(base, 'POST', '/api/account/login', { username, password });
  expect(res.body.message ?? 'ok').toBe('ok');
  return res.body as unknown as Session;
}

/** Smallest valid images by their magic bytes, and a text file pretending to be one. */
export const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
export const GIF_1x1 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
export const JPEG_HEAD = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]).toString('base64');
export const NOT_AN_IMAGE = Buffer.from('this is plain text, named avatar.png').toString('base64');

/** Decodes a quoted-printable mail body (nodemailer folds long lines with soft breaks). */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server on loopback collecting every message; SMTP_URL points the server at it. */
export async function startMailServer() {
  const messages: { to: string[]; raw: string }[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The link in the next mail sent to `to` (waits up to 10 s). */
    async linkFor(to: string, page: string): Promise<URL> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mail = messages.find((m) => m.to.includes(to) && decodeQuotedPrintable(m.raw).includes(`/${page}?`));
        if (mail) {
          messages.splice(messages.indexOf(mail), 1);
          const match = decodeQuotedPrintable(mail.raw).match(new RegExp(`https?://\\S+/${page}\\?\\S+`));
          return new URL(match![0]);
        }
        if (Date.now() > deadline) throw new Error(`no ${page} mail for ${to}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
