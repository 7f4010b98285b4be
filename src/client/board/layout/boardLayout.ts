import type { CardView, DieView, GameView, PileName, PlayerView } from '../../../protocol/game';
import type { BoardSettings } from '../types';
import { CARD_BASE_WIDTH, CARD_SPACING, DUPLICATE_OFFSET, HAND_BEFORE_OVERLAP, sizeMultiplier } from './sizes';

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
  normal: { bar: 26, middle: 22, gap: 5, label: 12 },
  compact: { bar: 22, middle: 18, gap: 4, label: 12 },
} as const;
/** The opponent's hand is drawn smaller: its cards are backs unless hands are open. */
export const OPP_HAND_SCALE = 0.55;
const ENERGY_W = 86;
const DIE = 22;
/** Margin at both ends of every row. */
const EDGE = 8;
/** Gaps in the champion row: after the champions, after the energy box, before the dice. */
const CHAMP_GAPS = 10 + 14 + 16;
/** Gap between the hand and its piles; the piles' own step beyond a card's width. */
const HAND_PILE_GAP = 24;
const PILE_PAD = 6;

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

/**
 * The hand's step: side by side while the cards fit in `maxW` (at least the spec's five), then
 * overlapping inside that width.
 */
export function handSteps(n: number, cardW: number, maxW = HAND_BEFORE_OVERLAP * (cardW + CARD_SPACING) - CARD_SPACING): number {
  const width = Math.max(maxW, HAND_BEFORE_OVERLAP * (cardW + CARD_SPACING) - CARD_SPACING);
  const slot = cardW + CARD_SPACING;
  return n <= 1 || n * slot - CARD_SPACING <= width ? slot : (width - cardW) / (n - 1);
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

/** The width of a row of cards laid out by slotOffsets (0 when empty). */
function rowWidth(cards: CardView[], cardW: number, cardH: number, m: number): number {
  if (!cards.length) return 0;
  const xs = slotOffsets(cards, cardW, cardH, m);
  return xs[xs.length - 1] + (cards[cards.length - 1].exhausted ? cardH : cardW) / 2;
}

/** The dice block: its die size and how many dice go on a line, so the block stays within one card's height. */
function diceBlock(n: number, cardH: number, m: number): { die: number; perRow: number; w: number } {
  const die = DIE * Math.max(0.8, Math.min(1.6, m));
  const lines = Math.max(1, Math.floor((cardH + 4) / (die + 4)));
  const perRow = Math.max(5, Math.ceil(n / lines));
  return { die, perRow, w: Math.min(n, perRow) * (die + 4) };
}

interface Row { cardW: number; cardH: number; handScale: number }

/** The width a side needs at a card size: the wider of its hand row (the spec's five, then its piles) and its champion row. */
function sideWidth(p: PlayerView, manualMode: boolean, r: Row): number {
  const m = r.cardW / CARD_BASE_WIDTH;
  const hw = r.cardW * r.handScale;
  const hand = HAND_BEFORE_OVERLAP * (hw + CARD_SPACING) + HAND_PILE_GAP + shownPiles(p, manualMode).length * (hw + CARD_SPACING + PILE_PAD);
  const champs = Math.max(rowWidth(p.champions, r.cardW, r.cardH, m), 3 * (r.cardW + CARD_SPACING));
  const spells = Math.max(3 * (r.cardW + CARD_SPACING), rowWidth(p.cardPiles.spells, r.cardW, r.cardH, m));
  const champRow = champs + ENERGY_W + spells + CHAMP_GAPS + diceBlock(p.dice.length, r.cardH, m).w;
  return EDGE * 2 + Math.max(hand, champRow);
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

interface SideRows { hand: number; champs: number; play: number; bar: number; barH: number }

/** One player's rows inside the band [x0, x0 + bandW]: hand left and piles right, champions left and dice right, units centred. */
function layoutSide(ctx: Ctx, p: PlayerView, side: Side, manualMode: boolean, rows: SideRows, x0: number, bandW: number): void {
  const { cardW, cardH, m, out } = ctx;
  const left = x0 + EDGE;
  const right = x0 + bandW - EDGE;
  out.bars[side] = { x: 0, y: rows.bar, w: out.width, h: rows.barH };

  // Hand from the left, its piles against the right end.
  const handScale = side === 'opponent' ? OPP_HAND_SCALE : 1;
  const hw = cardW * handScale;
  const hh = cardH * handScale;
  const piles = shownPiles(p, manualMode);
  const pileStep = hw + CARD_SPACING + PILE_PAD;
  let px = right - piles.length * pileStep + CARD_SPACING + PILE_PAD;
  const hand = p.cardPiles.hand;
  const handRoom = px - HAND_PILE_GAP - left;
  const step = handSteps(hand.length, hw, handRoom);
  hand.forEach((c, i) => place(ctx, c, p, side, 'hand', left + hw / 2 + i * step, rows.hand + hh / 2, handScale));
  const handW = Math.max(HAND_BEFORE_OVERLAP * (hw + CARD_SPACING), hand.length ? step * (hand.length - 1) + hw : 0);
  out.zones.push({ owner: p.name, side, pile: 'hand', rect: { x: left - 4, y: rows.hand - 3, w: Math.min(handW, handRoom) + 8, h: hh + 6 } });
  for (const pile of piles) {
    const cards = p.cardPiles[pile];
    const count = pile === 'deck' ? p.numDeckCards : cards.length;
    const rect = { x: px, y: rows.hand, w: hw, h: hh };
    out.piles.push({ owner: p.name, side, pile, rect, count, top: cards[cards.length - 1] });
    out.zones.push({ owner: p.name, side, pile, rect: { x: rect.x - 3, y: rect.y - 3, w: rect.w + 6, h: rect.h + 6 } });
    // Visible piles keep their cards as sprites, so a card sliding in is the same sprite.
    if (pile !== 'deck' && pile !== 'archives') {
      cards.forEach((c, i) => place(ctx, c, p, side, pile, rect.x + hw / 2, rect.y + hh / 2, handScale, !c.facedown, i < cards.length - 2));
    }
    px += pileStep;
  }

  // Champion row: champions, the energy box and the spellboard from the left; the dice against the right end.
  const champOffsets = slotOffsets(p.champions, cardW, cardH, m);
  p.champions.forEach((c, i) => place(ctx, c, p, side, 'champions', left + champOffsets[i], rows.champs + cardH / 2));
  const champEnd = left + rowWidth(p.champions, cardW, cardH, m) + 10;
  out.energy[side] = { x: champEnd, y: rows.champs, w: ENERGY_W, h: cardH };
  const sx = champEnd + ENERGY_W + 14;
  const spells = p.cardPiles.spells;
  const spellOffsets = slotOffsets(spells, cardW, cardH, m);
  spells.forEach((c, i) => place(ctx, c, p, side, 'spells', sx + spellOffsets[i], rows.champs + cardH / 2));
  const spellW = Math.max(3 * (cardW + CARD_SPACING), rowWidth(spells, cardW, cardH, m));
  const dice = diceBlock(p.dice.length, cardH, m);
  out.zones.push({ owner: p.name, side, pile: 'spells', rect: { x: sx - 3, y: rows.champs - 3, w: Math.min(spellW, right - dice.w - 16 - sx) + 6, h: cardH + 6 } });
  const dx = Math.max(sx + spellW + 16, right - dice.w);
  p.dice.forEach((d, i) => {
    out.dice.push({ die: d, owner: p.name, x: dx + (i % dice.perRow) * (dice.die + 4) + dice.die / 2, y: rows.champs + Math.floor(i / dice.perRow) * (dice.die + 4) + dice.die / 2, size: dice.die });
  });

  // Play area: units centred in the row, overlapping only when the row is full.
  const units = p.cardPiles['play area'];
  const offsets = slotOffsets(units, cardW, cardH, m);
  const rowW = right - left;
  const natural = rowWidth(units, cardW, cardH, m);
  // A full row keeps its end cards inside it and squeezes the steps between them.
  const ends = units.length ? offsets[0] + natural - offsets[offsets.length - 1] : 0;
  const squeeze = natural > rowW ? (rowW - ends) / (natural - ends) : 1;
  const start = left + Math.max(0, (rowW - natural) / 2);
  units.forEach((c, i) => place(ctx, c, p, side, 'play area', start + offsets[0] + (offsets[i] - offsets[0]) * squeeze, rows.play + cardH / 2));
  out.zones.push({ owner: p.name, side, pile: 'play area', rect: { x: left - 4, y: rows.play - 3, w: rowW + 8, h: cardH + 6 } });
}

export interface LayoutSettings extends Pick<BoardSettings, 'cardSize' | 'useSquareCards'> {
  compact?: boolean;
  /** The least card width of the fitted base, in layout units: below it the board grows and scrolls instead. */
  minCardW?: number;
}

/** How much wider than it needs the band of rows may grow before it is centred with margins (a very wide canvas). */
const MAX_STRETCH = 1.35;

/**
 * Maps a game view to places on a board of at least `width` x `height` layout units: the opponent
 * on top, the viewer at the bottom, the play area between (board-spec 2). Pure, so it is unit-tested.
 * The card size is fitted: the largest that fills the height with every row and fits the widest
 * row in the width, never below `minCardW`, times the profile's size multiplier. When the result
 * needs more room than given, the layout is bigger than the canvas (its width and height say so)
 * and the board scrolls. `compact`: thinner bars, tighter gaps, the spare height in the middle.
 */
export function computeLayout(view: GameView, width: number, height: number, settings: LayoutSettings): BoardLayout {
  const sp = settings.compact ? spacing.compact : spacing.normal;
  const ratio = settings.useSquareCards ? 1 : 1.4;
  const { me, opponent } = sides(view);
  const rowsPerH = 5 + OPP_HAND_SCALE; // opp hand (scaled), 2 champion rows, 2 play rows, my hand
  const fixed = sp.bar * 2 + sp.middle + sp.gap * 6 + sp.label * 2;
  const needW = (w: number) => {
    const r = { cardW: w, cardH: w * ratio };
    return Math.max(me ? sideWidth(me, view.manualMode, { ...r, handScale: 1 }) : 0, opponent ? sideWidth(opponent, view.manualMode, { ...r, handScale: OPP_HAND_SCALE }) : 0);
  };
  // The width that fills the height, then the largest that fits the widest row (needW grows with w).
  let fitW = Math.max(1, (height - fixed) / rowsPerH / ratio);
  if (needW(fitW) > width) {
    let lo = 1;
    for (let i = 0; i < 24; i++) {
      const mid = (lo + fitW) / 2;
      if (needW(mid) <= width) lo = mid;
      else fitW = mid;
    }
    fitW = lo;
  }
  const cardW = Math.max(fitW, settings.minCardW ?? 0) * sizeMultiplier[settings.cardSize];
  const cardH = cardW * ratio;
  // Rounding slack: a fitted layout is exactly the canvas, never a hair bigger (no scrollbar).
  const grow = (given: number, needed: number) => (needed > given + 0.5 ? needed : given);
  const contentW = grow(width, needW(cardW));
  const contentH = grow(height, fixed + rowsPerH * cardH);
  const bandW = Math.min(contentW, needW(cardW) * MAX_STRETCH);
  const x0 = (contentW - bandW) / 2;
  const m = cardW / CARD_BASE_WIDTH;
  const out: BoardLayout = {
    width: contentW, height: contentH, cardW, cardH, cards: [], piles: [], zones: [], dice: [],
    bars: { me: { x: 0, y: 0, w: 0, h: 0 }, opponent: { x: 0, y: 0, w: 0, h: 0 } },
    energy: { me: { x: 0, y: 0, w: 0, h: 0 }, opponent: { x: 0, y: 0, w: 0, h: 0 } },
    middle: { x: 0, y: 0, w: contentW, h: sp.middle },
    players: { me, opponent },
  };
  const ctx: Ctx = { out, cardW, cardH, m, z: 0 };
  const spare = Math.max(0, contentH - fixed - rowsPerH * cardH);
  // Normal: the spare height spread evenly between the rows; compact: around the middle strip.
  const g = sp.gap + (settings.compact ? 0 : spare / 8);
  const mid = sp.gap + (settings.compact ? spare / 2 : spare / 8);
  const under = sp.label + (settings.compact ? 0 : spare / 8);
  let y = 0;
  const oppBar = y; y += sp.bar + g;
  const oppHand = y; y += cardH * OPP_HAND_SCALE + under;
  const oppChamps = y; y += cardH + g;
  const oppPlay = y; y += cardH + mid;
  out.middle = { x: 0, y, w: contentW, h: sp.middle }; y += sp.middle + mid;
  const myPlay = y; y += cardH + g;
  const myChamps = y; y += cardH + g;
  const myHand = y; y += cardH + under;
  const myBar = Math.max(y, contentH - sp.bar);
  if (opponent) layoutSide(ctx, opponent, 'opponent', view.manualMode, { hand: oppHand, champs: oppChamps, play: oppPlay, bar: oppBar, barH: sp.bar }, x0, bandW);
  if (me) layoutSide(ctx, me, 'me', view.manualMode, { hand: myHand, champs: myChamps, play: myPlay, bar: myBar, barH: sp.bar }, x0, bandW);
  return out;
}

/** The drop zone under a point, if any (hit-testing for drag and drop). */
export function zoneAt(layout: BoardLayout, x: number, y: number): DropZone | undefined {
  return layout.zones.find((z) => x >= z.rect.x && x <= z.rect.x + z.rect.w && y >= z.rect.y && y <= z.rect.y + z.rect.h);
}
