import { z } from 'zod';
import { BotLevel } from './bot';
import { GameFormat } from './game';
import { line, text } from './text';

export const GameType = z.enum(['casual', 'competitive', 'beginner', 'solo']);
export type GameType = z.infer<typeof GameType>;
/** The lobby's game format is the setup's (protocol/game.ts): one enum. */
export { GameFormat };

/** Player in game (site-spec section 3). */
export const LobbyPlayer = z.object({
  name: line('name'),
  username: line('name'),
  // No avatar or colour chosen is null; the lists leave it out (server/lobby/listEntry.ts).
  avatar: line('url').nullable().default(null),
  faveColor: line('short').nullable().default(null),
  role: line('short').optional(),
  gamesPlayed: z.number().int().default(0),
  disconnected: z.boolean().optional(),
  left: z.boolean().optional(),
  deck: z
    .object({
      selected: z.boolean(),
      name: line('name').optional(),
      stub: line('id').optional(),
      status: z.object({ basicRules: z.boolean(), legalToPlay: z.boolean() }).optional(),
      _id: line('id').optional(),
      precon_id: line('id').optional(),
    })
    .optional(),
  champions: z.array(line('id')).optional(),
});
export type LobbyPlayer = z.infer<typeof LobbyPlayer>;

export const DraftState = z.object({
  playerChoices: z.record(line('name'), z.array(line('id'))),
  playerDiscards: z.record(line('name'), z.array(line('id'))),
  choosingPlayer: line('name').nullable(),
  champSet: z.array(z.object({ id: line('id'), name: line('name').optional() })),
  complete: z.boolean(),
  canStart: z.boolean(),
});
export type DraftState = z.infer<typeof DraftState>;

export const PendingChatLine = z.object({ name: line('name'), text: line('chat'), time: line('short') });
export type PendingChatLine = z.infer<typeof PendingChatLine>;

/** A game as the lobby lists it (site-spec section 3). */
export const LobbyGame = z.object({
  id: line('id'),
  name: line('name'),
  gameFormat: GameFormat,
  gameType: GameType,
  newGameType: line('short').optional(),
  started: z.boolean(),
  full: z.boolean(),
  solo: z.boolean().default(false),
  owner: line('name'),
  players: z.record(line('name'), LobbyPlayer),
  spectators: z.array(z.object({ id: line('id'), name: line('name') })),
  allowSpectators: z.boolean(),
  showHand: z.boolean().default(false),
  openHands: z.boolean().default(false),
  /** Whether opponent decklists are hidden: the client offers the decklist only when false. */
  hideDecklists: z.boolean().default(false),
  needsPassword: z.boolean().default(false),
  gamePrivate: z.boolean().default(false),
  node: line('name').optional(),
  createdAt: line('short'),
  // Null until the game starts or ends; the lists leave a null out (server/lobby/listEntry.ts).
  startedAt: line('short').nullable().default(null),
  finishedAt: line('short').nullable().default(null),
  winner: line('name').nullable().default(null),
  drafting: z.boolean().default(false),
  draftState: DraftState.optional(),
  isReplay: z.boolean().default(false),
  saveReplay: z.boolean().default(false),
  ranked: z.boolean().default(false),
  timeLimit: z.number().int().min(0).max(180).optional(),
  /** A game with a bot seat (vs the bot, or solo): how hard it plays. */
  botLevel: BotLevel.optional(),
  /**
   * Why the viewer this copy was made for may not start the game now, from the lobby's own start
   * rule (engine/lobbyRules); null when they may. The pending game shows it rather than guessing.
   */
  startProblem: line('prose').nullable(),
  /** The pending game's chat: sent only to its players and spectators, never in the public games list. */
  messages: z.array(PendingChatLine).optional(),
});
export type LobbyGame = z.infer<typeof LobbyGame>;

/** New game payload with the spec's defaults and validation messages (sections 3 and 5). */
export const NewGamePayload = z.object({
  name: text({
    max: 64,
    trim: true,
    min: 1,
    required: 'You must specify a name for the game',
    tooLong: 'Game name must be less than 64 characters',
  }),
  allowSpectators: z.boolean().default(true),
  gameType: z.enum(['casual', 'competitive']).default('casual'),
  newGameType: text({ max: 32 }).optional(),
  gameFormat: GameFormat.default('precon'),
  gamePrivate: z.boolean().default(false),
  ranked: z.boolean().default(false),
  saveReplay: z.boolean().default(false),
  showHand: z.boolean().default(false),
  openHands: z.boolean().default(false),
  muteSpectators: z.boolean().default(false),
  /** Site-spec 3: when on, no one sees the opponent's decklist (players and spectators alike). */
  hideDecklists: z.boolean({ error: 'Hide opponent decklists must be on or off (true or false)' }).default(false),
  password: text({ max: 64 }).optional(),
  timeLimit: z.number().int().min(0).max(180).optional(),
  /** Solo games: the chimera's difficulty tier (assets/cards/chimera.json tier ids); absent, the middle tier. */
  chimeraTier: text({ max: 32 }).optional(),
  /** "Play against the bot": the second seat is the bot, in any format and with any deck (solo always has one). */
  vsBot: z.boolean({ error: 'Play against the bot must be on or off (true or false)' }).default(false),
  /** How hard the bot plays, in a game against the bot or solo. */
  botLevel: BotLevel.optional(),
});
export type NewGamePayload = z.infer<typeof NewGamePayload>;

/**
 * A player's decklist, the answer of the lobby's `decklist` request (its ack data): the cards of
 * the deck they play. The lobby sends it only when engine/lobbyRules allows that viewer to see it.
 */
export const Decklist = z.object({
  player: line('name'),
  name: line('name'),
  champions: z.array(line('id')),
  cards: z.array(z.object({ id: line('id'), count: z.number().int().min(1) })),
  dicepool: z.array(z.object({ magic: line('short'), count: z.number().int().min(0) })),
});
export type Decklist = z.infer<typeof Decklist>;

/** A user in the lobby's online list. */
export const LobbyUser = z.object({
  username: line('name'),
  name: line('name'),
  // None chosen is null; the users lists leave it out (server/lobby/presence.ts lobbyUser).
  avatar: line('url').nullable().default(null),
  role: line('short').optional(),
  faveColor: line('short').nullable().default(null),
  /** Below 12 shows the new-player sprout. */
  gamesPlayed: z.number().int().optional(),
});
export type LobbyUser = z.infer<typeof LobbyUser>;
