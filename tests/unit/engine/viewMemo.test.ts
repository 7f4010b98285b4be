import { describe, it, expect } from 'vitest';
import { applyAction, newViewMemo, playBotGame, preconSetup, viewFor, type GameState } from '../../../src/engine';
import { Match } from './driver';
import type { CardView, GameView } from '../../../src/protocol/game';
import { applyOperations } from '../../../src/protocol/jsonPatch';
import { viewPatchKept } from '../../../src/server/node/viewPatch';

/** Every card view of a view (piles, champions, the inspected card). */
function cardsOf(v: GameView): CardView[] {
  return Object.values(v.players).flatMap((p) => [...Object.values(p.cardPiles).flat(), ...p.champions, ...(p.inspectionCard ? [p.inspectionCard] : [])]);
}

/**
 * The game node builds every viewer's view on every action with one view memo per game
 * (engine/viewMemo.ts: the worded log and the card views): the views must be exactly
 * those made without it, for each viewer, at every step of whole games, and the memo must hold only
 * the current window. Through the node's patches (viewPatchKept), what the browser holds after each
 * patch is the view made afresh, and the cards the memo kept are the objects the viewer holds.
 */
describe('the view memo kept between views', () => {
  for (const seed of [11, 12, 13]) {
    it(`gives each viewer the same view as building afresh, at every step (seed ${seed})`, () => {
      const states: GameState[] = [];
      playBotGame(preconSetup(seed % 8, (seed + 3) % 8, `memo-${seed}`), 600, (s) => states.push(s));
      expect(states.length).toBeGreaterThan(50);
      const memo = newViewMemo();
      const viewers = [...states[0].order, null];
      let reusedLines = 0;
      let reusedCards = 0;
      let heldElse = 0;
      let cards = 0;
      let quietWindows = 0;
      const held = new Map<string | null, GameView>();
      const browser = new Map<string | null, unknown>();
      for (const s of states) {
        for (const viewer of viewers) {
          const kept = viewFor(s, viewer, memo);
          const fresh = viewFor(s, viewer);
          expect(kept).toEqual(fresh);
          const last = held.get(viewer);
          if (!last) {
            held.set(viewer, kept);
            browser.set(viewer, JSON.parse(JSON.stringify(kept)));
            continue;
          }
          const lines = new Set(last.messages);
          reusedLines += kept.messages.filter((m) => lines.has(m)).length;
          const lastCards = new Set(cardsOf(last));
          const now = cardsOf(kept);
          cards += now.length;
          reusedCards += now.filter((c) => lastCards.has(c)).length;
          const patch = viewPatchKept(last, kept);
          // The browser applies the patch to what it holds: it must then hold the view made afresh.
          const applied = applyOperations(browser.get(viewer), patch.ops);
          expect(applied.ok).toBe(true);
          if (applied.ok) expect(applied.doc).toEqual(JSON.parse(JSON.stringify(fresh)));
          browser.set(viewer, applied.ok ? applied.doc : null);
          held.set(viewer, patch.kept);
          heldElse += cardsOf(patch.kept).filter((c) => !now.includes(c)).length;
          // A log window no op touched is kept as the array the node already held, not as the new view's copy.
          for (const key of ['messages', 'cardLog'] as const) {
            if (patch.ops.some((o) => o.path.startsWith(`/${key}`))) continue;
            quietWindows++;
            expect(patch.kept[key], `${key} kept anew with nothing added`).toBe(last[key]);
          }
        }
        for (const window of memo.wording.values()) expect(window.size).toBeLessThanOrEqual(100);
        for (const window of memo.cards.values()) expect(window.cards.size).toBeLessThanOrEqual(Object.keys(s.cards).length);
      }
      // Lines already worded come back as the same objects (what lets the patch match them by reference).
      expect(reusedLines).toBeGreaterThan(states.length);
      // Most cards look the same from one step to the next: their views are the last step's.
      expect(reusedCards).toBeGreaterThan(cards / 2);
      // And the viewer goes on holding the memo's own objects, changed ones too, so the next diff skips them by reference.
      expect(heldElse).toBe(0);
      expect(quietWindows).toBeGreaterThan(states.length);
    });
  }

  // Every precon against two others, both seats: each card's live figures (an attack a passive raises, an
  // alteration, a battle) change while its own state does not, somewhere in these games.
  for (const first of [0, 2, 4, 6]) {
    it(`is the view made afresh in games of precons ${first} and ${first + 1} against others`, () => {
      for (const second of [(first + 3) % 8, (first + 5) % 8]) {
        for (const a of [first, first + 1]) {
          const states: GameState[] = [];
          playBotGame(preconSetup(a, second, `memo-wide-${a}-${second}`), 600, (s) => states.push(s));
          const memo = newViewMemo();
          for (const s of states) {
            for (const viewer of [...s.order, null]) expect(JSON.stringify(viewFor(s, viewer, memo))).toBe(JSON.stringify(viewFor(s, viewer)));
          }
        }
      }
    });
  }

  // Manual mode's own changes, which no bot game makes: a token, a status, exhaustion, on a champion in play.
  it('shows a manual token, status and exhaustion on a card whose view it kept', () => {
    let s: GameState = { ...new Match({}).s, manualMode: true };
    const memo = newViewMemo();
    const me = s.order[0];
    const champion = s.players[me].piles.champions[0];
    const seen = () => {
      for (const viewer of [...s.order, null]) expect(JSON.stringify(viewFor(s, viewer, memo))).toBe(JSON.stringify(viewFor(s, viewer)));
      return viewFor(s, me, memo).players[me].champions[0];
    };
    seen();
    for (const action of [
      { command: 'modifyCardToken', uuid: champion, token: 'ward', delta: 2 },
      { command: 'modifyCardToken', uuid: champion, token: 'armor', delta: 1 },
      { command: 'toggleStatus', uuid: champion, status: 'marked' },
      { command: 'toggleExhaust', uuid: champion },
      { command: 'modifyCardToken', uuid: champion, token: 'ward', delta: -1 },
    ]) {
      const before = seen();
      const r = applyAction(s, me, action);
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
      expect(seen()).not.toEqual(before);
    }
    expect(seen()).toMatchObject({ tokens: { damage: 0, ward: 1 }, armor: 1, exhausted: true, statusConditions: ['marked'] });
  });
});
