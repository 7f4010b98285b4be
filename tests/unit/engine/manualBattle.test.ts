import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { applyAction } from '../../../src/engine';
import { isLogLine } from '../../../src/engine/logLine';

const A = 'alpha';
const B = 'beta';

/** Manual mode on; alpha declares Orla and her Tavern Brawler against beta's Tavern Brawler. */
function declared(rulesVersion?: number): Match {
  const m = new Match({ rulesVersion, alpha: { play: ['tavern-brawler'] }, beta: { play: ['tavern-brawler'] } });
  m.do(A, { command: 'toggleManualMode' }).do(B, { command: 'answerManualMode', accept: true });
  m.button(A, 'attack').click(A, A, 'orla-cinderhand').click(A, A, 'tavern-brawler').click(A, B, 'tavern-brawler');
  return m;
}
const toDeck = (m: Match, who: 'alpha' | 'beta') => m.do(who, { command: 'drop', uuid: m.uuid(who, 'tavern-brawler'), source: 'play area', target: 'deck' });
const lastLine = (m: Match) => {
  const l = m.s.messages.at(-1)!;
  return isLogLine(l) ? l.words.map((w) => ('text' in w ? w.text : '')).join(' ') : '';
};

describe('a card moved by hand leaves the battle it was in (rules version 3)', () => {
  it('an attacker dragged into the deck drops out; the attack goes on with the others', () => {
    const m = toDeck(declared(), A);
    expect(m.s.battle!.attackers).toEqual([m.uuid(A, 'orla-cinderhand')]);
    m.button(A, 'confirm-attack').button(B, 'pass').button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(B, 'tavern-brawler').zone).toBe('discard');
    expect(m.s.battle).toBeNull();
  });

  it('the target dragged into the deck ends the battle, and the log says so', () => {
    const m = toDeck(declared(), B);
    expect(m.s.battle).toBeNull();
    expect(lastLine(m)).toMatch(/attack ends: its target has left play/);
    expect(m.s.players[A].actionCount).toBe(2);
    expect(m.card(A, 'orla-cinderhand').exhausted).toBe(false);
  });

  it('games of rules version 2 refuse Attack! with a moved target instead of failing inside', () => {
    const m = toDeck(declared(2), B);
    const r = applyAction(m.s, A, { command: 'menuButton', arg: 'confirm-attack' });
    expect(r.ok ? '' : r.reason).toMatch(/left play/);
  });
});
