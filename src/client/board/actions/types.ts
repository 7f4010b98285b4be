import type { GameAction, GameView, PileName, PromptButton, PromptState } from '../../../protocol/game';
import type { ChooseButton } from '../champions/choose';
import type { CardPlace } from '../layout/boardLayout';

/**
 * What an action may read and do: the view as the viewer sees it, what the pointer or focus is on,
 * and the few doors out of the registry (send a game action, press a prompt button, open a pile, zoom).
 */
export interface BoardCtx {
  view: GameView;
  /** A player in a live game (spectators and replays act on nothing). */
  isPlayer: boolean;
  /** The viewer's own prompt. */
  prompt: PromptState | undefined;
  /** Cards the prompt or the engine marks selectable now. */
  selectable: ReadonlySet<string>;
  /** The card under the mouse, or focused in the accessible mirror. */
  hovered: CardPlace | null;
  /** The uuid of the card shown large by Zoom, if any. */
  zoomed: string | null;
  /** Board-spec 2's Choose buttons (champions/choose.ts). */
  choose: readonly ChooseButton[];
  /** Sends a game action, stamped with the state id of the view acted on. */
  act(action: GameAction): void;
  /** Presses a prompt button exactly as a click on it does. */
  press(button: PromptButton): void;
  openPile(place: CardPlace): void;
  /** Shows a card large, or closes the zoom (null). */
  zoom(place: CardPlace | null): void;
}

/** What a card action acts on: the card, and for a move the pile it goes to. */
export interface CardTarget {
  place: CardPlace;
  pile?: PileName;
}

/** An i18n key of the 'board' namespace with its values. */
export interface ActionLabel {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * One board action (excalidraw's Action: name, keyTest, predicate, perform): the canvas, the card
 * menus, the accessible mirror and the keyboard all call it, so each sends the same thing.
 */
export interface BoardAction {
  id: string;
  /** Its name, an i18n key of the 'board' namespace. */
  label: string;
  /** Key descriptors (keys.ts: 'Space', 'Enter', 'Escape', 'z', '1', 'Shift+1'); no two actions share one. */
  keys?: readonly string[];
  /** Listed in a card's menu (and the mirror's buttons for the card) when it applies to the card. */
  menu?: boolean;
  /** Whether the action may run now at all. */
  enabled(ctx: BoardCtx): boolean;
  /** Whether its key runs it now, when that asks more than `enabled` (Z needs a card under the mouse). */
  keyEnabled?(ctx: BoardCtx): boolean;
  /** For card actions: whether it applies to this card. */
  appliesTo?(ctx: BoardCtx, place: CardPlace): boolean;
  /** The label for this card when it depends on it (Ready or Exhaust, the pitch value). */
  labelFor?(ctx: BoardCtx, place: CardPlace): ActionLabel;
  perform(ctx: BoardCtx, target?: CardTarget): void;
}
