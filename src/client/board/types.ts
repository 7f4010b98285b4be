import type { GameAction, GameView } from '../../protocol/game';
import type { ReactNode } from 'react';
import type { CardSize } from '../../protocol/account';

/** Who is looking: a player in a live game, a spectator, or someone stepping through a replay. */
export type BoardMode = 'live' | 'replay' | 'spectator';

/** The game connection as the stats bar shows it (site-spec: game socket states). */
export type BoardConnection = 'connected' | 'connecting' | 'reconnecting' | 'disconnected' | 'failed' | 'closed' | 'local';

/** The viewer's own view settings (site-spec profile: card size, square cards, background). */
export interface BoardSettings {
  cardSize: CardSize;
  useSquareCards: boolean;
  /** 'none', a named background, or 'custom' with customBackground set. */
  background: string;
  customBackground?: string | null;
}

/** A game action without the stateId; the board stamps the id of the view it acted on. */
export type BoardAction = GameAction;

export interface GameBoardProps {
  /** The view to draw, or null while waiting for the server. */
  view: GameView | null;
  /** Sends one game action (the board adds stateId). */
  send: (action: GameAction) => void;
  settings: BoardSettings;
  mode: BoardMode;
  connection: BoardConnection;
  /** Only the canvas, full window (streamers). */
  canvasOnly?: boolean;
  /** Typing notifications are volatile: they never go through send. */
  onTyping?: (typing: boolean) => void;
  /** Leaving the board (after leavegame or concede-and-leave). */
  onLeave?: () => void;
  /** Changes to the local view settings (card size, square cards). */
  onSettingsChange?: (settings: Partial<BoardSettings>) => void;
  /** Drawn inside the sidebar, above the chat (the replay viewer's controls). */
  sidebarExtra?: ReactNode;
}
