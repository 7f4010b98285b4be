import type { GameAction, GameView } from '../../protocol/game';
import type { ReactNode } from 'react';
import type { CardSize } from '../../protocol/account';
import type { ClockMessage, EndPrompt, RematchChoice, Spectator } from '../../protocol/sockets';

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
  /** A chime when the viewer's turn starts (on unless turned off). */
  turnSound?: boolean;
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
  /** Leaving the game: the host closes the game socket and forgets the game (one call, whatever the control). */
  onLeave?: () => void;
  /** Conceding (a live game's host sends the node's 'concede'); without it the board sends the concede action. */
  onConcede?: () => void;
  /** The game-over splash's Rematch or Continue (live games only). */
  onEndChoice?: (choice: RematchChoice) => void;
  /** Everything else the game socket knows: clocks, absence, typing, end prompt, refusal, spectators. */
  session?: BoardSession;
  /** Changes to the local view settings (card size, square cards). */
  onSettingsChange?: (settings: Partial<BoardSettings>) => void;
  /** The game's own name, shown as the sidebar's header (as text: markup in a name stays text). */
  gameName?: string;
  /**
   * Opens a player's decklist (site-spec 3): given by the host only when the game does not hide
   * opponent decklists; the board makes the opponent's name (both names for a spectator) open it.
   */
  onDecklist?: (username: string) => void;
  /** Drawn inside the sidebar, above the chat (the replay viewer's controls). */
  sidebarExtra?: ReactNode;
}

/** A node message with the local time it arrived (performance.now()), for ticking down between updates. */
export type Received<T> = T & { receivedAt: number };

/** A disconnected player's countdown ('absence' with a time). */
export type AbsenceCountdown = { player: string; remainingMs: number };

/** The last thing the server refused ('gameerror'); `id` tells one refusal from the next with the same words. */
export type Refusal = { id: number; message: string; at: number };

/**
 * What the game socket knows beside the view (the game-session store holds it; the board only
 * draws it). A replay has none.
 */
export interface BoardSession {
  /** The chess clock ('clock'), when the game has a time limit. */
  clocks: Received<ClockMessage> | null;
  /** A disconnected player's countdown; null when nobody is away. */
  absence: Received<AbsenceCountdown> | null;
  /** Names of the other players typing in the chat now. */
  typing: readonly string[];
  /** The end-of-game choice: continue or rematch, then waiting for the opponent. */
  endPrompt: EndPrompt | null;
  refusal: Refusal | null;
  spectators: readonly Spectator[];
}
