import type { CardViewMemo } from './cardViewMemo';
import type { WordingMemo } from './wordingMemo';

/**
 * What a caller building one game's views again and again keeps between them (the game node: one per
 * game, never shared between games, since a card's definition is read once per game's rules): each
 * viewer's worded log window (wordingMemo.ts) and card views (cardViewMemo.ts). A view made
 * with it equals the view made without (tests/unit/engine/viewMemo.test.ts).
 */
export type ViewMemo = { wording: WordingMemo; cards: CardViewMemo };

export const newViewMemo = (): ViewMemo => ({ wording: new Map(), cards: new Map() });
