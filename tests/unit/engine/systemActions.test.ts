import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { applyAction, applyLogEntry, createGame, forceLoss, preconSetup, replayLog, stateHash, FORFEIT_ARGS, type GameState } from '../../../src/engine';
import { ReplayFile, type GameAction, type GameSetup } from '../../../src/protocol/game';

const A = 'alpha';
const B = 'beta';
const serverOnly = ['timeout', 'absence', 'left'];

describe('actions only the server may take', () => {
  it('no game action a player can send ends the game by timeout, absence or leaving', () => {
    const forged: unknown[] = [
      ...['timeout', 'absence', 'left', 'concede', 'champions defeated'].flatMap((r) => [
        { command: 'chat', text: `/forfeit ${r}` },
        { command: 'chat', text: `/FORFEIT ${r}` },
        { command: 'manual', name: 'forfeit', args: [r] },
      ]),
      { command: 'chat', text: '/forfeit  timeout  now' },
      { command: 'forfeit', reason: 'timeout' },
      { system: { command: 'forfeit', reason: 'timeout' } },
      { command: 'manual', name: 'forfeit', args: ['timeout'], system: { command: 'forfeit', reason: 'timeout' } },
    ];
    for (const a of forged) {
      const m = new Match();
      const r = applyAction(m.s, A, a);
      expect(r.ok, JSON.stringify(a)).toBe(false);
      expect(m.s.winner).toBeNull();
    }
    const m = new Match();
    expect(applyAction(m.s, A, { command: 'chat', text: '/forfeit timeout' })).toEqual({ ok: false, reason: FORFEIT_ARGS });
  });

  it('players keep concede: the button, a bare /forfeit and leaving the board all end the game as a concede', () => {
    const concedes: GameAction[] = [{ command: 'concede' }, { command: 'chat', text: '/forfeit' }, { command: 'manual', name: 'forfeit', args: [] }, { command: 'leavegame' }];
    for (const a of concedes) {
      const m = new Match().do(B, a);
      expect(m.s.winner, JSON.stringify(a)).toBe(A);
      expect(m.s.winReason).toBe('concede');
      expect(serverOnly).not.toContain(m.s.winReason);
    }
  });

  it('forceLoss appends a system entry that replays, and the replay file holds it', () => {
    const g = createGame(preconSetup(0, 2, 'system'));
    for (const reason of ['timeout', 'absence', 'left'] as const) {
      const s = forceLoss(g, g.order[0], reason);
      expect(s.log.at(-1)).toEqual({ player: g.order[0], system: { command: 'forfeit', reason } });
      expect(s).toMatchObject({ winner: g.order[1], winReason: reason, stateId: g.stateId + 1 });
      expect(s.steps.at(-1)?.tag).toBe('end');
      const file = ReplayFile.parse({ version: 1, setup: s.setup, log: s.log, steps: s.steps });
      expect(stateHash(replayLog(s.setup, file.log))).toBe(stateHash(s));
      // A finished game takes no second forfeit.
      expect(forceLoss(s, g.order[1], 'timeout')).toBe(s);
    }
    expect(applyLogEntry(g, { player: 'nobody', system: { command: 'forfeit', reason: 'timeout' } }).ok).toBe(false);
  });

  it("a concede asked of forceLoss (the socket's concede event) is the player's own action", () => {
    const g = createGame(preconSetup(0, 2, 'system-concede'));
    const s = forceLoss(g, g.order[1], 'concede');
    expect(s.log.at(-1)).toEqual({ player: g.order[1], action: { command: 'concede' } });
    expect(s.winReason).toBe('concede');
  });

  it("a legacy game's logged manual forfeit still replays as it was recorded, but is not accepted live", () => {
    const legacy: GameSetup = { ...preconSetup(0, 1, 'legacy-forfeit'), rngVersion: undefined };
    const g: GameState = createGame(legacy);
    const entry = { player: g.order[0], action: { command: 'manual' as const, name: 'forfeit', args: ['timeout'] } };
    const replayed = applyLogEntry(g, entry);
    expect(replayed.ok && replayed.state.winReason).toBe('timeout');
    expect(applyAction(g, entry.player, entry.action).ok).toBe(false);
    // The same entry in a version-2 game is refused on replay too: only the server's system entry ends a game by timeout.
    const v2 = createGame(preconSetup(0, 1, 'v2-forfeit'));
    expect(applyLogEntry(v2, entry).ok).toBe(false);
  });
});
