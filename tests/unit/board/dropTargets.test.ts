import { describe, expect, it } from 'vitest';
import { computeLayout, zoneAt } from '../../../src/client/board/layout/boardLayout';
import { allowedTargets } from '../../../src/client/board/layout/moves';
import { syntheticView } from '../../../src/client/board/fixtures/syntheticView';
import { canPlay } from '../../../src/engine/play';
import { def } from '../../../src/engine/ops';
import { pileOf } from '../../../src/engine/manual';
import { Match } from '../engine/driver';

const player = { manualMode: false, isPlayer: true, own: true };

describe('where a hand card may be dropped outside manual mode', () => {
  it('offers the spent pile (pitching for bacon), never the discard pile whose drop would land on spent', () => {
    expect(allowedTargets('hand', { ...player, canPlay: true, type: 'Ally' })).toEqual(['play area', 'spent']);
    // A card the player can't afford can still be pitched.
    expect(allowedTargets('hand', { ...player, canPlay: false, type: 'Ally' })).toEqual(['spent']);
    expect(allowedTargets('hand', { ...player, canPlay: true, type: 'Action Spell' })).not.toContain('discard');
  });

  it('lets a playable Ready Spell be dropped on its own spell row', () => {
    expect(allowedTargets('hand', { ...player, canPlay: true, type: 'Ready Spell' })).toEqual(['spells', 'spent']);
  });

  it('offers nothing to spectators or for the opponent’s cards', () => {
    expect(allowedTargets('hand', { ...player, isPlayer: false, canPlay: true })).toEqual([]);
    expect(allowedTargets('hand', { ...player, own: false, canPlay: true })).toEqual([]);
  });
});

describe('drop zones', () => {
  it('put every labelled pile’s drop zone under its label, and the spell row under the spells', () => {
    const view = syntheticView(80);
    const layout = computeLayout(view, 1280, 720, { cardSize: 'normal', useSquareCards: false });
    for (const p of layout.piles) {
      const z = zoneAt(layout, p.rect.x + p.rect.w / 2, p.rect.y + p.rect.h / 2);
      expect([z?.owner, z?.pile]).toEqual([p.owner, p.pile]);
    }
    const spell = layout.cards.find((c) => c.zone === 'spells' && c.side === 'me')!;
    expect(zoneAt(layout, spell.x, spell.y)?.pile).toBe('spells');
  });
});

describe('the engine takes every drop the board offers a hand card outside manual mode', () => {
  const A = 'alpha';
  it('pitches a hand card dropped on the spent pile, playable or not', () => {
    const playable: boolean[] = [];
    for (const faces of ['power', 'basic'] as const) {
      const m = new Match({ alpha: { hand: ['ember-bolt', 'hall-torch'], faces } });
      const card = m.card(A, 'ember-bolt');
      playable.push(canPlay(m.s, A, card));
      expect(allowedTargets('hand', { ...player, canPlay: canPlay(m.s, A, card) })).toContain('spent');
      m.do(A, { command: 'drop', uuid: card.uuid, source: 'hand', target: 'spent' });
      expect([m.card(A, 'ember-bolt').zone, m.s.players[A].bacon]).toEqual(['spent', 1]);
    }
    // Power faces pay for the bolt; basic faces do not.
    expect(playable).toEqual([true, false]);
  });
});

describe('manual mode: the board offers what the engine takes (one rule, protocol manualTargets)', () => {
  const A = 'alpha';
  const manual = { manualMode: true, isPlayer: true, own: true };
  it('offers the spell row to a Ready Spell only, and the spent pile (a pitch) from the hand', () => {
    expect(allowedTargets('hand', { ...manual, type: 'Ready Spell' })).toContain('spells');
    expect(allowedTargets('hand', { ...manual, type: 'Action' })).not.toContain('spells');
    expect(allowedTargets('hand', { ...manual, type: 'Action' })).toContain('spent');
    expect(allowedTargets('play area', { ...manual, type: 'Conjuration' }).sort()).toEqual(['purged']);
  });
  it('every pile offered to each card of a manual-mode game is a drop the engine performs', () => {
    let drops = 0;
    for (const id of ['ember-bolt', 'hall-torch', 'flashfire-ward', 'forge-apprentice']) {
      for (const target of allowedTargets('hand', { ...manual, type: def(new Match({ alpha: { hand: [id] } }).card(A, id)).type })) {
        const m = new Match({ alpha: { hand: [id] } });
        m.s.manualMode = true;
        const inPile = () => Object.values(m.s.cards).filter((c) => c.owner === A && pileOf(c.zone) === target).length;
        const before = inPile();
        m.do(A, { command: 'drop', uuid: m.uuid(A, id), source: 'hand', target });
        expect(inPile(), `${id} to ${target}`).toBe(before + 1);
        drops++;
      }
    }
    expect(drops).toBeGreaterThan(20);
  });
});
