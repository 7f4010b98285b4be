import type { GameMessage } from './logLine';
import type { GameSetup, OptionSettings, StatusName, WinReason, ReplayStepTag, CardLogItem, ReplayLogEntry } from '../protocol/game';
import type { MagicType } from '../protocol/cards';

/** Where a card is. 'play' is the play area; 'attached' holds alterations sitting on a character. */
export type Zone =
  | 'deck' | 'hand' | 'discard' | 'purged' | 'spent' | 'spells' | 'archives'
  | 'play' | 'champions' | 'conjurations' | 'attached';
export const zones: Zone[] = ['deck', 'hand', 'discard', 'purged', 'spent', 'spells', 'archives', 'play', 'champions', 'conjurations', 'attached'];
/** Zones whose contents the opponent never sees (deck and archives: nobody does). */
export const hiddenZones: Zone[] = ['deck', 'hand', 'archives'];

export interface CardState {
  uuid: string;
  /** What the other side sees for this card while it sits in a hidden zone; renewed on every entry. */
  alias: string;
  id: string;
  owner: string;
  zone: Zone;
  damage: number;
  armor: number;
  exhausted: boolean;
  /**
   * Replaced, never changed in place (ops.ts addStatus, addToken): a cloned state shares its cards'
   * lists with the state before it (clone.ts), so a card's copy is one object, not three.
   */
  statuses: readonly StatusName[];
  /** Manual-mode and effect tokens other than damage and armor. Replaced, never changed in place (as statuses). */
  tokens: Readonly<Record<string, number>>;
  /** For an alteration: the character it sits on. */
  attachedTo?: string;
  ff?: boolean;
  /** Rules version 3: this unit entered play this turn (it cannot attack yet unless swift; keywords.ts). */
  arrived?: boolean;
}

export interface Die { uuid: string; magic: MagicType; face: 'power' | 'basic'; exhausted: boolean }

export interface Alert { kind: 'alert' | 'defeat'; message: string; champion?: string }

export interface PlayerState {
  name: string;
  isBot: boolean;
  isChimera: boolean;
  piles: Record<Zone, string[]>;
  dice: Die[];
  bacon: number;
  plusEnergy: number;
  actionCount: number;
  optionSettings: OptionSettings;
  stats: { damageDealt: number; cardsPlayed: number; championsDefeated: number };
  alert: Alert | null;
  inspectionCard: string | null;
  showDrawDeck: boolean;
  left: boolean;
  /** Chimera: behaviours revealed this round. */
  behavioursThisRound: number;
  /** Rules version 3: a dice power was used this turn (dicePowers.ts); absent otherwise. */
  diePowerUsed?: boolean;
  /** Rules version 3: the discard pile was shuffled into the empty deck (its one time); absent otherwise. */
  reshuffled?: boolean;
  /** Rules version 14: the round Fenna's Verdant last mended in (it mends once a round); absent until it first does. */
  verdantRound?: number;
}

export type TargetKind =
  | 'enemy-character' | 'enemy-unit' | 'enemy-champion'
  | 'friendly-character' | 'friendly-champion' | 'friendly-unit'
  | 'attacker' | 'blocker' | 'friendly-attacker'
  /** A friendly character that is not exhausted (a card whose cost is exhausting it). */
  | 'friendly-ready-character';

/** A card or ability waiting for its target. */
export interface Targeting {
  player: string;
  source: string;
  /** The behaviour to run: a card id. */
  behaviour: string;
  kind: 'play' | 'ability' | 'reaction';
  targets: string[];
  /**
   * Rules version 2: nothing is paid yet (the card is still in hand, the ability unused) and Cancel
   * backs out. The log index of the click that asked for the target: undoing the play goes back
   * before it. Absent under version 1, where the card was paid for and moved before its target.
   */
  unpaidSince?: number;
}

export interface Battle {
  attacker: string;
  defender: string;
  stage: 'declare' | 'react-def' | 'block' | 'react-att';
  attackers: string[];
  target: string | null;
  /** blocker uuid -> attacker uuid */
  blocks: Record<string, string>;
  /** A defender character chosen to block, waiting for the attacker it blocks. */
  selectedBlocker: string | null;
  /** Chimera attacks are declared by its behaviour and cannot be cancelled. */
  forced: boolean;
}

/**
 * Which rules judge an action: 'current' for every live action and every entry of a game set up
 * with the version-2 generator; 'legacy' only while replaying the log of a game recorded before it
 * (forfeit.ts and undo.ts say what differs), so that such games replay exactly as they were played.
 */
export type Rules = 'current' | 'legacy';

/** A player's action, or a system action (a forfeit only the server makes). The replay file's entry. */
export type LogEntry = ReplayLogEntry;

export interface GameState {
  gameId: string;
  setup: GameSetup;
  stateId: number;
  /** The game stream: words drawn so far (version 2), or the legacy mulberry32 state (rng.ts). */
  rng: number;
  /** The id stream: words drawn so far (version 2); unused (0) by the legacy generator. */
  uuidCounter: number;
  format: GameSetup['format'];
  options: GameSetup['options'];
  order: [string, string];
  players: Record<string, PlayerState>;
  cards: Record<string, CardState>;
  round: number;
  firstPlayer: string;
  activePlayer: string;
  /** Consecutive turns ended without an action; two end the round. */
  passes: number;
  actedThisTurn: boolean;
  battle: Battle | null;
  targeting: Targeting | null;
  winner: string | null;
  winReason: WinReason | null;
  manualMode: boolean;
  manualModeRequest: string | null;
  undoRequest: string | null;
  muteSpectators: boolean;
  log: LogEntry[];
  /** Indices into log of actions that changed the game (what undo can take back). */
  undoable: number[];
  steps: { tag: ReplayStepTag; index: number }[];
  /** Chat messages and the game's log lines (logLine.ts); views word them per viewer (wording.ts). */
  messages: GameMessage[];
  cardLog: CardLogItem[];
  nextMid: number;
  /**
   * Rules version 3: the dice the action being dispatched chose to pay with (die uuids). Set by
   * dispatch for that one action and removed after it, so no state between actions carries it.
   */
  payWith?: string[];
}

