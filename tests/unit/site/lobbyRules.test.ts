import { describe, expect, it } from 'vitest';
import type { LobbyGame } from '../../../src/protocol/lobby';
import { canJoin, canWatch, elapsed, gameIdAction, gameStatus, isNewPlayer, parseFilter, sections } from '../../../src/client/pages/lobby/gameRules';
import { appendMessage, updatedCurrentGame, upsertGame, withoutGame } from '../../../src/client/stores/lobby';
import { toggleChampion } from '../../../src/client/pages/lobby/ChooseChampionsModal';
import { formatsFor, toPayload } from '../../../src/client/pages/lobby/NewGameForm';
import { gameSocketUrl } from '../../../src/client/net/gameSocket';
import { trimArgs } from '../../../src/client/net/lobbySocket';
import { parseMarkdown, parseInline } from '../../../src/client/pages/text/markdown';
import { sentryEnvelope } from '../../../src/client/app/crash';

const player = (name: string) => ({ name, username: name, avatar: null, faveColor: null, gamesPlayed: 0 });
function game(over: Partial<LobbyGame> = {}): LobbyGame {
  return {
    id: 'g1', name: 'g', gameFormat: 'precon', gameType: 'casual', started: false, full: false, solo: false, owner: 'a',
    players: { a: player('a') }, spectators: [], allowSpectators: true, showHand: false, openHands: false, hideDecklists: false, needsPassword: false,
    gamePrivate: false, createdAt: '2025-08-31T10:00:00Z', startedAt: null, finishedAt: null, winner: null, drafting: false, isReplay: false, saveReplay: false, ranked: false, startProblem: null, ...over,
  };
}
const free = { username: 'v', gameId: null, canManageGames: false };

describe('game list rules (site-spec 2)', () => {
  it('Join: no game of the viewer, not started, not full, not solo, exactly one player', () => {
    expect(canJoin(game(), free)).toBe(true);
    expect(canJoin(game(), { ...free, gameId: 'other' })).toBe(false);
    expect(canJoin(game({ started: true }), free)).toBe(false);
    expect(canJoin(game({ solo: true }), free)).toBe(false);
    expect(canJoin(game({ players: { a: player('a'), b: player('b') }, full: true }), free)).toBe(false);
  });
  it('Watch: spectators allowed or games manager, and not a game still waiting for its second player', () => {
    const full = game({ players: { a: player('a'), b: player('b') }, full: true });
    expect(canWatch(game(), free)).toBe(false);
    expect(canWatch(full, free)).toBe(true);
    expect(canWatch(game({ started: true }), free)).toBe(true);
    expect(canWatch({ ...full, allowSpectators: false }, free)).toBe(false);
    expect(canWatch({ ...full, allowSpectators: false }, { ...free, canManageGames: true })).toBe(true);
    expect(canWatch(full, { ...free, gameId: 'other' })).toBe(false);
  });
  it('sprout below 12 games, status and elapsed HH:mm', () => {
    expect([isNewPlayer(11), isNewPlayer(12), isNewPlayer(undefined)]).toEqual([true, false, true]);
    expect(gameStatus(game())).toBe('created');
    expect(gameStatus(game({ started: true }))).toBe('started');
    expect(gameStatus(game({ started: true, finishedAt: '2025-08-31T11:00:00Z' }))).toBe('finished');
    expect(elapsed(game({ startedAt: '2025-08-31T10:00:00Z' }), Date.parse('2025-08-31T11:05:30Z'))).toBe('01:05');
  });
  it('a finished game counts the time since it finished (site-spec 4)', () => {
    const finished = game({ started: true, startedAt: '2025-08-31T09:00:00Z', finishedAt: '2025-08-31T10:00:00Z' });
    expect(elapsed(finished, Date.parse('2025-08-31T10:42:10Z'))).toBe('00:42');
    expect(elapsed(finished, Date.parse('2025-08-31T12:10:00Z'))).toBe('02:10');
    expect(elapsed(game(), Date.parse(game().createdAt) + 3 * 60_000)).toBe('00:03');
  });
  it('filter per type from local storage, sections casual and competitive', () => {
    expect(parseFilter(null)).toEqual({ casual: true, competitive: true, beginner: true, solo: true });
    expect(parseFilter('{"casual":false}').casual).toBe(false);
    expect(parseFilter('not json').casual).toBe(true);
    const list = [game({ id: '1' }), game({ id: '2', gameType: 'competitive' }), game({ id: '3', gameType: 'beginner' })];
    const s = sections(list, { ...parseFilter(null), beginner: false });
    expect(s.casual.map((g) => g.id)).toEqual(['1']);
    expect(s.competitive.map((g) => g.id)).toEqual(['2']);
  });
  it('a game id in the URL: not found, join, else watch', () => {
    expect(gameIdAction(undefined)).toBe('notFound');
    expect(gameIdAction(game())).toBe('join');
    expect(gameIdAction(game({ started: true }))).toBe('watch');
  });
});

describe('lobby store updates and helpers', () => {
  it('upserts, removes and caps chat', () => {
    const a = upsertGame([], game({ id: '1' }));
    expect(upsertGame(a, game({ id: '1', name: 'new' }))[0].name).toBe('new');
    expect(withoutGame(a, '1')).toEqual([]);
    let msgs: ReturnType<typeof appendMessage> = [];
    for (let i = 0; i < 200; i++) msgs = appendMessage(msgs, { id: i, user: { username: 'u', name: 'u' }, message: 'm', time: '' });
    expect(msgs.length).toBe(150);
    expect(msgs[149].id).toBe(199);
  });
  it("a list update of the user's own game keeps its pending chat", () => {
    const line = { name: 'a', text: 'hi', time: '' };
    const held = game({ id: '1', messages: [line] });
    const listed = game({ id: '1', name: 'renamed' });
    const next = updatedCurrentGame(held, listed);
    expect(next.name).toBe('renamed');
    expect(next.messages).toEqual([line]);
    const fresh = [{ ...line, text: 'again' }];
    expect(updatedCurrentGame(held, game({ id: '1', messages: fresh })).messages).toEqual(fresh);
  });
  it('champions: exactly 3, clicking a chosen one removes it', () => {
    expect(toggleChampion(['a', 'b', 'c'], 'd')).toEqual(['a', 'b', 'c']);
    expect(toggleChampion(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(toggleChampion(['a'], 'b')).toEqual(['a', 'b']);
  });
  it('new game: solo only for chimera, ranked saves a replay, supporters choose', () => {
    expect(formatsFor('pvp')).toEqual(['precon', 'draft', 'constructed']);
    expect(formatsFor('chimera')).toEqual(['solo']);
    const base = { name: 'n', allowSpectators: true, gameType: 'casual' as const, gameFormat: 'precon' as const, gamePrivate: false, ranked: false, saveReplay: true, showHand: false, openHands: false, muteSpectators: false, hideDecklists: false, usePassword: false, password: 'x' };
    expect(toPayload(base, false)).toMatchObject({ saveReplay: false, ranked: false, password: undefined });
    expect(toPayload(base, true).saveReplay).toBe(true);
    expect(toPayload({ ...base, gameType: 'competitive', saveReplay: false }, false)).toMatchObject({ ranked: true, saveReplay: true });
  });
  it('game socket URL omits ports 80 and 443; trailing undefined args are dropped', () => {
    const h = { address: 'node.example', namespace: '/game/1', secure: false };
    expect(gameSocketUrl({ ...h, port: 80 })).toBe('http://node.example/game/1');
    expect(gameSocketUrl({ ...h, port: 443, secure: true })).toBe('https://node.example/game/1');
    expect(gameSocketUrl({ ...h, port: 4000 })).toBe('http://node.example:4000/game/1');
    expect(trimArgs(['g', true, -1, false, undefined])).toEqual(['g', true, -1, false]);
  });
});

describe('markdown and crash envelope', () => {
  it('reads headings, nested lists, tables and inline marks', () => {
    const blocks = parseMarkdown('# Title\n\nSome **bold** and `code`.\n\n1. one\n   - sub\n2. two\n\n| A | B |\n|---|---|\n| x | y |\n');
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'table']);
    const list = blocks[2] as Extract<(typeof blocks)[number], { kind: 'list' }>;
    expect(list.ordered).toBe(true);
    expect(list.items.length).toBe(2);
    expect(list.items[0].children[0].kind).toBe('list');
    expect(parseInline('[a](/b)')).toEqual([{ kind: 'link', text: 'a', href: '/b' }]);
  });
  it('builds a Sentry envelope from a DSN', () => {
    const report = { message: 'x', source: 'error' as const, breadcrumbs: [], release: '11.1' };
    const env = sentryEnvelope('https://key@sentry.example/42', new Error('x'), report);
    expect(env?.url).toBe('https://sentry.example/api/42/envelope/?sentry_key=key&sentry_version=7');
    expect(env?.body.split('\n').length).toBe(3);
    expect(sentryEnvelope('nonsense', new Error('x'), report)).toBeNull();
  });
});
