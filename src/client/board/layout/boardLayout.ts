import type { CardView, DieView, GameView, PileName, PlayerView } from '../../../protocol/game';
import type { BoardSettings } from '../types';
import { CARD_SPACING, DUPLICATE_OFFSET, HAND_BEFORE_OVERLAP, cardDimensions } from './sizes';

export type Side = 'me' | 'opponent';
export interface Rect { x: number; y: number; w: number; h: number }
export type ZoneKey = PileName | 'champions';

/** Where one card sprite goes: its centre, size, turn and stacking order. */
export interface CardPlace {
  uuid: string;
  card: CardView;
  owner: string;
  side: Side;
  zone: ZoneKey;
  x: number;
  y: number;
  w: number;
  h: number;
  rotation: number;
  z: number;
  faceUp: boolean;
  /** Under other cards of a pile: kept (same sprite when it moves) but not drawn. */
  buried?: boolean;
}

/** A pile drawn as a stack with a count (deck, discard, spent, purged, archives). */
export interface PileBox { owner: string; side: Side; pile: PileName; rect: Rect; count: number; top?: CardView }
/** A drop area: a rectangle that accepts cards for a pile of one player. */
export interface DropZone { owner: string; side: Side; pile: PileName; rect: Rect }
export interface DiePlace { die: DieView; owner: string; x: number; y: number; size: number }

export interface BoardLayout {
  width: number;
  height: number;
  cardW: number;
  cardH: number;
  cards: CardPlace[];
  piles: PileBox[];
  zones: DropZone[];
  dice: DiePlace[];
  bars: Record<Side, Rect>;
  energy: Record<Side, Rect>;
  middle: Rect;
  players: Record<Side, PlayerView | undefined>;
}

/** Row metrics (`label`: the least gap under a hand row, where the pile names go); the compact layout (optionSettings.compactLayout) has thinner bars and tighter gaps. */
export const spacing = {
  normal: { bar: 26, middle: 22, gap: 6, label: 6 },
  compact: { bar: 22, middle: 18, gap: 5, label: 13 },
} as const;
const OPP_HAND_SCALE = 0.7;
const ENERGY_W = 86;
const DIE = 22;

/** The two players as drawn: the viewer's side ('me', a spectator's first player) at the bottom. */
export function sides(view: GameView): { me?: PlayerView; opponent?: PlayerView } {
  const names = Object.keys(view.players);
  const me = view.players[view.me] ?? view.players[names[0]];
  const opponent = names.map((n) => view.players[n]).find((p) => p !== me);
  return { me, opponent };
}

/** Piles shown beside the hand; the purged pile only when it holds cards or manual mode is on. */
export function shownPiles(p: PlayerView, manualMode: boolean): PileName[] {
  const piles: PileName[] = ['deck', 'discard', 'spent'];
  if (manualMode || p.cardPiles.purged.length > 0) piles.push('purged');
  if (manualMode || p.cardPiles.archives.length > 0) piles.push('archives');
  return piles;
}

/** Horizontal steps for n cards in a row of the given width: full slots, or overlapping once they do not fit. */
export function rowSteps(n: number, cardW: number, maxW: number, minSlots = 0): number {
  const slot = cardW + CARD_SPACING;
  if (n <= 1) return slot;
  const fits = Math.max(minSlots, Math.floor((maxW + CARD_SPACING) / slot));
  if (n <= fits) return slot;
  return Math.max(8, (maxW - cardW) / (n - 1));
}

/** The hand: up to five cards side by side, then they overlap inside the width of five. */
export function handSteps(n: number, cardW: number): number {
  const width = HAND_BEFORE_OVERLAP * (cardW + CARD_SPACING) - CARD_SPACING;
  return n <= HAND_BEFORE_OVERLAP ? cardW + CARD_SPACING : (width - cardW) / (n - 1);
}

/** X offsets for a row where consecutive duplicates (same card id) sit 47 px apart (board-spec 9). */
export function slotOffsets(cards: CardView[], cardW: number, cardH: number, m: number): number[] {
  const out: number[] = [];
  let x = 0;
  cards.forEach((c, i) => {
    const prev = cards[i - 1];
    const turned = !!c.exhausted;
    const wide = turned ? cardH : cardW;
    if (i > 0) {
      const prevW = prev.exhausted ? cardH : cardW;
      x += prev.id && prev.id === c.id && !turned && !prev.exhausted ? DUPLICATE_OFFSET * m : prevW / 2 + wide / 2 + CARD_SPACING;
    } else x = wide / 2;
    out.push(x);
  });
  return out;
}

interface Ctx { out: BoardLayout; cardW: number; cardH: number; m: number; z: number }

function place(ctx: Ctx, card: CardView, p: PlayerView, side: Side, zone: ZoneKey, x: number, y: number, scale = 1, faceUp = !card.facedown, buried = false): void {
  ctx.out.cards.push({
    uuid: card.uuid, card, owner: p.name, side, zone, x, y,
    w: ctx.cardW * scale, h: ctx.cardH * scale,
    rotation: card.exhausted && (zone === 'play area' || zone === 'champions' || zone === 'spells') ? Math.PI / 2 : 0,
    z: ctx.z++, faceUp, ...(buried ? { buried } : {}),
  });
}

function layoutSide(ctx: Ctx, p: PlayerView, side: Side, manualMode: boolean, rows: { hand: number; champs: number; play: number; bar: number; barH: number }, width: number): void {
  const { cardW, cardH, m, out } = ctx;
  const left = 8;
  out.bars[side] = { x: 0, y: rows.bar, w: width, h: rows.barH };

  // Hand, with the piles to its right.
  const handScale = side === 'opponent' ? OPP_HAND_SCALE : 1;
  const hw = cardW * handScale;
  const hh = cardH * handScale;
  const hand = p.cardPiles.hand;
  const step = handSteps(hand.length, hw);
  hand.forEach((c, i) => place(ctx, c, p, side, 'hand', left + hw / 2 + i * step, rows.hand + hh / 2, handScale, side === 'me' ? !c.facedown : !c.facedown));
  const handW = Math.max(5 * (hw + CARD_SPACING), hand.length ? step * (hand.length - 1) + hw : 0);
  out.zones.push({ owner: p.name, side, pile: 'hand', rect: { x: left - 4, y: rows.hand - 3, w: handW + 8, h: hh + 6 } });

  let px = left + handW + 24;
  for (const pile of shownPiles(p, manualMode)) {
    const cards = p.cardPiles[pile];
    const count = pile === 'deck' ? p.numDeckCards : cards.length;
    const rect = { x: px, y: rows.hand, w: hw, h: hh };
    out.piles.push({ owner: p.name, side, pile, rect, count, top: cards[cards.length - 1] });
    out.zones.push({ owner: p.name, side, pile, rect: { x: rect.x - 3, y: rect.y - 3, w: rect.w + 6, h: rect.h + 6 } });
    // Visible piles keep their cards as sprites, so a card sliding in is the same sprite.
    if (pile !== 'deck' && pile !== 'archives') {
      cards.forEach((c, i) => place(ctx, c, p, side, pile, rect.x + hw / 2, rect.y + hh / 2, handScale, !c.facedown, i < cards.length - 2));
    }
    px += hw + CARD_SPACING + 6;
  }

  // Champion row: champions, the energy box, the spellboard, the dice.
  const champOffsets = slotOffsets(p.champions, cardW, cardH, m);
  p.champions.forEach((c, i) => place(ctx, c, p, side, 'champions', left + champOffsets[i], rows.champs + cardH / 2));
  const champEnd = left + (p.champions.length ? champOffsets[champOffsets.length - 1] + cardH / 2 : 0) + 10;
  out.energy[side] = { x: champEnd, y: rows.champs, w: ENERGY_W, h: cardH };
  let sx = champEnd + ENERGY_W + 14;
  const spells = p.cardPiles.spells;
  const spellOffsets = slotOffsets(spells, cardW, cardH, m);
  spells.forEach((c, i) => place(ctx, c, p, side, 'spells', sx + spellOffsets[i], rows.champs + cardH / 2));
  const spellW = Math.max(3 * (cardW + CARD_SPACING), spells.length ? spellOffsets[spellOffsets.length - 1] + cardH / 2 : 0);
  out.zones.push({ owner: p.name, side, pile: 'spells', rect: { x: sx - 3, y: rows.champs - 3, w: spellW + 6, h: cardH + 6 } });
  sx += spellW + 16;
  const die = DIE * Math.max(0.8, Math.min(1.6, m));
  const perRow = Math.max(5, Math.ceil(p.dice.length / Math.max(1, Math.floor(cardH / (die + 4)))));
  p.dice.forEach((d, i) => {
    out.dice.push({ die: d, owner: p.name, x: sx + (i % perRow) * (die + 4) + die / 2, y: rows.champs + Math.floor(i / perRow) * (die + 4) + die / 2, size: die });
  });

  // Play area: units left to right, overlapping only when the row is full.
  const units = p.cardPiles['play area'];
  const offsets = slotOffsets(units, cardW, cardH, m);
  const rowW = width - left * 2;
  const natural = units.length ? offsets[offsets.length - 1] + cardW / 2 : 0;
  const squeeze = natural > rowW ? rowW / natural : 1;
  units.forEach((c, i) => place(ctx, c, p, side, 'play area', left + offsets[i] * squeeze, rows.play + cardH / 2));
  out.zones.push({ owner: p.name, side, pile: 'play area', rect: { x: left - 4, y: rows.play - 3, w: rowW + 8, h: cardH + 6 } });
}

/**
 * Maps a game view to places on a board `width` x `height` layout units: the opponent on top,
 * the viewer at the bottom, the play area between (board-spec 2). Pure, so it is unit-tested.
 * `compact`: thinner bars, tighter gaps, and the spare height goes to the middle of the board
 * (between the two play areas) instead of between every row.
 */
export function computeLayout(view: GameView, width: number, height: number, settings: Pick<BoardSettings, 'cardSize' | 'useSquareCards'> & { compact?: boolean }): BoardLayout {
  const sp = settings.compact ? spacing.compact : spacing.normal;
  const dims = cardDimensions(settings.cardSize, settings.useSquareCards);
  const rowsH = dims.h * (4 + OPP_HAND_SCALE) + dims.h; // opp hand (scaled), 2 champ rows, 2 play rows, my hand
  const fixed = sp.bar * 2 + sp.middle + sp.gap * 6 + sp.label * 2;
  const fit = Math.min(1, (height - fixed) / rowsH);
  const cardW = dims.w * fit;
  const cardH = dims.h * fit;
  const m = cardW / 65;
  const { me, opponent } = sides(view);
  const out: BoardLayout = {
    width, height, cardW, cardH, cards: [], piles: [], zones: [], dice: [],
    bars: { me: { x: 0, y: 0, w: 0, h: 0 }, opponent: { x: 0, y: 0, w: 0, h: 0 } },
    energy: { me: { x: 0, y: 0, w: 0, h: 0 }, opponent: { x: 0, y: 0, w: 0, h: 0 } },
    middle: { x: 0, y: 0, w: width, h: sp.middle },
    players: { me, opponent },
  };
  const ctx: Ctx = { out, cardW, cardH, m, z: 0 };
  const spare = Math.max(0, height - fixed - rowsH * fit);
  // Normal: the spare height spread evenly between the rows; compact: around the middle strip.
  const g = sp.gap + (settings.compact ? 0 : spare / 8);
  const mid = sp.gap + (settings.compact ? spare / 2 : spare / 8);
  const under = sp.label + (settings.compact ? 0 : spare / 8);
  let y = 0;
  const oppBar = y; y += sp.bar + g;
  const oppHand = y; y += cardH * OPP_HAND_SCALE + under;
  const oppChamps = y; y += cardH + g;
  const oppPlay = y; y += cardH + mid;
  out.middle = { x: 0, y, w: width, h: sp.middle }; y += sp.middle + mid;
  const myPlay = y; y += cardH + g;
  const myChamps = y; y += cardH + g;
  const myHand = y; y += cardH + under;
  const myBar = Math.max(y, height - sp.bar);
  if (opponent) layoutSide(ctx, opponent, 'opponent', view.manualMode, { hand: oppHand, champs: oppChamps, play: oppPlay, bar: oppBar, barH: sp.bar }, width);
  if (me) layoutSide(ctx, me, 'me', view.manualMode, { hand: myHand, champs: myChamps, play: myPlay, bar: myBar, barH: sp.bar }, width);
  return out;
}

/** The drop zone under a point, if any (hit-testing for drag and drop). */
export function zoneAt(layout: BoardLayout, x: number, y: number): DropZone | undefined {
  return layout.zones.find((z) => x >= z.rect.x && x <= z.rect.x + z.rect.w && y >= z.rect.y && y <= z.rect.y + z.rect.h);
}

/** The pile box under a point, if any. */
export function pileAt(layout: BoardLayout, x: number, y: number): PileBox | undefined {
  return layout.piles.find((p) => x >= p.rect.x && x <= p.rect.x + p.rect.w && y >= p.rect.y && y <= p.rect.y + p.rect.h);
}
