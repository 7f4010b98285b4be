import type { SetupDeck } from '../../protocol/game';
import type { DraftState, NewGamePayload } from '../../protocol/lobby';

/** Who a lobby socket belongs to, once authenticated. */
export type LobbyIdentity = {
  userId: string;
  /** The session of the token the socket authenticated with: ending it drops the socket (admin/revocation.ts). */
  sessionId: string;
  username: string;
  permissions: Record<string, boolean>;
  blockList: string[];
  avatar: string | null;
  faveColor: string | null;
  gamesPlayed: number;
};

/** A deck a player chose for a pending game, resolved to what the engine needs. */
export type ChosenDeck = {
  name: string;
  deckId?: string;
  preconId?: string;
  /** Every champion the deck names (the player picks 3 of them, or of the pool when fewer). */
  deckChampions: string[];
  cards: SetupDeck['cards'];
  dicepool: SetupDeck['dicepool'];
  /** The solo chimera's tier, passed to the engine in the setup. */
  chimeraTier?: string;
  basicRules: boolean;
  legalToPlay: boolean;
};

export type PendingPlayer = {
  userId: string | null;
  username: string;
  blockList: string[];
  avatar: string | null;
  faveColor: string | null;
  gamesPlayed: number;
  isBot?: boolean;
  deck?: ChosenDeck;
  champions?: string[];
  left?: boolean;
  disconnected?: boolean;
};

export type DraftRuntime = DraftState & {
  /** The snake order of picks still to come (usernames). */
  order: string[];
};

export type PendingGame = {
  id: string;
  options: NewGamePayload;
  password: string | null;
  owner: string;
  players: Map<string, PendingPlayer>;
  spectators: Map<string, { userId: string; blockList: string[] }>;
  createdAt: Date;
  started: boolean;
  startedAt: Date | null;
  finishedAt: Date | null;
  winner: string | null;
  node: string | null;
  solo: boolean;
  draft: DraftRuntime | null;
  /** Set when Start was accepted, so a second click does nothing. */
  starting: boolean;
  /** Pending-game chat (plain text). */
  messages: { name: string; text: string; time: string }[];
};
