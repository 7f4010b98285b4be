import { describe, expect, it } from 'vitest';
import { startProblem } from '../../../src/server/lobby/games';
import { canStart, statusText } from '../../../statecharts/pendingGame';
import { pendingGame, received, type GameCase } from './fixtures';

// One table, two paths: the lobby's refusal of Start (games.ts startProblem on its record) and what the
// viewer's pending-game panel makes of the game it receives (the statechart's Start and status line).

const ready = 'Ready to begin, click start to begin the game';
const readyOther = 'Ready to begin, waiting for opponent to start the game';
const both = (over: Partial<GameCase['seats'][number]> = {}): GameCase['seats'] => [
  { name: 'ann', deck: 'legal' },
  { name: 'bob', deck: 'legal', ...over },
];

const table: { title: string; game: GameCase; viewer: string; status: string; start: boolean }[] = [
  { title: 'alone', game: { seats: [{ name: 'ann', deck: 'legal' }] }, viewer: 'ann', status: 'Waiting for players...', start: false },
  { title: 'a player without a deck', game: { seats: [{ name: 'ann', deck: 'legal' }, { name: 'bob' }] }, viewer: 'ann', status: 'Waiting for players to select decks', start: false },
  { title: 'a 17-card deck', game: { seats: both({ deck: 'seventeenCards' }) }, viewer: 'ann', status: "bob's deck is not legal to play", start: false },
  { title: 'a deck without a champion', game: { seats: both({ deck: 'noChampion' }) }, viewer: 'ann', status: "bob's deck is not legal to play", start: false },
  { title: 'a deck with a card the catalogue lacks', game: { seats: both({ deck: 'unknownCard' }) }, viewer: 'ann', status: "bob's deck is not legal to play", start: false },
  { title: 'a deck with an unknown champion', game: { seats: both({ deck: 'unknownChampion' }) }, viewer: 'bob', status: "bob's deck is not legal to play", start: false },
  { title: 'champions not chosen', game: { seats: both({ champions: 2 }) }, viewer: 'ann', status: 'Waiting for players to choose champions', start: false },
  { title: 'everything ready, the owner', game: { seats: both() }, viewer: 'ann', status: ready, start: true },
  { title: 'everything ready, the other player', game: { seats: both() }, viewer: 'bob', status: readyOther, start: false },
  { title: 'everything ready, a spectator', game: { seats: both() }, viewer: 'carol', status: readyOther, start: false },
  { title: 'solo skips legality', game: { solo: true, format: 'solo', seats: [{ name: 'ann', deck: 'unknownCard' }, { name: 'Chimera', bot: true, deck: 'legal', champions: 0 }] }, viewer: 'ann', status: ready, start: true },
  { title: 'solo still needs a deck', game: { solo: true, format: 'solo', seats: [{ name: 'ann' }, { name: 'Chimera', bot: true, deck: 'legal' }] }, viewer: 'ann', status: 'Waiting for players to select decks', start: false },
  { title: 'a draft under way', game: { format: 'draft', draft: 'running', seats: [{ name: 'ann' }, { name: 'bob' }] }, viewer: 'ann', status: 'Drafting', start: false },
  { title: 'a draft that can start', game: { format: 'draft', draft: 'canStart', seats: [{ name: 'ann' }, { name: 'bob' }] }, viewer: 'ann', status: ready, start: true },
  { title: 'already started', game: { started: true, seats: both() }, viewer: 'ann', status: 'The game has already started', start: false },
];

describe('Start: the lobby and the pending-game panel agree', () => {
  it.each(table)('$title ($viewer)', ({ game, viewer, status, start }) => {
    const pending = pendingGame(game);
    const problem = startProblem(pending, viewer);
    const panel = { game: received(pending, viewer), username: viewer, waiting: false, connectingHost: null, gameError: null };
    expect({ lobbyStarts: problem === null, buttonEnabled: canStart(panel), status: statusText(panel) }).toEqual({ lobbyStarts: start, buttonEnabled: start, status });
    // The owner reads the very reason the lobby would refuse Start with.
    if (viewer === pending.owner && problem) expect(statusText(panel)).toBe(problem);
  });
});
