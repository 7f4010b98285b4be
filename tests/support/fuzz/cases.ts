import fc from 'fast-check';
import { gameClientEvents, lobbyClientEvents } from '../../../src/protocol/sockets';
import { examples } from './examples';
import type { Route } from './routes';
import { bigValue, mutate, socketArgs, weirdString, weirdValue } from './values';

/** Who sends: nobody logged in, an ordinary user, an administrator (every permission). */
export type Who = 'anon' | 'user' | 'admin';
/** The game's two players send the game socket's events. */
export type Player = 'p1' | 'p2';

export type HttpCase = {
  kind: 'http';
  who: Who;
  method: string;
  route: string;
  /** The path with its parameters filled in, and the query string. */
  url: string;
  body?: { contentType: string; text: string };
  /** A garbage Authorization header instead of who's token. */
  badAuth?: string;
};
export type SocketCase = { kind: 'lobby'; who: Who; event: string; args: unknown[] } | { kind: 'game'; who: Player; event: string; args: unknown[] };
export type FuzzCase = HttpCase | SocketCase;

/** What the suite knows of the server's data, so that cases name real rows as well as missing ones. */
export type Known = {
  /** Strings the cases use for ids, names and texts: real ids and names, and a few that name nothing. */
  strings: string[];
  /** Valid bodies to start from (a deck, a login, a profile...), mutated before they are sent. */
  bodies: Record<string, unknown>[];
};

/** Game commands that would end the live game if they came through; they are always sent broken. */
const gameEnding = /"command":"(concede|leavegame)"/;

/** Percent-encodes a path segment; a lone surrogate becomes an invalid UTF-8 byte sequence. */
function segment(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s].map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

function httpCase(routes: Route[], known: Known): fc.Arbitrary<HttpCase> {
  const param = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known.strings).map(segment) },
    { weight: 3, arbitrary: weirdString.filter((s) => s.length > 0 && s.length < 3000).map(segment) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '..', '.', '%2F', '%00', '%C0%AF', '%ED%A0%80', ';', '*', '~') },
  );
  const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom('page', 'pageSize', 'sort', 'sortDir', 'name', 'pb', 'favourite', 'months', 'gameType', 'pairings', '__proto__', 'constructor'), weirdString.filter((s) => s.length < 2000)), weirdString.filter((s) => s.length < 2000)), { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${segment(k)}=${segment(v)}`).join('&')}` : ''));
  const jsonBody = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known.bodies).chain(mutate) },
    { weight: 1, arbitrary: fc.constantFrom(...known.bodies) },
    { weight: 3, arbitrary: weirdValue },
    { weight: 1, arbitrary: bigValue },
  ).map((v) => ({ contentType: 'application/json', text: JSON.stringify(v) ?? 'null' }));
  const rawBody = fc.oneof(
    fc.constantFrom('', '{', '{"a":', '[1,2', 'null', '"just a string"', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '\u0000', '{"a":"\\u0000"}', '{"a":"\\ud800"}'),
    fc.integer({ min: 1000, max: 20_000 }).map((d) => '['.repeat(d) + ']'.repeat(d)),
    weirdString,
  ).chain((text) => fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream', 'application/json; charset=latin1').map((contentType) => ({ contentType, text })));
  return fc
    .record({
      route: fc.constantFrom(...routes),
      who: fc.constantFrom<Who>('anon', 'user', 'user', 'admin'),
      params: fc.array(param, { minLength: 4, maxLength: 4 }),
      query,
      // Four cases in five carry a body (fc.option's freq: one in freq is null).
      body: fc.option(fc.oneof({ weight: 3, arbitrary: jsonBody }, { weight: 1, arbitrary: rawBody }), { freq: 5 }),
      // One case in ten carries a broken Authorization header instead of who's token.
      badAuth: fc.oneof(
        { weight: 9, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('Bearer garbage', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'a'.repeat(5000)}`, 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.') },
      ),
    })
    .map(({ route, who, params, query: q, body, badAuth }) => {
      let i = 0;
      const path = route.path.replace(/:[A-Za-z]+/g, () => params[i++ % params.length]);
      const c: HttpCase = { kind: 'http', who, method: route.method, route: `${route.method} ${route.path}`, url: path + q };
      if (body && route.method !== 'GET') c.body = body;
      if (badAuth) c.badAuth = badAuth;
      return c;
    });
}

function lobbyCase(known: Known): fc.Arbitrary<SocketCase> {
  // Templates are worked out once per event, not once per case.
  const perEvent = (Object.keys(lobbyClientEvents) as (keyof typeof lobbyClientEvents)[]).map((event) => {
    const templates = examples(lobbyClientEvents[event], known.strings) as unknown[][];
    return fc.record({ who: fc.constantFrom<Who>('anon', 'user', 'user', 'admin'), args: socketArgs(templates) }).map(({ who, args }): SocketCase => ({ kind: 'lobby', who, event, args }));
  });
  return fc.oneof(...perEvent);
}

function gameCase(known: Known): fc.Arbitrary<SocketCase> {
  const perEvent = (Object.keys(gameClientEvents) as (keyof typeof gameClientEvents)[]).map((event) => {
    const templates = (examples(gameClientEvents[event], known.strings) as unknown[][]).filter((t) => !gameEnding.test(JSON.stringify(t)));
    const noPayload = gameClientEvents[event].def.items.length === 0;
    return fc.record({ who: fc.constantFrom<Player>('p1', 'p2'), args: socketArgs(templates) }).map(({ who, args }): SocketCase => {
      // An event without a payload (concede, leavegame...) always carries one, so it is refused rather than obeyed;
      // and no generated action may end the game.
      const safe = (noPayload && args.length === 0) || gameEnding.test(JSON.stringify(args) ?? '') ? [...args, { stateId: 'broken' }] : args;
      return { kind: 'game', who, event, args: safe };
    });
  });
  return fc.oneof(...perEvent);
}

/**
 * socket.io closes a connection whose message is over its buffer limit (1 MB on the server) before any
 * handler sees it: that is the transport's answer, not a handler's, so socket cases stay well below.
 */
const SOCKET_MESSAGE_MAX = 512 * 1024;
const fitsSocket = (c: SocketCase) => Buffer.byteLength(JSON.stringify(c.args) ?? '') < SOCKET_MESSAGE_MAX;

/** Every kind of case, HTTP and sockets about evenly. */
export function fuzzCase(routes: Route[], known: Known): fc.Arbitrary<FuzzCase> {
  return fc.oneof(
    { weight: 5, arbitrary: httpCase(routes, known) },
    { weight: 3, arbitrary: lobbyCase(known).filter(fitsSocket) },
    { weight: 2, arbitrary: gameCase(known).filter(fitsSocket) },
  );
}
