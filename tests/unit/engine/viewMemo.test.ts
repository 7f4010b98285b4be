import { describe, it, expect } from 'vitest';
import { newViewMemo, playBotGame, preconSetup, viewFor, type GameState } from '../../../src/engine';
import type { CardView, GameView } from '../../../src/protocol/game';
import { applyOperations } from '../../../src/protocol/jsonPatch';
import { viewPatchKept } from '../../../src/server/node/viewPatch';

/** Every card view of a view (piles, champions, the inspected card). */
function cardsOf(v: GameView): CardView[] {
  return Object.values(v.players).flatMap((p) => [...Object.values(p.cardPiles).flat(), ...p.champions, ...(p.inspectionCard ? [p.inspectionCard] : [])]);
}

/** The card views out of play: those the memo keeps (not the play area's or the champions). */
function quietCardsOf(v: GameView): CardView[] {
  return Object.values(v.players).flatMap((p) => Object.entries(p.cardPiles).flatMap(([pile, cs]) => (pile === 'play area' ? [] : cs)));
}

/**
 * The game node builds every viewer's view on every action with one view memo per game
 * (engine/viewMemo.ts: the worded log and the card views out of play): the views must be exactly
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
          heldElse += quietCardsOf(patch.kept).filter((c) => !now.includes(c)).length;
        }
        for (const window of memo.wording.values()) expect(window.size).toBeLessThanOrEqual(100);
        for (const window of memo.cards.values()) expect(window.size).toBeLessThanOrEqual(Object.keys(s.cards).length);
      }
      // Lines already worded come back as the same objects (what lets the patch match them by reference).
      expect(reusedLines).toBeGreaterThan(states.length);
      // Most cards out of play look the same from one step to the next: their views are the last step's.
      expect(reusedCards).toBeGreaterThan(cards / 4);
      // And the viewer goes on holding the memo's own objects, changed ones too, so the next diff skips them by reference.
      expect(heldElse).toBe(0);
    });
  }
});
