import type { CardView } from '../protocol/game';
import type { CardState } from './types';

/**
 * Each viewer's card views of the view before, kept by whoever builds one game's views again and again
 * (the game node, once per action per viewer: engine/viewMemo.ts). Most cards look the same from one
 * action to the next, in play or not, but each card's view was built anew each time, and each new object was then walked field by field by the patch's diff and
 * promoted by the garbage collector with the viewer's kept view (docs/benchmarks.md, issue 19). A view
 * is reused only when every input it is made of is the same (the card's state and `Inputs`): the view
 * made afresh would be equal. The diff then sees the same object and skips it. Keyed by uuid; holds only the
 * last view's cards, so it never grows beyond one view per viewer.
 */
export type CardViewMemo = Map<string | null, ViewerCards>;
/** A viewer's cards as last shown, each stamped with the pass (view) that last showed it. */
type ViewerCards = { pass: number; cards: Map<string, KeptCard> };

/**
 * What a card's view is made of, for one viewer, beyond the card's own state: whether it is visible
 * (hidden, only its alias and pile show), its side, the viewer's own flags, and in play the live
 * figures the rules work out (`Live`). Compared member by member: a key string per card per view
 * cost more than it saved.
 */
export type Inputs = {
  visible: boolean;
  mine: boolean;
  selectable?: boolean;
  canPlay?: boolean;
  canPitch?: boolean;
  live?: Live;
};

/** A card in play: its live attack (passives, the battle), its alterations, and its part in the battle. */
export type Live = {
  attack: number;
  /** The alterations on it: their uuids, and their cards (an alteration's view shows its card). */
  upgrades: readonly string[];
  upgradeIds: readonly string[];
  isAttacker: boolean;
  isDefender: boolean;
  selected: boolean;
};

type KeptCard = {
  pass: number;
  inputs: Inputs;
  id: string;
  alias: string;
  owner: string;
  zone: string;
  exhausted: boolean;
  damage: number;
  armor: number;
  statuses: readonly string[];
  tokens: Readonly<Record<string, number>>;
  view: CardView;
};

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function sameTokens(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  if (a === b) return true;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return sameList(ka, kb) && ka.every((k) => a[k] === b[k]);
}

const sameLive = (a: Live | undefined, b: Live | undefined) =>
  a === b ||
  (!!a &&
    !!b &&
    a.attack === b.attack &&
    a.isAttacker === b.isAttacker &&
    a.isDefender === b.isDefender &&
    a.selected === b.selected &&
    sameList(a.upgrades, b.upgrades) &&
    sameList(a.upgradeIds, b.upgradeIds));

const same = (k: KeptCard, c: CardState, i: Inputs) =>
  k.inputs.visible === i.visible &&
  k.zone === c.zone &&
  (i.visible
    ? k.id === c.id &&
      k.owner === c.owner &&
      k.exhausted === c.exhausted &&
      k.inputs.mine === i.mine &&
      k.inputs.selectable === i.selectable &&
      k.inputs.canPlay === i.canPlay &&
      k.inputs.canPitch === i.canPitch &&
      sameLive(k.inputs.live, i.live) &&
      (!i.live || (k.damage === c.damage && k.armor === c.armor && sameList(k.statuses, c.statuses) && sameTokens(k.tokens, c.tokens)))
    : k.alias === c.alias);

/**
 * One view's pass over a viewer's cards: reuses the last view's card when every input is unchanged, and
 * keeps what this view made. The viewer's map and its entries live on from view to view and change in
 * place: a game node keeps them between actions seconds apart, where anything new would live long enough
 * to be promoted to the old generation and collected there (a new map per view cost more than it saved).
 */
export class CardViewPass {
  private readonly mine: ViewerCards;

  constructor(memo: CardViewMemo, viewer: string | null) {
    let mine = memo.get(viewer);
    if (!mine) memo.set(viewer, (mine = { pass: 0, cards: new Map() }));
    mine.pass++;
    this.mine = mine;
  }

  /** The last view's view of this card when every input is the same, kept for the next view too; else undefined. */
  reuse(c: CardState, inputs: Inputs): CardView | undefined {
    const hit = this.mine.cards.get(c.uuid);
    if (!hit || !same(hit, c, inputs)) return undefined;
    hit.pass = this.mine.pass;
    return hit.view;
  }

  /** A view made afresh, kept with what it was made of. */
  keep(c: CardState, inputs: Inputs, view: CardView): void {
    const { id, alias, owner, zone, exhausted, damage, armor, statuses, tokens } = c;
    const kept = this.mine.cards.get(c.uuid);
    const now = { pass: this.mine.pass, inputs, id, alias, owner, zone, exhausted, damage, armor, statuses, tokens, view };
    if (kept) Object.assign(kept, now);
    else this.mine.cards.set(c.uuid, now);
  }

  /** The cards this view no longer shows are let go. */
  done(): void {
    for (const [uuid, kept] of this.mine.cards) if (kept.pass !== this.mine.pass) this.mine.cards.delete(uuid);
  }
}
