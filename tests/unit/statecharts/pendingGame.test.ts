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
  type PendingPlayer,
} from '../../../statecharts/pendingGame';
import { allStates, allTransitions, explore, playShortestPaths } from './model';

// The lobby's game record must fit the machine's structural view of it.
const _fits: PendingGameInfo = {} as LobbyGame;
void _fits;

const legal: PendingPlayer = { deck: { selected: true, status: { legalToPlay: true } } };
const illegal: PendingPlayer = { deck: { selected: true, status: { legalToPlay: false } } };
const noDeck: PendingPlayer = { deck: { selected: false } };

function game(over: Partial<PendingGameInfo> = {}): PendingGameInfo {
  return { owner: 'ann', gameFormat: 'constructed', players: { ann: legal, bob: legal }, ...over };
}

function ctx(over: Partial<PendingGameContext> = {}): PendingGameContext {
  return { game: game(), username: 'ann', waiting: false, connectingHost: null, gameError: null, ...over };
}

const cases = {
  'game.updated': [
    { type: 'game.updated', game: game() },
    { type: 'game.updated', game: game({ players: { ann: legal } }) },
    { type: 'game.updated', game: game({ players: { ann: legal, bob: noDeck } }) },
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
  it('follows the spec order', () => {
    const all = { gameError: 'Boom', connectingHost: 'node-1', waiting: true, game: game({ players: { ann: legal } }) };
    expect(statusText(ctx(all))).toBe('Boom');
    expect(statusText(ctx({ ...all, gameError: null }))).toBe('Connecting to game server node-1');
    expect(statusText(ctx({ ...all, gameError: null, connectingHost: null }))).toBe('Waiting for lobby server...');
    expect(statusText(ctx({ game: game({ players: { ann: legal } }) }))).toBe('Waiting for players...');
    expect(statusText(ctx({ game: null }))).toBe('Waiting for players...');
    expect(statusText(ctx({ game: game({ gameFormat: 'draft', drafting: true }) }))).toBe('Drafting');
    expect(statusText(ctx({ game: game({ players: { ann: legal, bob: noDeck } }) }))).toBe(
      'Waiting for players to select decks',
    );
    expect(statusText(ctx({ game: game({ players: { ann: legal, bob: illegal } }) }))).toBe(
      'Waiting for players to select decks',
    );
    expect(statusText(ctx())).toBe('Ready to begin, click start to begin the game');
    expect(statusText(ctx({ username: 'bob' }))).toBe('Ready to begin, waiting for opponent to start the game');
  });

  it('a finished draft that can start is ready without decks', () => {
    const draft = game({ gameFormat: 'draft', players: { ann: noDeck, bob: noDeck }, draftState: { canStart: true } });
    expect(statusText(ctx({ game: draft }))).toBe('Ready to begin, click start to begin the game');
    expect(canStart(ctx({ game: draft }))).toBe(true);
  });
});

describe('pendingGame Start', () => {
  it('is enabled only for the owner, with 2 players, legal decks, not connecting or waiting', () => {
    expect(canStart(ctx())).toBe(true);
    expect(canStart(ctx({ username: 'bob' }))).toBe(false);
    expect(canStart(ctx({ username: null }))).toBe(false);
    expect(canStart(ctx({ connectingHost: 'node-1' }))).toBe(false);
    expect(canStart(ctx({ waiting: true }))).toBe(false);
    expect(canStart(ctx({ game: game({ players: { ann: legal } }) }))).toBe(false);
    expect(canStart(ctx({ game: game({ players: { ann: legal, bob: illegal } }) }))).toBe(false);
    expect(canStart(ctx({ game: game({ players: { ann: legal, bob: noDeck } }) }))).toBe(false);
    expect(canStart(ctx({ game: game({ gameFormat: 'draft', draftState: { canStart: false }, players: { ann: noDeck, bob: noDeck } }) }))).toBe(false);
  });

  it('solo games skip deck legality', () => {
    expect(canStart(ctx({ game: game({ solo: true, players: { ann: legal, bob: illegal } }) }))).toBe(true);
    expect(canStart(ctx({ game: game({ solo: true, players: { ann: legal, bob: noDeck } }) }))).toBe(false);
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
    const { actor, sent } = run(game({ gameFormat: 'draft', draftState: { canStart: true } }));
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
    actor.send({ type: 'game.updated', game: game({ players: { ann: legal } }) });
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
