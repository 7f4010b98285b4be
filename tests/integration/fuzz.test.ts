import fc from 'fast-check';
import { permissionNames } from '../../src/protocol/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzCase, type FuzzCase, type Known } from '../support/fuzz/cases';
import { knownDefectOf, knownDefects } from '../support/fuzz/known';
import { listRoutes } from '../support/fuzz/routes';
import { describeCase, sendCase, type Outcome, type Targets } from '../support/fuzz/send';
import { changedTables, snapshotTables } from '../support/fuzz/snapshot';
import { liveGame, playOneMove, startTwoPlayerGame, type TwoPlayerGame } from '../support/games';
import { LobbyClient, makeUser, type TestUser } from '../support/lobbyClient';
import { captureLog, type LogEntry } from '../support/logCapture';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The fuzz suite: generated hostile input to every HTTP route (read from the app, so new routes are
 * included) and every lobby and game socket event (from src/protocol/sockets.ts), anonymous and
 * logged in. It asserts no 5xx, no error in the server's log, a live game still playable, and no
 * stored data changed by any refused case.
 *
 * FUZZ_SEED reproduces a run (the seed is printed); FUZZ_CASES sets how many cases (default 20,000);
 * FUZZ_BUDGET_MS bounds the barrage (default 80 s: CI's 90 s with setup), a time budget that stops
 * sending, never a timed assertion. FUZZ_ONLY=<index> sends just that case of the seed's list.
 * One database kind only (PostgreSQL when DATABASE_URL is set, else PGlite), to stay in budget.
 */

process.env.BOT_DELAY_MS = '0';

const seed = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
const total = Number(process.env.FUZZ_CASES) || 20_000;
const budgetMs = Number(process.env.FUZZ_BUDGET_MS) || 80_000;
const only = process.env.FUZZ_ONLY !== undefined ? Number(process.env.FUZZ_ONLY) : null;
/** Cases in flight together; the data check runs between batches. */
const BATCH = 100;

type Defect = { index: number; case: string; answer: string };

describe('fuzz: every route and socket event', () => {
  let t: TestServer;
  let game: TwoPlayerGame;
  let users: Record<'p1' | 'p2' | 'user' | 'admin' | 'victim', TestUser>;
  const lobbies: LobbyClient[] = [];

  beforeAll(async () => {
    t = await startTestServer(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    users = {
      p1: await makeUser(t, 'fuzzp1'),
      p2: await makeUser(t, 'fuzzp2'),
      user: await makeUser(t, 'fuzzer'),
      admin: await makeUser(t, 'fuzzadmin', { permissions: permissionsAll }),
      victim: await makeUser(t, 'victim'),
    };
    game = await startTwoPlayerGame(t, users.p1, users.p2);
  });
  afterAll(async () => {
    game?.close();
    lobbies.forEach((l) => l.close());
    await t?.stop();
  });

  it('answers 20,000 hostile cases with no 5xx, no logged error, no change from a refused case, and the game plays on', async () => {
    // What the cases may name: a real deck, game, share link, chat message and users, besides nonsense.
    const deck = await seedDeck(t, users.user);
    const chat = await LobbyClient.connect(t.url, users.victim);
    await chat.ok('chat', 'a message to delete');
    chat.close();
    const known: Known = {
      strings: [game.gameId, deck.id, deck.shareUuid, 'victim', 'fuzzer', 'nobody', '1', 'x', 'hearthfire-vanguard', 'ember', 'charm', 'c1'],
      bodies: bodies(deck.content),
    };
    const routes = listRoutes(t.server.app);
    expect(routes.length).toBeGreaterThan(30);

    const lobby = {
      anon: await LobbyClient.connect(t.url),
      user: await LobbyClient.connect(t.url, users.user),
      admin: await LobbyClient.connect(t.url, users.admin),
    };
    lobbies.push(...Object.values(lobby));
    const targets: Targets = {
      baseUrl: t.url,
      tokens: { anon: null, user: users.user.token, admin: users.admin.token },
      lobby: { anon: lobby.anon.socket, user: lobby.user.socket, admin: lobby.admin.socket },
      game: { p1: game.players.fuzzp1.socket, p2: game.players.fuzzp2.socket },
    };

    // Cases are generated a batch at a time (batch b from seed + b), so the time budget covers generation too
    // and any case can be made again alone from the seed and its index.
    const arbitrary = fuzzCase(routes, known);
    const batchOf = (b: number): FuzzCase[] => fc.sample(arbitrary, { seed: seed + b, numRuns: BATCH });
    console.log(`fuzz: up to ${only === null ? total : 1} cases, seed ${seed} (FUZZ_SEED=${seed} to reproduce; FUZZ_ONLY=<index> for one case), ${routes.length} routes`);

    const log = captureLog(t);
    const serverErrors: Defect[] = [];
    const silent: Defect[] = [];
    /** Socket cases left unanswered because another case of their batch ended the session (see below). */
    let droppedUnanswered = 0;
    const dataChanged: { batch: string; tables: string[] }[] = [];
    let sent = 0;
    let compared = 0;
    let batches = 0;
    let snapMs = 0;
    /** Accepted cases that may write, by route or event: they make a batch's data check impossible. */
    const writers = new Map<string, number>();
    const statuses = new Map<string, number>();
    /** Cases answered with a 5xx that a known defect of another part explains (see support/fuzz/known.ts). */
    const knownHits = new Map<string, number[]>();
    const started = Date.now();
    let before = await snapshotTables(t);
    for (let from = only ?? 0; from < (only === null ? total : only + 1) && Date.now() - started < budgetMs; from += BATCH) {
      const generated = batchOf(Math.floor(from / BATCH));
      const batch = only === null ? generated.map((c, j) => [from + j, c] as const) : [[only, generated[only % BATCH]] as const];
      // A case may end a session (a logout, a password change): the server then drops that user's sockets on
      // purpose, and the batch's other cases on that socket can get no answer. Those are no defect; a socket
      // the server drops for any other reason would still show up in the log or the data checks.
      const dropped = new Set<string>();
      const watchers = socketsOf(targets).map(([key, socket]) => {
        const onDrop = (reason: string) => reason === 'io server disconnect' && dropped.add(key);
        socket.on('disconnect', onDrop);
        return () => socket.off('disconnect', onDrop);
      });
      const outcomes: Outcome[] = await Promise.all(batch.map(([, c]) => sendCase(targets, c)));
      watchers.forEach((stop) => stop());
      sent += batch.length;
      batches++;
      outcomes.forEach((o, j) => {
        const [index, c] = batch[j];
        count(statuses, `${statusKey(c)} ${o.status || (o.accepted ? 'ack ok' : 'ack refused')}`);
        if (o.mayWrite) count(writers, statusKey(c));
        const known = knownDefectOf(c);
        if (o.status >= 500 && known) knownHits.set(known.id, [...(knownHits.get(known.id) ?? []), index]);
        else if (o.status >= 500) serverErrors.push({ index, case: describeCase(c), answer: o.answer });
        if (o.answer === 'no acknowledgement' && c.kind !== 'http' && dropped.has(`${c.kind}:${c.who}`)) droppedUnanswered++;
        else if (o.answer === 'no acknowledgement' || o.status === -1) silent.push({ index, case: describeCase(c), answer: o.answer });
      });
      const snapStart = Date.now();
      const after = await snapshotTables(t);
      snapMs += Date.now() - snapStart;
      if (!outcomes.some((o) => o.mayWrite)) {
        compared++;
        const tables = changedTables(before, after);
        if (tables.length) dataChanged.push({ batch: `cases ${batch[0][0]}..${batch[batch.length - 1][0]}`, tables });
      }
      before = after;
      await keepTargetsUp(t, targets, lobby);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`fuzz: sent ${sent} cases in ${seconds} s (${droppedUnanswered} socket cases unanswered on a socket another case's session end dropped); data compared after ${compared} of ${batches} batches with no accepted write (${(snapMs / 1000).toFixed(1)} s in snapshots)`);

    if (process.env.FUZZ_VERBOSE) console.log('fuzz: accepted writes by route or event', Object.fromEntries(writers), [...statuses].sort().map(([k, n]) => `${k}: ${n}`).join('\n'));
    // A real move of the live game, over a player's own socket, after the barrage.
    expect(liveGame(t, game.gameId).state.winner).toBeNull();
    const move = await playOneMove(t, game.gameId, game.players);
    expect(move.stateId).toBeGreaterThan(0);

    log.restore();
    // A logged error is explained by a known defect only as many times as that defect's cases were answered with a 5xx.
    const budget = new Map([...knownHits].map(([id, hits]) => [id, hits.length]));
    const loggedErrors = log.errors().filter((e) => {
      const d = knownDefects.find((k) => (budget.get(k.id) ?? 0) > 0 && k.logMatches(e));
      if (d) budget.set(d.id, budget.get(d.id)! - 1);
      return !d;
    });
    const describeEntry = (e: LogEntry) => `${e.msg ?? ''}: ${e.err?.message?.slice(0, 300) ?? ''}`;
    if (knownHits.size) console.log('fuzz: known defects of other parts (cases answered 5xx):', Object.fromEntries([...knownHits].map(([id, hits]) => [id, hits.slice(0, 10)])));
    const report = { seed, serverErrors: serverErrors.slice(0, 20), silent: silent.slice(0, 20), dataChanged, loggedErrors: loggedErrors.slice(0, 20).map(describeEntry) };
    if (serverErrors.length || silent.length || dataChanged.length || loggedErrors.length) console.log('fuzz defects:', JSON.stringify(report, null, 2));
    expect(serverErrors).toEqual([]);
    expect(loggedErrors.map(describeEntry)).toEqual([]);
    expect(silent).toEqual([]);
    expect(dataChanged).toEqual([]);
    if (only === null && sent < total) console.warn(`fuzz: the time budget stopped the run after ${sent} of ${total} cases`);
    // The data check must not be vacuous: most batches hold no accepted write.
    if (only === null) expect(compared).toBeGreaterThan(batches / 2);
  }, 240_000);
});

const count = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);
const statusKey = (c: FuzzCase) => (c.kind === 'http' ? c.route : `${c.kind} ${c.event}`);

/** An administrator holds every permission there is. */
const permissionsAll = Object.fromEntries(permissionNames.map((p) => [p, true]));

type DeckContent = { champions: string[]; cards: { id: string; count: number }[]; dicepool: { magic: string; count: number }[] };

/** A precon's content saved as the fuzzing user's deck: a real deck id and share link to aim at. */
async function seedDeck(t: TestServer, user: TestUser): Promise<{ id: string; shareUuid: string; content: DeckContent }> {
  const precons = (await (await fetch(`${t.url}/api/standalone-decks`)).json()) as { decks: DeckContent[] };
  const p = precons.decks[0];
  const content = { champions: p.champions, cards: p.cards, dicepool: p.dicepool };
  const res = await fetch(`${t.url}/api/decks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ deckName: 'Fuzz deck', notes: 'line one\nline two', ...content }),
  });
  const body = (await res.json()) as { deck: { _id: string; shareUuid: string } };
  return { id: body.deck._id, shareUuid: body.deck.shareUuid, content };
}

/** Valid bodies of the API's calls, to be broken one field at a time. Loopback is never offered to the ban list. */
function bodies(deck: DeckContent): Record<string, unknown>[] {
  return [
    { username: 'fuzzer', password: 'not the password' },
    { username: 'newbie', email: 'newbie@example.test', password: 'secret123' },
    { username: 'fuzzer', captcha: 'x' },
    { token: 'x' },
    { id: '00000000-0000-4000-8000-000000000000', token: 'abcdefghijklmnopqrstuvwxyz' },
    { id: '00000000-0000-4000-8000-000000000000', token: 'abcdefghijklmnopqrstuvwxyz', newPassword: 'secret123' },
    { deckName: 'Broken deck', notes: '', ...deck },
    { uuid: '00000000-0000-4000-8000-000000000001' },
    { deckId: '00000000-0000-4000-8000-000000000001', uuid: '00000000-0000-4000-8000-000000000001', resync: true },
    { favourite: true },
    { isPublic: true },
    { email: 'fuzzer@example.test', settings: { background: 'none', cardSize: 'normal' } },
    { userToChange: { verified: true } },
    { userToChange: { add: [{ stub: 'c1', alt: 'c1-alt' }] } },
    { ip: '203.0.113.7' },
    { message: 'boom', source: 'error', breadcrumbs: [] },
    { code: 'abc', state: 'xyz' },
  ];
}

/** Every target socket, keyed as a case names it (`lobby:user`, `game:p1`). */
function socketsOf(targets: Targets): (readonly [string, Targets['game']['p1']])[] {
  return [...Object.entries(targets.lobby).map(([who, socket]) => [`lobby:${who}`, socket] as const), ...Object.entries(targets.game).map(([who, socket]) => [`game:${who}`, socket] as const)];
}

/** Sockets a case disconnected are connected again, and the logged-in lobby sockets logged in again. */
async function keepTargetsUp(t: TestServer, targets: Targets, lobby: Record<'anon' | 'user' | 'admin', LobbyClient>): Promise<void> {
  for (const who of ['user', 'admin'] as const) {
    const s = lobby[who].socket;
    if (!s.connected) s.connect();
    // A case may have sent 'authenticate' with a bad token, which leaves the socket anonymous.
    s.emit('authenticate', targets.tokens[who]);
  }
  if (!lobby.anon.socket.connected) lobby.anon.socket.connect();
  for (const p of ['p1', 'p2'] as const) if (!targets.game[p].connected) targets.game[p].connect();
  void t;
}
