import { describe, expect, it } from 'vitest';
import { computeLayout, handSteps, shownPiles, slotOffsets, zoneAt } from '../../../src/client/board/layout/boardLayout';
import { CONCEDE_CONFIRM, LEAVE_CONFIRM, quitControl } from '../../../src/client/board/layout/menuRules';
import { allowedTargets } from '../../../src/client/board/layout/moves';
import { stamp } from '../../../src/client/board/layout/sendable';
import { canvasScale, cardDimensions, sidebarIsDrawer, slotWidth } from '../../../src/client/board/layout/sizes';
import { buttonLabel, titleLines } from '../../../src/client/board/layout/text';
import { syntheticView } from '../../../src/client/board/fixtures/syntheticView';
import type { CardView } from '../../../src/protocol/game';

describe('board sizes (board-spec 9)', () => {
  it('card width is 65 px times the size multiplier, plus 5 px spacing per slot', () => {
    expect(cardDimensions('small', false).w).toBeCloseTo(39);
    expect(cardDimensions('normal', false)).toEqual({ w: 65, h: 91 });
    expect(cardDimensions('large', true)).toEqual({ w: 91, h: 91 });
    expect(slotWidth('x-large')).toBe(135);
  });
  it('scales the board chrome with the canvas: 1 up to 980x760 (and on phones), growing to 3 at 4K', () => {
    expect(canvasScale(980, 744)).toBe(1);
    expect(canvasScale(390, 788)).toBe(1);
    expect(canvasScale(1960, 1520)).toBe(2);
    expect(canvasScale(3400, 2400)).toBe(3);
  });
  it('makes the sidebar a drawer on phones (either way up) and upright tablets, a column on desktops', () => {
    expect([sidebarIsDrawer(390, 844), sidebarIsDrawer(844, 390), sidebarIsDrawer(768, 1024), sidebarIsDrawer(1024, 768), sidebarIsDrawer(1280, 800)]).toEqual([true, true, true, false, false]);
  });
  it('hand holds five cards side by side, then overlaps within the same width', () => {
    expect(handSteps(5, 65)).toBe(70);
    const step = handSteps(8, 65);
    expect(step).toBeLessThan(70);
    expect(step * 7 + 65).toBeCloseTo(5 * 70 - 5);
  });
  it('duplicates sit 47 px apart, exhausted cards take a turned slot', () => {
    const c = (id: string, exhausted = false) => ({ uuid: id + Math.random(), id, facedown: false, exhausted }) as CardView;
    const xs = slotOffsets([c('a'), c('a'), c('b'), c('c', true)], 65, 91, 1);
    expect(xs[1] - xs[0]).toBe(47);
    expect(xs[2] - xs[1]).toBe(70);
    expect(xs[3] - xs[2]).toBe(65 / 2 + 91 / 2 + 5);
  });
});

describe('board layout', () => {
  const view = syntheticView(150);
  const layout = computeLayout(view, 1000, 720, { cardSize: 'normal', useSquareCards: false });
  it('places every card once, keyed by uuid, the opponent above the viewer', () => {
    const uuids = layout.cards.map((c) => c.uuid);
    expect(new Set(uuids).size).toBe(uuids.length);
    expect(uuids.length).toBeGreaterThan(120);
    const myHand = layout.cards.filter((c) => c.side === 'me' && c.zone === 'hand');
    const theirHand = layout.cards.filter((c) => c.side === 'opponent' && c.zone === 'hand');
    expect(Math.min(...myHand.map((c) => c.y))).toBeGreaterThan(Math.max(...theirHand.map((c) => c.y)));
    for (const c of layout.cards) expect(c.y + c.h / 2).toBeLessThanOrEqual(720);
  });
  it('turns exhausted cards in play', () => {
    const champ = layout.cards.find((c) => c.uuid === 'a-champ-1')!;
    expect(champ.rotation).toBeCloseTo(Math.PI / 2);
  });
  it('shows the purged pile only when it holds cards or manual mode is on', () => {
    const p = view.players.Alice;
    expect(shownPiles(p, true)).toContain('purged');
    expect(shownPiles({ ...p, cardPiles: { ...p.cardPiles, purged: [] } }, false)).not.toContain('purged');
  });
  it('hit-tests drop zones', () => {
    const discard = layout.zones.find((z) => z.side === 'me' && z.pile === 'discard')!;
    expect(zoneAt(layout, discard.rect.x + 5, discard.rect.y + 5)?.pile).toBe('discard');
    expect(zoneAt(layout, -50, -50)).toBeUndefined();
  });
  it('sizes cards by the profile multiplier on the fitted base; a board too small for them grows to scroll', () => {
    const sized = (cardSize: 'small' | 'normal' | 'large' | 'x-large') => computeLayout(view, 1000, 720, { cardSize, useSquareCards: false });
    expect(sized('normal').height).toBe(720);
    expect(sized('large').cardW).toBeCloseTo(sized('normal').cardW * 1.4);
    expect(sized('small').cardW).toBeCloseTo(sized('normal').cardW * 0.6);
    const big = sized('x-large');
    expect(big.cardW).toBeCloseTo(sized('normal').cardW * 2);
    expect(big.height).toBeGreaterThan(720);
    for (const c of big.cards) expect(c.y + c.h / 2).toBeLessThanOrEqual(big.height + 0.5);
  });
});

describe('moves, menus, prompts', () => {
  it('follows the manual-mode table and the canPlay rule outside it', () => {
    expect(allowedTargets('archives', { manualMode: true, isPlayer: true, own: true })).toEqual(['play area', 'purged']);
    expect(allowedTargets('hand', { manualMode: false, canPlay: true, isPlayer: true, own: true })).toEqual(['play area', 'spent']);
    expect(allowedTargets('hand', { manualMode: false, canPlay: false, isPlayer: true, own: true })).toEqual(['spent']);
    expect(allowedTargets('hand', { manualMode: true, isPlayer: false, own: true })).toEqual([]);
  });
  it('cuts button labels over 28 characters to 25 plus an ellipsis', () => {
    expect(buttonLabel('a'.repeat(28))).toBe('a'.repeat(28));
    expect(buttonLabel('b'.repeat(29))).toBe(`${'b'.repeat(25)}…`);
    expect(titleLines('one\ntwo\n')).toEqual(['one', 'two']);
  });
  it('stamps game actions with the state id, not chat', () => {
    expect(stamp({ command: 'cardClicked', uuid: 'x' }, 4)).toEqual({ command: 'cardClicked', uuid: 'x', stateId: 4 });
    expect(stamp({ command: 'chat', text: 'hi' }, 4)).toEqual({ command: 'chat', text: 'hi' });
  });
  it('shows Concede to a player of an unfinished game, Leave otherwise', () => {
    const v = syntheticView(60);
    expect(quitControl(v, 'live')).toEqual({ kind: 'concede', confirm: CONCEDE_CONFIRM });
    expect(quitControl(v, 'spectator')).toEqual({ kind: 'leave', confirm: null });
    expect(quitControl({ ...v, solo: true }, 'live')).toEqual({ kind: 'leave', confirm: LEAVE_CONFIRM });
    expect(quitControl({ ...v, winner: 'Bob' }, 'live')).toEqual({ kind: 'leave', confirm: null });
  });
});
