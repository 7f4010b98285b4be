import type { CardView } from '../protocol/game';
import type { CardState } from './types';

/**
 * Each viewer's card views of the view before, kept by whoever builds one game's views again and again
 * (the game node, once per action per viewer: engine/viewMemo.ts). A card out of play (hand, discard,
 * spent, conjurations...) looks the same from one action to the next nearly always, but its view was
 * built anew each time, and each new object was then walked field by field by the patch's diff and
 * promoted by the garbage collector with the viewer's kept view (docs/benchmarks.md, issue 19). A view
 * is reused only when every input a view out of play is made of is the same (`Inputs`): the view made
 * afresh would be equal. The diff then sees the same object and skips it. Keyed by uuid; holds only the
 * last view's cards, so it never grows beyond one view per viewer.
 */
export type CardViewMemo = Map<string | null, Map<string, KeptCard>>;

/**
 * What a card's view out of play is made of, for one viewer: whether it is hidden (then only its alias
 * and pile show), else the card, its owner and pile, exhausted, its side, and the viewer's own flags.
 * Compared member by member: a key string per card per view cost more than it saved.
 */
export type Inputs = {
  visible: boolean;
  mine: boolean;
  selectable?: boolean;
  canPlay?: boolean;
  canPitch?: boolean;
};
type KeptCard = { inputs: Inputs; id: string; alias: string; owner: string; zone: string; exhausted: boolean; view: CardView };

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
      k.inputs.canPitch === i.canPitch
    : k.alias === c.alias);

/** One view's pass over a viewer's cards: reuses the last view's card when its key is unchanged, and keeps what this view made. */
export class CardViewPass {
  private readonly now = new Map<string, KeptCard>();
  private readonly before: Map<string, KeptCard> | undefined;

  constructor(
    private readonly memo: CardViewMemo,
    private readonly viewer: string | null,
  ) {
    this.before = memo.get(viewer);
  }

  view(c: CardState, inputs: Inputs, build: () => CardView): CardView {
    const hit = this.before?.get(c.uuid);
    if (hit && same(hit, c, inputs)) {
      this.now.set(c.uuid, hit);
      return hit.view;
    }
    const view = build();
    this.now.set(c.uuid, { inputs, id: c.id, alias: c.alias, owner: c.owner, zone: c.zone, exhausted: c.exhausted, view });
    return view;
  }

  /** This view's cards become the memo's (the ones it no longer shows are let go). */
  done(): void {
    this.memo.set(this.viewer, this.now);
  }
}
