import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { applyAction, pendingTimeouts, viewFor } from '../../../src/engine';
import { OptionSettings } from '../../../src/protocol/game';

const A = 'alpha';
const B = 'beta';
const defaults = OptionSettings.parse({});

/** beta is attacked and stands in its reaction window, holding barkskin (playable) or not. */
function attacked(holdsReaction: boolean, bluffTimer: number) {
  const m = new Match({ beta: { hand: holdsReaction ? ['barkskin'] : ['quick-study'] } });
  m.do(B, { command: 'toggleOptionSetting', name: 'bluffTimer', value: bluffTimer });
  m.attack(A, ['orla-cinderhand'], 'bram-oakenroot', { react: true });
  expect(viewFor(m.s, B).players[B].promptState.promptTitle).toBe('You are attacked');
  expect(viewFor(m.s, B).players[B].cardPiles.hand.some((c) => c.canPlay)).toBe(holdsReaction);
  return m;
}

describe('bluff timer', () => {
  it("a player's option settings reach only their own view, never the opponent's or a spectator's", () => {
    const m = new Match();
    m.do(B, { command: 'toggleOptionSetting', name: 'bluffTimer', value: 7 });
    m.do(B, { command: 'toggleOptionSetting', name: 'compactLayout', value: true });
    expect(viewFor(m.s, B).players[B].optionSettings).toMatchObject({ bluffTimer: 7, compactLayout: true });
    expect(viewFor(m.s, A).players[B].optionSettings).toEqual(defaults);
    expect(viewFor(m.s, null).players[B].optionSettings).toEqual(defaults);
    expect(JSON.stringify(viewFor(m.s, A))).not.toMatch(/"bluffTimer":7/);
  });

  it('above 0, the window closes after the bluff timer whether or not the player holds a reaction', () => {
    const withReaction = attacked(true, 4);
    const without = attacked(false, 4);
    for (const m of [withReaction, without]) {
      expect(pendingTimeouts(m.s)).toEqual([{ player: B, ms: 4000, action: { command: 'menuButton', arg: 'pass', stateId: m.s.stateId } }]);
      const prompt = viewFor(m.s, B).players[B].promptState;
      expect(prompt.timerLength).toBe(4);
      expect(prompt.buttons).toEqual([expect.objectContaining({ arg: 'pass', timer: true })]);
      // The timeout's pass is accepted: the window closes by itself.
      expect(applyAction(m.s, B, pendingTimeouts(m.s)[0].action).ok).toBe(true);
    }
    // The opponent's view of either window is the same.
    const strip = (m: Match) => viewFor(m.s, A).players[B].promptState;
    expect(strip(withReaction)).toEqual(strip(without));
  });

  it('at 0 (no bluffing) a window without a reaction passes at once, and one with a reaction waits for the player', () => {
    expect(pendingTimeouts(attacked(false, 0).s)).toEqual([expect.objectContaining({ player: B, ms: 0 })]);
    const m = attacked(true, 0);
    expect(pendingTimeouts(m.s)).toEqual([]);
    expect(viewFor(m.s, B).players[B].promptState.timerLength).toBeUndefined();
  });

  it('bots get no timeouts (the node moves them itself)', () => {
    const m = attacked(false, 4);
    m.s.players[B].isBot = true;
    expect(pendingTimeouts(m.s)).toEqual([]);
  });
});
