import { z } from 'zod';

export const GameType = z.enum(['casual', 'competitive', 'beginner', 'solo']);
export type GameType = z.infer<typeof GameType>;
export const GameFormat = z.enum(['precon', 'draft', 'constructed', 'solo', 'coaloff']);
export type GameFormat = z.infer<typeof GameFormat>;

export const formatLabels: Record<GameFormat, string> = {
  precon: 'Pod Precon',
  draft: 'Pod Draft',
  constructed: 'Pod Constructed',
  solo: 'Solo',
  coaloff: 'Coal Off',
};

/** Player in game (site-spec section 3). */
export const LobbyPlayer = z.object({
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable().optional(),
  faveColor: z.string().nullable().optional(),
  role: z.string().optional(),
  gamesPlayed: z.number().int().default(0),
  disconnected: z.boolean().optional(),
  left: z.boolean().optional(),
  deck: z
    .object({
      selected: z.boolean(),
      name: z.string().optional(),
      stub: z.string().optional(),
      status: z.object({ basicRules: z.boolean(), legalToPlay: z.boolean() }).optional(),
      _id: z.string().optional(),
      precon_id: z.string().optional(),
    })
    .optional(),
  champions: z.array(z.string()).optional(),
});
export type LobbyPlayer = z.infer<typeof LobbyPlayer>;

export const DraftState = z.object({
  playerChoices: z.record(z.string(), z.array(z.string())),
  playerDiscards: z.record(z.string(), z.array(z.string())),
  choosingPlayer: z.string().nullable(),
  champSet: z.array(z.object({ id: z.string(), name: z.string().optional() })),
  complete: z.boolean(),
  canStart: z.boolean(),
});
export type DraftState = z.infer<typeof DraftState>;

export const PendingChatLine = z.object({ name: z.string(), text: z.string(), time: z.string() });
export type PendingChatLine = z.infer<typeof PendingChatLine>;

/** A game as the lobby lists it (site-spec section 3). */
export const LobbyGame = z.object({
  id: z.string(),
  name: z.string(),
  gameFormat: GameFormat,
  gameType: GameType,
  newGameType: z.string().optional(),
  started: z.boolean(),
  full: z.boolean(),
  solo: z.boolean().default(false),
  owner: z.string(),
  players: z.record(z.string(), LobbyPlayer),
  spectators: z.array(z.object({ id: z.string(), name: z.string() })),
  allowSpectators: z.boolean(),
  showHand: z.boolean().default(false),
  openHands: z.boolean().default(false),
  needsPassword: z.boolean().default(false),
  gamePrivate: z.boolean().default(false),
  node: z.string().optional(),
  createdAt: z.string(),
  startedAt: z.string().nullable().optional(),
  finishedAt: z.string().nullable().optional(),
  winner: z.string().nullable().optional(),
  drafting: z.boolean().default(false),
  draftState: DraftState.optional(),
  isReplay: z.boolean().default(false),
  saveReplay: z.boolean().default(false),
  ranked: z.boolean().default(false),
  timeLimit: z.number().int().min(0).max(180).optional(),
  /** The pending game's chat: sent only to its players and spectators, never in the public games list. */
  messages: z.array(PendingChatLine).optional(),
});
export type LobbyGame = z.infer<typeof LobbyGame>;

/** New game payload with the spec's defaults and validation messages (sections 3 and 5). */
export const NewGamePayload = z.object({
  name: z
    .string({ error: 'You must specify a name for the game' })
    .trim()
    .min(1, 'You must specify a name for the game')
    .max(64, 'Game name must be less than 64 characters'),
  allowSpectators: z.boolean().default(true),
  gameType: z.enum(['casual', 'competitive']).default('casual'),
  newGameType: z.string().max(32).optional(),
  gameFormat: GameFormat.default('precon'),
  gamePrivate: z.boolean().default(false),
  ranked: z.boolean().default(false),
  saveReplay: z.boolean().default(false),
  showHand: z.boolean().default(false),
  openHands: z.boolean().default(false),
  muteSpectators: z.boolean().default(false),
  password: z.string().max(64).optional(),
  timeLimit: z.number().int().min(0).max(180).optional(),
});
export type NewGamePayload = z.infer<typeof NewGamePayload>;

/** A user in the lobby's online list. */
export const LobbyUser = z.object({
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable().optional(),
  role: z.string().optional(),
  faveColor: z.string().nullable().optional(),
  /** Below 12 shows the new-player sprout. */
  gamesPlayed: z.number().int().optional(),
});
export type LobbyUser = z.infer<typeof LobbyUser>;
