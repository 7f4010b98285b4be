import type { GameView } from '../../../protocol/game';
import type { BoardLayout, CardPlace } from '../layout/boardLayout';

/** One champion's Choose button: where it goes and its key (Shift and the champion's place in the row, 1 to 3). */
export type ChooseButton = { place: CardPlace; key: string };

/**
 * Board-spec 2's Choose button: on the viewer's own turn, at the main step (the prompt offers Attack),
 * each of their living champions the engine marks usable now (the card's `selectable`, or the prompt's list).
 * Never for a spectator, on the opponent's turn or on the opponent's champions.
 */
export function chooseButtons(view: GameView, layout: BoardLayout, isPlayer: boolean): ChooseButton[] {
  const me = layout.players.me;
  if (!isPlayer || !me || view.winner || view.activePlayerTurn !== me.name) return [];
  const prompt = me.promptState;
  // The engine's main-step prompt is the one with Attack; a targeting or battle prompt also lists cards.
  if (!prompt.buttons.some((b) => b.command === 'menuButton' && b.arg === 'attack')) return [];
  const usable = new Set(prompt.selectableCards ?? []);
  const mine = layout.cards.filter((c) => c.side === 'me' && c.zone === 'champions');
  const canUse = (place: CardPlace) => (place.card.selectable || usable.has(place.uuid)) && !place.card.defeated;
  return mine.flatMap((place, i) => (canUse(place) ? [{ place, key: `Shift+${i + 1}` }] : []));
}
