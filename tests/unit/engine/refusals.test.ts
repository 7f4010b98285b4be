import { describe, it, expect } from 'vitest';
import { applyAction, playBotGame, preconSetup, viewFor, cardById, NO_SUCH_CARD, type GameState } from '../../../src/engine';
import { visibleTo } from '../../../src/engine/visibility';
import type { GameAction } from '../../../src/protocol/game';

/** Every action that names a card by uuid, in the shapes a client can send. */
const cardActions = (uuid: string): GameAction[] => [
  { command: 'cardClicked', uuid },
  { command: 'cardAltClicked', uuid },
  { command: 'inspectCard', uuid },
  ...(['play', 'use', 'pitch', 'discard', 'hand', 'deck', 'archives', 'purged', 'play area'] as const).map((item) => ({ command: 'menuItemClick' as const, uuid, item })),
  { command: 'drop', uuid, source: 'hand', target: 'play area' },
  { command: 'drop', uuid, source: 'hand', target: 'discard' },
  { command: 'drop', uuid, source: 'deck', target: 'hand' },
  { command: 'drop', uuid, source: 'archives', target: 'hand' },
  { command: 'modifyCardToken', uuid, token: 'damage', delta: 1 },
  { command: 'toggleExhaust', uuid },
  { command: 'toggleStatus', uuid, status: 'marked' },
];

const UNKNOWN = 'c0unknown0uuid';

/** Every card `me` cannot see must be answered exactly as a uuid that names nothing. */
function checkState(s: GameState, me: string): number {
  let checked = 0;
  const hidden = Object.values(s.cards).filter((c) => !visibleTo(s, c, me));
  const names = new Set(hidden.map((c) => cardById[c.id].name));
  // What the player sees for those cards: aliases, which name nothing either.
  const aliases = hidden.slice(0, 4).map((c) => c.alias);
  const unknown = cardActions(UNKNOWN).map((a) => {
    const r = applyAction(s, me, a);
    expect(r.ok).toBe(false);
    return r.ok ? '' : r.reason;
  });
  // Differences are collected, then compared once (an expect per call would cost more than the engine).
  const wrong: string[] = [];
  for (const uuid of [...hidden.map((c) => c.uuid), ...aliases]) {
    for (const [i, a] of cardActions(uuid).entries()) {
      const got = applyAction(s, me, a);
      const reason = got.ok ? 'ACCEPTED' : got.reason;
      if (reason !== unknown[i] || [...names].some((n) => reason.includes(n))) wrong.push(`${JSON.stringify(a)}: ${reason}`);
      checked++;
    }
  }
  expect(wrong.slice(0, 5), `${wrong.length} answers differ from the unknown uuid's`).toEqual([]);
  return checked;
}

describe('refusals speak only of what the actor can see', () => {
  it('over every hidden card of a game, in and out of manual mode, each card action gets the unknown-uuid answer', () => {
    const states: GameState[] = [];
    const g = playBotGame(preconSetup(1, 3, 'refusals'), 2000, (s) => {
      if (s.stateId % 7 === 0) states.push(s);
    });
    expect(g.state.winner).not.toBeNull();
    let checked = 0;
    let hiddenInHand = 0;
    for (const s of states.slice(0, 12)) {
      // The same state with manual mode on (the owner's deck still hidden), where more card actions are open.
      const manual: GameState = { ...s, manualMode: true };
      for (const state of [s, manual]) {
        for (const me of s.order) {
          hiddenInHand += s.players[s.order.find((x) => x !== me)!].piles.hand.length;
          checked += checkState(state, me);
        }
      }
    }
    expect(hiddenInHand).toBeGreaterThan(80);
    expect(checked).toBeGreaterThan(10_000);
  }, 60_000);

  it("the old leak: clicking the opponent's hand card on your turn names nothing", () => {
    const g = playBotGame(preconSetup(0, 1, 'refusal-click'), 1);
    const s = g.state;
    const me = s.activePlayer;
    const foe = s.order.find((x) => x !== me)!;
    for (const u of [...s.players[foe].piles.hand, ...s.players[foe].piles.deck, ...s.players[me].piles.deck]) {
      const r = applyAction(s, me, { command: 'cardClicked', uuid: u });
      expect(r).toEqual({ ok: false, reason: NO_SUCH_CARD });
    }
    // What the player does see, they may still be told about.
    expect(JSON.stringify(viewFor(s, me))).not.toContain(s.players[foe].piles.hand[0]);
  });
});
