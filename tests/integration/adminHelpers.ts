import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer as netServer, connect as tcp, type AddressInfo } from 'node:net';
import { Settings } from '../../src/protocol/account';
import { hashPassword } from '../../src/server/auth/passwords';
import { sessions, users } from '../../src/server/db/schema';
import type { TestServer } from '../support/server';

export const PASSWORD = 'correct horse';
let hash: Promise<string> | null = null;

export type TestUser = { id: string; username: string; token: string; sid: string };

/** A verified user written straight to the database, with a session and an access token signed by the server. */
export async function createUser(
  t: TestServer,
  username: string,
  options: { permissions?: Record<string, boolean>; ips?: string[] } = {},
): Promise<TestUser> {
  hash ??= hashPassword(PASSWORD);
  const id = randomUUID();
  const permissions = options.permissions ?? {};
  const db = t.server.ctx.db;
  await db.insert(users).values({
    id,
    username,
    usernameLower: username.toLowerCase(),
    email: `${username.toLowerCase()}@example.test`,
    emailLower: `${username.toLowerCase()}@example.test`,
    passwordHash: await hash,
    verified: true,
    permissions,
    settings: Settings.parse({}),
  });
  for (const ip of options.ips ?? []) {
    await db.insert(sessions).values({
      id: randomUUID(),
      userId: id,
      tokenHash: randomUUID(),
      ip,
      expires: new Date(Date.now() + 86_400_000),
    });
  }
  // A session as a login makes: the guard refuses access tokens whose session is gone.
  const sid = randomUUID();
  await db.insert(sessions).values({ id: sid, userId: id, tokenHash: randomUUID(), ip: '', expires: new Date(Date.now() + 86_400_000) });
  const token = await t.server.ctx.tokens.signAccess({ sub: id, username, permissions, sid });
  return { id, username, token, sid };
}

export type Answer = { status: number; body: { success?: boolean; message?: string } & Record<string, unknown> };

/** One JSON call, with the bearer token and extra headers (X-Forwarded-For) when given. */
export async function call(
  t: TestServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${t.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Answer['body'] };
}

/**
 * A throwaway Redis on a free port, when the machine has redis-server. (admin-banlist.test.ts keeps its
 * own copy for now, so this change does not collide with the proxy work on that file.)
 */
export async function startRedis(): Promise<{ url: string; stop: () => void } | null> {
  if (!existsSync('/usr/bin/redis-server')) return null;
  const port = await new Promise<number>((resolve) => {
    const s = netServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
  const child: ChildProcess = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const sock = tcp(port, '127.0.0.1', () => {
        sock.end();
        resolve(true);
      });
      sock.on('error', () => resolve(false));
    });
    if (up) return { url, stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  return null;
}
