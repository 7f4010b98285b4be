import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { LobbyGame } from '../../../src/protocol/lobby';
import {
  canStart,
  pendingGameMachine,
  statusText,
  type LobbyStartMessage,
  type PendingGameContext,
  type PendingGameInfo,
} from '../../../statecharts/pendingGame';
import { startMessages } from '../../../src/engine/lobbyRules';
import { allStates, allTransitions, explore, playShortestPaths } from './model';

// The lobby's game record must fit the machine's structural view of it.
const _fits: PendingGameInfo = {} as LobbyGame;
void _fits;

// The lobby sends each viewer its own start problem; these records are as the owner ann receives them.
// tests/unit/lobbyRules/start.test.ts runs the same rule through the lobby and this machine.
function game(over: Partial<PendingGameInfo> = {}): PendingGameInfo {
  return { owner: 'ann', gameFormat: 'constructed', players: { ann: {}, bob: {} }, startProblem: null, ...over };
}
const alone = () => game({ players: { ann: {} }, startProblem: startMessages.waitingForPlayers });
const noDeck = () => game({ startProblem: startMessages.selectDecks });

function ctx(over: Partial<PendingGameContext> = {}): PendingGameContext {
  return { game: game(), username: 'ann', waiting: false, connectingHost: null, gameError: null, ...over };
}

const cases = {
  'game.updated': [
    { type: 'game.updated', game: game() },
    { type: 'game.updated', game: alone() },
    { type: 'game.updated', game: noDeck() },
    { type: 'game.updated', game: null },
  ],
  'user.changed': [{ type: 'user.changed', username: 'bob' }],
  'game.error': [{ type: 'game.error', message: 'Game not found' }],
  handoff: [{ type: 'handoff', host: 'node-1' }],
};

describe('pendingGame model', () => {
  const input = { game: game(), username: 'ann' };
  const run = explore(pendingGameMachine, { cases, input });

  it('reaches every state', () => {
    expect([...run.statesReached].sort()).toEqual(allStates(pendingGameMachine).sort());
  });

  it('takes every transition', () => {
    expect(allTransitions(pendingGameMachine).filter((t) => !run.transitionsTaken.has(t))).toEqual([]);
  });

  it('a real actor agrees with the model on every edge and every shortest path', () => {
    expect(run.mismatches).toEqual([]);
    expect(playShortestPaths(pendingGameMachine, { cases, input }).failures).toEqual([]);
  });
});

describe('pendingGame status text, first match wins', () => {
  it('follows the spec order, then shows the lobby\'s own start problem', () => {
    const all = { gameError: 'Boom', connectingHost: 'node-1', waiting: true, game: alone() };
    expect(statusText(ctx(all))).toBe('Boom');
    expect(statusText(ctx({ ...all, gameError: null }))).toBe('Connecting to game server node-1');
    expect(statusText(ctx({ ...all, gameError: null, connectingHost: null }))).toBe('Waiting for lobby server...');
    expect(statusText(ctx({ game: alone() }))).toBe('Waiting for players...');
    expect(statusText(ctx({ game: null }))).toBe('Waiting for players...');
    expect(statusText(ctx({ game: game({ gameFormat: 'draft', startProblem: 'Drafting' }) }))).toBe('Drafting');
    expect(statusText(ctx({ game: noDeck() }))).toBe('Waiting for players to select decks');
    expect(statusText(ctx({ game: game({ startProblem: "bob's deck is not legal to play" }) }))).toBe("bob's deck is not legal to play");
    expect(statusText(ctx())).toBe('Ready to begin, click start to begin the game');
    expect(statusText(ctx({ username: 'bob', game: game({ startProblem: startMessages.notOwner }) }))).toBe('Ready to begin, waiting for opponent to start the game');
  });
});

describe('pendingGame Start', () => {
  it('is enabled only for the owner the lobby lets start, not connecting or waiting', () => {
    expect(canStart(ctx())).toBe(true);
    expect(canStart(ctx({ username: 'bob' }))).toBe(false);
    expect(canStart(ctx({ username: null }))).toBe(false);
    expect(canStart(ctx({ connectingHost: 'node-1' }))).toBe(false);
    expect(canStart(ctx({ waiting: true }))).toBe(false);
    expect(canStart(ctx({ game: alone() }))).toBe(false);
    expect(canStart(ctx({ game: noDeck() }))).toBe(false);
  });

  function run(info: PendingGameInfo, username = 'ann') {
    const sent: LobbyStartMessage[] = [];
    const machine = pendingGameMachine.provide({ actions: { sendToLobby: (_, m) => void sent.push(m) } });
    const actor = createActor(machine, { input: { game: info, username } }).start();
    return { actor, sent };
  }

  it('sends startgame, then waits for the lobby, then connects on handoff', () => {
    const { actor, sent } = run(game());
    actor.send({ type: 'start' });
    expect(sent).toEqual([{ type: 'startgame' }]);
    expect(actor.getSnapshot().value).toBe('waitingForLobby');
    expect(statusText(actor.getSnapshot().context)).toBe('Waiting for lobby server...');
    actor.send({ type: 'start' });
    expect(sent).toHaveLength(1);
    actor.send({ type: 'game.updated', game: game() });
    expect(actor.getSnapshot().value).toBe('waitingForLobby');
    actor.send({ type: 'handoff', host: 'node-1' });
    expect(actor.getSnapshot().value).toBe('connecting');
    expect(statusText(actor.getSnapshot().context)).toBe('Connecting to game server node-1');
    expect(canStart(actor.getSnapshot().context)).toBe(false);
  });

  it('sends draftStart in draft format', () => {
    const { actor, sent } = run(game({ gameFormat: 'draft' }));
    actor.send({ type: 'start' });
    expect(sent).toEqual([{ type: 'draftStart' }]);
  });

  it('ignores Start from a non-owner', () => {
    const { actor, sent } = run(game(), 'bob');
    actor.send({ type: 'start' });
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().value).toBe('gathering');
  });

  it('stops waiting when the opponent leaves, and shows a game error until dismissed', () => {
    const { actor } = run(game());
    actor.send({ type: 'start' });
    actor.send({ type: 'game.updated', game: alone() });
    expect(actor.getSnapshot().value).toBe('gathering');
    expect(statusText(actor.getSnapshot().context)).toBe('Waiting for players...');
    actor.send({ type: 'game.error', message: 'Could not start the game' });
    expect(actor.getSnapshot().value).toBe('gameError');
    expect(statusText(actor.getSnapshot().context)).toBe('Could not start the game');
    actor.send({ type: 'error.dismissed' });
    expect(actor.getSnapshot().value).toBe('gathering');
    expect(actor.getSnapshot().context.gameError).toBeNull();
  });
});
