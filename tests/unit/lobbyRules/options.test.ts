import { describe, expect, it } from 'vitest';
import { toPayload } from '../../../src/client/pages/lobby/NewGameForm';
import { createGame } from '../../../src/server/lobby/games';
import type { Writing } from '../../../src/server/lobby/lobby';
import type { PendingGame } from '../../../src/server/lobby/types';
import { identity, received } from './fixtures';

// Ranked means a saved replay: the New Game form's payload, and the game the lobby then creates and lists.

/** Just the parts of the lobby that creating a game touches; nothing is sent anywhere. */
function quietLobby() {
  const games = new Map<string, PendingGame>();
  const lobby = { games, userGame: new Map<string, string>(), gameOf: () => null, sendGameState: () => {}, publish: () => {} };
  return { lobby: lobby as unknown as Writing, games };
}

const form = { name: 'n', allowSpectators: true, gameFormat: 'precon' as const, gamePrivate: false, ranked: false, showHand: false, openHands: false, muteSpectators: false, hideDecklists: false, usePassword: false, password: '' };

const table = [
  { gameType: 'casual' as const, supporter: false, ticked: true, listed: { gameType: 'casual', ranked: false, saveReplay: false } },
  { gameType: 'casual' as const, supporter: true, ticked: true, listed: { gameType: 'casual', ranked: false, saveReplay: true } },
  { gameType: 'casual' as const, supporter: true, ticked: false, listed: { gameType: 'casual', ranked: false, saveReplay: false } },
  { gameType: 'competitive' as const, supporter: false, ticked: false, listed: { gameType: 'competitive', ranked: true, saveReplay: true } },
];

describe('ranked options: the form and the lobby agree', () => {
  it.each(table)('$gameType, supporter $supporter, Save a replay ticked $ticked', ({ gameType, supporter, ticked, listed }) => {
    const payload = toPayload({ ...form, gameType, saveReplay: ticked }, supporter);
    const { lobby, games } = quietLobby();
    expect(createGame(lobby, identity('ann'), payload)).toBeNull();
    const game = received([...games.values()][0], 'ann');
    expect({ form: { gameType: payload.gameType, ranked: payload.ranked, saveReplay: payload.saveReplay }, listed: { gameType: game.gameType, ranked: game.ranked, saveReplay: game.saveReplay } }).toEqual({ form: listed, listed });
  });

  it('a payload sent without the form still gets the rule: ranked saves a replay', () => {
    const { lobby, games } = quietLobby();
    createGame(lobby, identity('ann'), { name: 'raw', ranked: true, saveReplay: false });
    expect(received([...games.values()][0], 'ann')).toMatchObject({ gameType: 'competitive', ranked: true, saveReplay: true });
  });
});
