import http from 'node:http';
import type { Socket } from 'socket.io-client';
import type { Ack } from '../../../src/protocol/sockets';
import type { FuzzCase, HttpCase, Player, Who } from './cases';

/** How the server answered one case. */
export type Outcome = {
  /** HTTP status, or 0 for a socket event. */
  status: number;
  /** The server did what was asked (2xx/3xx and not `success: false`; a socket ack with success). */
  accepted: boolean;
  /** An accepted case that may write to the database (anything but a read); refused cases never may. */
  mayWrite: boolean;
  /** The answer, shortened, for a report. */
  answer: string;
};

export type Targets = {
  baseUrl: string;
  tokens: Record<Who, string | null>;
  lobby: Record<Who, Socket>;
  game: Record<Player, Socket>;
};

/** Socket events that change only memory (pending games, typing, node status reads), never stored data. */
const memoryOnly = new Set([
  'authenticate', 'ping', 'newgame', 'joingame', 'watchgame', 'leavegame', 'removegame', 'gamechat', 'playertyping', 'draftStart', 'draft',
  'draftChamp', 'discardChamp', 'selectdeck', 'selectChampions', 'connectfailed', 'getnodestatus', 'clearsessions', 'playerTyping', 'resync',
]);

/** POST calls that answer success without writing anything a refused call could be blamed for. */
const readLike = new Set(['/api/account/checkauth']);

/**
 * A logout with a real token ends that session (revocation is immediate), which would leave the rest of the
 * barrage anonymous. The fuzz's own users therefore log out with no token of theirs: a logout of no session.
 */
const endsOwnSession = (c: HttpCase) => c.route === 'POST /api/account/logout' && !c.badAuth;

const ACK_TIMEOUT_MS = 10_000;

export async function sendCase(t: Targets, c: FuzzCase): Promise<Outcome> {
  if (c.kind === 'http') {
    const headers: Record<string, string> = {};
    const token = t.tokens[c.who];
    if (c.badAuth) headers.authorization = c.badAuth;
    else if (token && !endsOwnSession(c)) headers.authorization = `Bearer ${token}`;
    if (c.body) headers['content-type'] = c.body.contentType;
    let res: { status: number; text: string };
    try {
      res = await request(t.baseUrl + c.url, c.method, headers, c.body?.text).catch(() =>
        // A kept-alive connection the server had just closed (after answering a call whose body it did not
        // read, it may close the connection): the same request again on a connection of its own.
        request(t.baseUrl + c.url, c.method, headers, c.body?.text, false),
      );
    } catch (err) {
      // The connection closed with no answer at all: a defect of its own kind (status -1).
      return { status: -1, accepted: false, mayWrite: true, answer: `no answer: ${(err as Error).message}` };
    }
    const text = res.text;
    let success: unknown;
    try {
      success = (JSON.parse(text) as { success?: unknown }).success;
    } catch {
      success = undefined;
    }
    const accepted = res.status < 400 && success !== false;
    return { status: res.status, accepted, mayWrite: accepted && c.method !== 'GET' && !readLike.has(c.route.split(' ')[1]), answer: `${res.status} ${text.slice(0, 200)}` };
  }
  const socket = c.kind === 'lobby' ? t.lobby[c.who] : t.game[c.who];
  if (!socket.connected) return { status: 0, accepted: false, mayWrite: false, answer: 'socket not connected' };
  const ack = await new Promise<Ack | 'timeout'>((resolve) => {
    socket.timeout(ACK_TIMEOUT_MS).emit(c.event, ...c.args, (err: Error | null, reply: Ack) => resolve(err ? 'timeout' : reply));
  });
  if (ack === 'timeout') return { status: 0, accepted: false, mayWrite: true, answer: 'no acknowledgement' };
  const accepted = ack?.success === true;
  return { status: 0, accepted, mayWrite: accepted && !memoryOnly.has(c.event), answer: JSON.stringify(ack).slice(0, 200) };
}

/** Kept-alive connections: plain node:http is much lighter per request than fetch, and the fuzz sends many. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One request; the path is sent as it is (already encoded, possibly badly on purpose). */
function request(url: string, method: string, headers: Record<string, string>, body?: string, keepAlive = true): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(url.replace(/\?.*$/, ''));
    const path = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    const req = http.request({ host: u.hostname, port: u.port, method, path, headers, agent: keepAlive ? agent : false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A case as a reader can reproduce it: long strings shortened. */
export function describeCase(c: FuzzCase): string {
  const json = JSON.stringify(c, (_k, v: unknown) => (typeof v === 'string' && v.length > 120 ? `${v.slice(0, 60)}…(${v.length} chars)` : v));
  return json.length > 600 ? `${json.slice(0, 600)}…` : json;
}
