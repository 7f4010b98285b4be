import { z } from 'zod';
import { MagicType, CardType, CostPart } from './cards';
import { OptionSettings as UserOptionSettings } from './account';
import { line, text } from './text';

/**
 * The game protocol: what a client may send during a game (GameAction), what it receives
 * (GameView), how a game is set up (GameSetup) and how it is replayed (ReplayFile).
 * The engine, the game node, the board and the replay viewer all code against this file.
 */

// ---------------------------------------------------------------- names shared by many messages

export const pileNames = ['deck', 'hand', 'discard', 'purged', 'spent', 'spells', 'archives', 'play area', 'conjurations'] as const;
export const PileName = z.enum(pileNames);
export type PileName = z.infer<typeof PileName>;

/** Board-spec section 4: where a card may be dropped in manual mode, by source pile. Engine and board share it. */
export const manualMoves: Partial<Record<PileName, PileName[]>> = {
  // hand -> spells: a Ready Spell only (the engine refuses any other card there).
  hand: ['play area', 'spells', 'discard', 'deck', 'archives', 'purged'],
  'play area': ['discard', 'hand', 'deck', 'archives', 'purged'],
  discard: ['archives', 'hand', 'deck', 'play area', 'purged'],
  archives: ['play area', 'purged'],
  deck: ['hand', 'discard', 'archives', 'play area', 'purged'],
  purged: ['deck', 'play area', 'discard', 'hand', 'archives'],
};

/**
 * Where a card of this type may be dropped from `source` in manual mode: the table above, less
 * the spell row for anything but a Ready Spell and anything but the play area and the purged pile
 * for a conjuration, plus the spent pile from the hand (a pitch, a move of the game in any mode).
 * The engine's manual drop and the board's drop targets both read it.
 */
export function manualTargets(source: PileName, type?: string): PileName[] {
  const fitting = (manualMoves[source] ?? []).filter((p) => (p !== 'spells' || type === 'Ready Spell') && (type !== 'Conjuration' || p === 'play area' || p === 'purged'));
  return source === 'hand' ? [...fitting, 'spent'] : fitting;
}

export const statusNames = ['marked', 'disarmed', 'buffed', 'empowered'] as const;
export const StatusName = z.enum(statusNames);
export type StatusName = z.infer<typeof StatusName>;

/**
 * The one game format, from the New Game form through the lobby and the setup to the results. 'coaloff'
 * exists (site-spec 3) but the form does not offer it; the engine treats every format but 'solo' alike
 * (docs/decisions.md, "One GameFormat").
 */
export const formats = ['precon', 'draft', 'constructed', 'solo', 'coaloff'] as const;
export const GameFormat = z.enum(formats);
export type GameFormat = z.infer<typeof GameFormat>;

export const winReasons = ['champions defeated', 'concede', 'left', 'timeout', 'absence'] as const;
export const WinReason = z.enum(winReasons);
export type WinReason = z.infer<typeof WinReason>;

export const replayStepTags = [
  'prepare',
  'ability',
  'begin-turn',
  'attackers-declared',
  'defenders-declared',
  'battle-resolved',
  'end',
] as const;
export const ReplayStepTag = z.enum(replayStepTags);
export type ReplayStepTag = z.infer<typeof ReplayStepTag>;

/** The in-game part of the user's option settings (board-spec 3), with the same spec defaults. */
export const OptionSettings = UserOptionSettings.pick({ bluffTimer: true, alertTimer: true, compactLayout: true, leftMode: true });
export type OptionSettings = z.infer<typeof OptionSettings>;

// ---------------------------------------------------------------- game setup

export const DeckCardEntry = z.object({ id: line('id'), count: z.number().int().min(1).max(18), ff: z.boolean().optional() });
export const DicePoolEntry = z.object({ magic: MagicType, count: z.number().int().min(0).max(10) });

export const SetupDeck = z.object({
  champions: z.array(line('id')).min(1).max(3),
  cards: z.array(DeckCardEntry),
  dicepool: z.array(DicePoolEntry),
  /** Solo games: the chimera's difficulty tier (assets/cards/chimera.json); absent, the default tier (version 2 games: the one chimera). */
  chimeraTier: line('id').optional(),
});
export type SetupDeck = z.infer<typeof SetupDeck>;

export const SetupPlayer = z.object({
  name: text({ max: 'name', min: 1 }),
  deck: SetupDeck,
  optionSettings: OptionSettings.partial().optional(),
  isBot: z.boolean().optional(),
});
export type SetupPlayer = z.infer<typeof SetupPlayer>;

export const GameOptions = z.object({
  /** Spectators see both hands. */
  showHand: z.boolean().default(false),
  /** Everyone, players included, sees both hands. */
  openHands: z.boolean().default(false),
  muteSpectators: z.boolean().default(false),
});
export type GameOptions = z.infer<typeof GameOptions>;

/**
 * The generator a game's shuffles, dice and ids come from (docs/decisions.md, Randomness).
 * 2: ChaCha20 keyed by HKDF-SHA-256 of the seed, ids from a second, separately keyed stream.
 * Absent: the legacy generator (mulberry32, ids drawn from the game's own stream), kept bit for bit
 * so that games and replays recorded before version 2 still load and replay identically.
 */
export const RNG_VERSION = 2;
/**
 * The rules a game is played and replayed under (docs/decisions.md, Rules version). Absent: version 1,
 * every game recorded before issue 15 (a card was paid for when clicked, before its target; a hand
 * card dropped on discard was pitched; any card dropped on spells was played). 2: a card or ability
 * that needs a target is paid for once the target is chosen and can be cancelled until then; a drop
 * does only what its pile says. 3 (issue 17): the rules fixes and the deeper game of docs/rules.md,
 * and the card set of that version (engine/catalog.ts keeps each version's cards). 4: the chimera's
 * attacks obey guard as a player's do (same cards as 3). 5: cards, champions and chimera tiers
 * retuned for balance (issue 17; assets/cards/v4 keeps the older stats). 6: Emberfall comes earlier and
 * the ready spells and some cards are retuned (issue 17; assets/cards/v5 keeps the version-5 stats). 7: cards and champions retuned for the
 * precon matchups and card impact (issue 17; assets/cards/v6 keeps the version-6 stats). 8: cards retuned for the matchups and the cards far
 * below a plain unit, some behaviours with them (issue 17; assets/cards/v7 keeps the version-7 cards). 9: cards retuned for the
 * matchups as the standard bot plays them after its changes (issue 17; assets/cards/v8 keeps the version-8 cards). 10: a rolled
 * die shows its power face two times in three (issue 17; engine/diceFaces.ts), bacon from card effects obeys the cap, and cards
 * retuned twice for those dice (assets/cards/v9 keeps the version-9 cards; docs/decisions.md, "Rules version 10", "Rules
 * version 10 retuned" and "Rules version 10, second retune"). 11: every unit costs one basic more, seven champions and a chimera
 * part retuned with it (assets/cards/v10 keeps the version-10 cards; docs/decisions.md, "Rules version 11"). 12: Corvin's and
 * Orla's passives made conditional and champions retuned with them (assets/cards/v11 keeps the version-11 cards; docs/decisions.md,
 * "Rules version 12"). 13: Emberfall from round 6, growing by 2, and Temporal Anchor and Lysandra retuned (assets/cards/v12 keeps
 * the version-12 cards; docs/decisions.md, "Rules version 13"). 14: Fenna's Verdant once a round (assets/cards/v13 keeps the version-13
 * Fenna; docs/decisions.md, "Rules version 14"). 15: Velvet Bribe and Borrowed Time each bring a body, Hourglass Charm is
 * played for a basic, Tamsin retuned with them (assets/cards/v14 keeps the version-14 cards; docs/decisions.md, "Rules version 15"). 16: the cards that read far below a plain unit
 * strengthened and their decks' champions retuned (assets/cards/v15 keeps the version-15 cards; docs/decisions.md, "Rules version 16"). 17: the reactions that answer one beat of a battle given a blow, Hourglass Charm turned for
 * any die, the three cards furthest above a plain unit held back, every champion retuned (assets/cards/v16 keeps the version-16 cards; docs/decisions.md,
 * "Rules version 17"). New games record RULES_VERSION; old logs replay under their own.
 */
export const RULES_VERSION = 17;
export const GameSetup = z.object({
  gameId: line('id'),
  /** At least 128 bits from a secure source (the lobby and the practice page use 256); never sent to a client before the game is over. */
  seed: z.union([line('token'), z.number()]),
  rngVersion: z.literal(RNG_VERSION).optional(),
  rulesVersion: z.number().int().min(1).max(RULES_VERSION).optional(),
  format: GameFormat,
  players: z.tuple([SetupPlayer, SetupPlayer]),
  options: GameOptions,
});
export type GameSetup = z.infer<typeof GameSetup>;

// ---------------------------------------------------------------- game actions (board-spec 7)

/** The state version the client saw; a stale one is refused. */
const stateId = z.number().int().min(0).optional();
const act = <C extends string, S extends z.ZodRawShape>(command: C, shape: S) =>
  z.object({ command: z.literal(command), stateId, ...shape });
const uuid = text({ max: 'id', min: 1 });
/**
 * Rules version 3: the dice (uuids) that pay for what this action plays or uses; absent means the
 * engine chooses. The engine pays with exactly these or refuses.
 */
const dice = z.array(uuid).max(10).optional();

export const GameAction = z.discriminatedUnion('command', [
  act('menuButton', {
    arg: line('id').optional(),
    uuid: line('id').optional(),
    method: line('id').optional(),
  }),
  act('cardClicked', { uuid, dice }),
  act('cardAltClicked', { uuid }),
  act('inspectCard', { uuid }),
  act('closeInspector', {}),
  act('showDrawDeck', { visible: z.boolean() }),
  act('shuffleDeck', {}),
  act('pileClicked', { source: PileName }),
  act('drop', { uuid, source: PileName, target: PileName, dice }),
  act('menuItemClick', { uuid, item: line('id'), dice }),
  /** Rules version 3: exhaust one of your power-face dice for its magic's dice power. */
  act('useDiePower', { die: uuid }),
  act('modifyCardToken', { uuid, token: text({ max: 32 }), delta: z.number().int().min(-10).max(10) }),
  act('toggleExhaust', { uuid }),
  act('toggleStatus', { uuid, status: StatusName }),
  act('toggleMuteSpectators', {}),
  act('toggleManualMode', {}),
  act('answerManualMode', { accept: z.boolean() }),
  act('toggleOptionSetting', { name: z.enum(['bluffTimer', 'alertTimer', 'compactLayout', 'leftMode']), value: z.union([z.boolean(), z.number().int().min(0).max(10)]) }),
  act('chat', { text: text({ max: 'chat', min: 1, required: 'Type a message' }) }),
  act('closeAlert', {}),
  act('concede', {}),
  act('leavegame', {}),
  /** A generic manual command: a name plus up to three arguments (chat slash commands become these). */
  act('manual', { name: text({ max: 32, min: 1 }), args: z.array(line('id')).max(3).default([]) }),
  act('requestUndo', {}),
  act('answerUndo', { accept: z.boolean() }),
]);
export type GameAction = z.infer<typeof GameAction>;
export type GameActionCommand = GameAction['command'];

// ---------------------------------------------------------------- the view (board-spec 3)

/** Card text in a view is the catalogue's: multi-line prose. */
const cardText = text({ max: 'prose', multiline: true });

export const CardUpgrade = z.object({ uuid: line('id'), id: line('id'), name: line('name'), imageUrl: line('url'), text: cardText.optional() });

export const CardView = z.object({
  uuid: line('id'),
  /** Absent for a face-down card: a hidden card shows nothing but a uuid that tracks nothing. */
  id: line('id').optional(),
  name: line('name').optional(),
  imageUrl: line('url').optional(),
  imageStub: line('id').optional(),
  stub: line('id').optional(),
  code: line('id').optional(),
  facedown: z.boolean(),
  type: CardType.optional(),
  side: z.enum(['me', 'opponent']).optional(),
  owner: line('name').optional(),
  controlled: z.boolean().optional(),
  location: PileName.or(z.literal('champions')).optional(),
  deckType: z.enum(['standard', 'chimera']).optional(),
  magic: MagicType.optional(),
  text: cardText.optional(),
  /** A unit's keywords (guard, swift, ranged, rally), drawn as labels on its face. */
  keywords: z.array(line('id')).optional(),
  attack: z.number().int().optional(),
  defense: z.number().int().optional(),
  recover: z.number().int().optional(),
  pitchValue: z.number().int().optional(),
  /** The catalogue's cost (and a ready spell's ability cost), drawn as pips on the face. */
  cost: z.array(CostPart).optional(),
  abilityCost: z.array(CostPart).optional(),
  tokens: z.record(line('id'), z.number().int()).optional(),
  armor: z.number().int().optional(),
  statusConditions: z.array(StatusName).optional(),
  acquiredEffects: z.array(line('prose')).optional(),
  upgrades: z.array(CardUpgrade).optional(),
  childCards: z.array(CardUpgrade).max(3).optional(),
  exhausted: z.boolean().optional(),
  defeated: z.boolean().optional(),
  isConjuration: z.boolean().optional(),
  isAttacker: z.boolean().optional(),
  isDefender: z.boolean().optional(),
  selected: z.boolean().optional(),
  selectable: z.boolean().optional(),
  unselectable: z.boolean().optional(),
  canPlay: z.boolean().optional(),
  /** The viewer's own hand card may be pitched now (the engine's pitchRefusal): the board offers Pitch. */
  canPitch: z.boolean().optional(),
  new: z.boolean().optional(),
  order: z.number().int().optional(),
  group: line('id').optional(),
  cardSlot: line('id').optional(),
});
export type CardView = z.infer<typeof CardView>;

export const PromptButton = z.object({
  text: line('prose'),
  command: line('id').optional(),
  arg: line('id').optional(),
  uuid: line('id').optional(),
  method: line('id').optional(),
  class: line('short').optional(),
  icon: line('short').optional(),
  disabled: z.boolean().optional(),
  /** A timer button: pressed automatically when the prompt timer runs out (a pass). */
  timer: z.boolean().optional(),
  timerCancel: z.boolean().optional(),
  values: z.record(line('id'), line('prose')).optional(),
  card: line('id').optional(),
});
export type PromptButton = z.infer<typeof PromptButton>;

export const PromptControl = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('targeting'),
    source: line('id').optional(),
    targets: z.array(line('id')),
    trigger: line('prose').optional(),
  }),
  z.object({
    type: z.literal('options-select'),
    source: line('id').optional(),
    options: z.array(z.object({ value: line('id'), name: line('prose') })),
  }),
]);
export type PromptControl = z.infer<typeof PromptControl>;

export const PromptState = z.object({
  promptTitle: line('prose').optional(),
  menuTitle: line('prose').optional(),
  buttons: z.array(PromptButton),
  controls: z.array(PromptControl),
  style: line('short').optional(),
  timerLength: z.number().int().min(0).optional(),
  showAlert: z.enum(['alert', 'defeat']).optional(),
  champion: CardView.optional(),
  playerName: line('name').optional(),
  message: text({ max: 'prose', multiline: true }).optional(),
  /** Cards the player may click at this prompt (uuids). */
  selectableCards: z.array(line('id')).optional(),
});
export type PromptState = z.infer<typeof PromptState>;

/** A log line's text: chat (one line) or the game's own messages, which may span lines. */
const fragmentText = text({ max: 'prose', multiline: true });

export const MessageFragment = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: fragmentText }),
  z.object({
    type: z.literal('alert'),
    alert: z.enum(['endofround', 'phasestart', 'startofround', 'success', 'info', 'danger', 'warning']),
    text: fragmentText,
  }),
  z.object({ type: z.literal('card'), name: line('name'), id: line('id').optional(), index: z.number().int().optional() }),
  z.object({ type: z.literal('player'), name: line('name') }),
  z.object({ type: z.literal('nonAvatarPlayer'), name: line('name') }),
  z.object({ type: z.literal('energy'), value: line('short') }),
  z.object({ type: z.literal('plus'), value: z.number().int() }),
  z.object({ type: z.literal('action') }),
  z.object({ type: z.literal('exhaust') }),
  z.object({ type: z.literal('ability'), text: fragmentText.optional() }),
  z.object({ type: z.literal('link'), href: line('url'), text: fragmentText }),
  z.object({ type: z.literal('label'), text: fragmentText }),
]);
export type MessageFragment = z.infer<typeof MessageFragment>;

export const ChatMessage = z.object({
  mid: z.number().int(),
  /** Absent for game messages (not said by anyone). */
  name: line('name').optional(),
  /**
   * The speaker's site role (admin, moderator, contributor, supporter, user), added by the game node
   * from the speaker's account: names are styled by it. Never part of the game state or its log.
   */
  role: line('short').optional(),
  activePlayer: z.boolean().optional(),
  message: z.array(MessageFragment),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const CardLogItem = z.object({
  type: z.enum(['attack', 'pass', 'ref', 'play', 'use']),
  /** The card (id and name) the item is about, when there is one. */
  obj: z.object({ id: line('id'), name: line('name'), imageUrl: line('url').optional() }).optional(),
  p: line('name'),
  pl: z.enum(['p1', 'other']),
});
export type CardLogItem = z.infer<typeof CardLogItem>;

export const DieView = z.object({
  uuid: line('id'),
  magic: MagicType,
  /** 'power' shows the die's own magic; 'basic' pays only basic costs. */
  face: z.enum(['power', 'basic']),
  exhausted: z.boolean(),
  /** Rules version 3, the viewer's own ready power-face dice: why its power would do nothing now (the board then offers no "Use power"). */
  powerIdle: text({ max: 'prose' }).optional(),
});
export type DieView = z.infer<typeof DieView>;

export const CardPilesView = z.object({
  deck: z.array(CardView),
  hand: z.array(CardView),
  discard: z.array(CardView),
  purged: z.array(CardView),
  spent: z.array(CardView),
  spells: z.array(CardView),
  archives: z.array(CardView),
  'play area': z.array(CardView),
  conjurations: z.array(CardView),
});
export type CardPilesView = z.infer<typeof CardPilesView>;

export const PlayerView = z.object({
  name: line('name'),
  username: line('name'),
  activePlayer: z.boolean(),
  firstPlayer: z.boolean(),
  isBot: z.boolean(),
  cardPiles: CardPilesView,
  numDeckCards: z.number().int(),
  numHandCards: z.number().int(),
  champions: z.array(CardView),
  stats: z.object({ damageDealt: z.number().int(), cardsPlayed: z.number().int(), championsDefeated: z.number().int() }),
  bacon: z.number().int(),
  actionCount: z.number().int(),
  plusEnergy: z.number().int(),
  /** Rules version 3: the most bacon this player may bank (absent: no cap). */
  baconCap: z.number().int().optional(),
  /** Rules version 3: this player used their dice power this turn. */
  diePowerUsed: z.boolean().optional(),
  dice: z.array(DieView),
  /** Present only in the viewer's own player entry (a spectator sees the first player's). */
  promptState: PromptState,
  /**
   * The viewer's own settings in their own entry. A player's settings are private (the bluff timer
   * would tell the opponent how long a window may wait): every other entry carries the defaults.
   */
  optionSettings: OptionSettings,
  inspectionCard: CardView.optional(),
  left: z.boolean(),
  selectCard: z.boolean(),
  showDrawDeck: z.boolean(),
});
export type PlayerView = z.infer<typeof PlayerView>;

export const BattleView = z.object({
  attacker: line('name'),
  defender: line('name'),
  attackers: z.array(line('id')),
  target: line('id').optional(),
  /** Blocker uuid to the attacker uuid it blocks. */
  blocks: z.record(line('id'), line('id')),
  stage: z.enum(['declaring', 'blocking', 'reacting', 'resolved']),
});
export type BattleView = z.infer<typeof BattleView>;

export const GameView = z.object({
  gameId: line('id'),
  stateId: z.number().int(),
  /** The name this view is for; null for a spectator. */
  viewer: line('name').nullable(),
  /** Whose side is drawn at the bottom (the viewer, or the first player for a spectator). */
  me: line('name'),
  gameType: GameFormat,
  winner: line('name').nullable(),
  winReason: WinReason.nullable(),
  isReplay: z.boolean(),
  solo: z.boolean(),
  manualMode: z.boolean(),
  muteSpectators: z.boolean(),
  showHand: z.boolean(),
  openHands: z.boolean(),
  round: z.number().int(),
  currentPhase: line('short'),
  activePlayerTurn: line('name').nullable(),
  owner: line('name'),
  players: z.record(line('name'), PlayerView),
  messages: z.array(ChatMessage),
  cardLog: z.array(CardLogItem),
  attack: BattleView.nullable(),
  /** Pending consent requests, so the asked player sees Accept/Decline. */
  undoRequest: line('name').nullable(),
  manualModeRequest: line('name').nullable(),
});
export type GameView = z.infer<typeof GameView>;

// ---------------------------------------------------------------- replay

/**
 * What only the server may do to a game: end it against a player who ran out of time, stayed away
 * or left. No socket message parses into one (GameAction has no such command); the node makes them.
 */
export const systemForfeitReasons = ['timeout', 'absence', 'left'] as const;
export const SystemForfeitReason = z.enum(systemForfeitReasons);
export type SystemForfeitReason = z.infer<typeof SystemForfeitReason>;
export const SystemAction = z.object({ command: z.literal('forfeit'), reason: SystemForfeitReason });
export type SystemAction = z.infer<typeof SystemAction>;

/** One entry of a game's log: a player's action, or a system action about that player. */
export const PlayerLogEntry = z.object({ player: line('name'), action: GameAction });
export const SystemLogEntry = z.object({ player: line('name'), system: SystemAction });
export const ReplayLogEntry = z.union([PlayerLogEntry, SystemLogEntry]);
export type ReplayLogEntry = z.infer<typeof ReplayLogEntry>;

export const ReplayStep = z.object({ tag: ReplayStepTag, index: z.number().int().min(0) });
export type ReplayStep = z.infer<typeof ReplayStep>;

export const ReplayFile = z.object({
  version: z.literal(1),
  setup: GameSetup,
  log: z.array(ReplayLogEntry),
  /** index = number of log entries applied when the step was reached. */
  steps: z.array(ReplayStep),
  finalHash: line('token').optional(),
  winner: line('name').nullable().optional(),
});
export type ReplayFile = z.infer<typeof ReplayFile>;
