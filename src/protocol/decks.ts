import { z } from 'zod';
import { MagicType } from './cards';
import { ok, Uuid, UUID_PATTERN } from './common';
import { line, text } from './text';

/** Limits of a deck, shared by the editor and the server (site-spec 9, and our own sane caps). */
export const deckLimits = {
  nameLength: 64,
  notesLength: 2000,
  /** A deck needs exactly 18 cards and at least one champion (spec 9). */
  deckSize: 18,
  minChampions: 1,
  maxChampions: 10,
  /** Copies of one card above this are highlighted, not refused. */
  maxCopies: 3,
  /** Hard caps against garbage: a card count, a die count, distinct entries. */
  maxCount: 99,
  maxEntries: 100,
  pageSize: 8,
  maxPageSize: 50,
} as const;

const CardId = z.string().min(1).max(80).regex(/^[a-z0-9-]+$/, 'Invalid card id');

/** One card line of a deck: the card id, how many, and the first-five flag. */
export const DeckCard = z.object({
  id: CardId,
  count: z.number().int().min(1).max(deckLimits.maxCount),
  ff: z.boolean().optional(),
});
export type DeckCard = z.infer<typeof DeckCard>;

export const DeckDie = z.object({ magic: MagicType, count: z.number().int().min(1).max(deckLimits.maxCount) });
export type DeckDie = z.infer<typeof DeckDie>;

/** What a deck is made of, independent of who owns it: the part the text boxes edit. */
export const DeckContent = z.object({
  champions: z.array(CardId).max(deckLimits.maxChampions),
  cards: z.array(DeckCard).max(deckLimits.maxEntries),
  dicepool: z.array(DeckDie).max(MagicType.options.length),
});
export type DeckContent = z.infer<typeof DeckContent>;

/** Validation result (board-spec 5): basic rules, legality, and what to highlight. */
export const DeckStatus = z.object({
  basicRules: z.boolean(),
  legalToPlay: z.boolean(),
  totalCards: z.number().int(),
  /** Card ids held more than maxCopies times: highlighted in the text list. */
  overLimit: z.array(line('id')),
  /** Message keys of the decks locale: noChampion, tooFewCards, tooManyCards, overLimit, enhancements. */
  problems: z.array(line('short')),
});
export type DeckStatus = z.infer<typeof DeckStatus>;

/** A saved deck as the API answers it. ashesLiveUuid is the spec's name for the source deck's share UUID. */
export const Deck = DeckContent.extend({
  _id: Uuid,
  name: line('name'),
  notes: text({ max: deckLimits.notesLength, multiline: true }),
  favourite: z.boolean(),
  status: DeckStatus,
  lastUpdated: line('short'),
  shareUuid: Uuid,
  ashesLiveUuid: Uuid.nullable(),
  /** The Emberhall site the deck was imported from; null for this site (or not imported). */
  sourceOrigin: line('url').nullable(),
  played: z.number().int(),
  wins: z.number().int(),
  winRate: z.number().int(),
});
export type Deck = z.infer<typeof Deck>;

const DeckName = text({
  max: deckLimits.nameLength,
  trim: true,
  min: 1,
  required: 'You must specify a name for the deck',
  tooLong: `Deck name must be less than ${deckLimits.nameLength} characters`,
});
/** Notes are the one multi-line field of a deck. */
const Notes = text({ max: deckLimits.notesLength, multiline: true, tooLong: `Notes must be less than ${deckLimits.notesLength} characters` });

/** POST /api/decks (create) and PUT /api/decks/{id}. */
export const SaveDeckBody = DeckContent.extend({ deckName: DeckName, notes: Notes.default('') }).strict();
export type SaveDeckBody = z.infer<typeof SaveDeckBody>;

/** POST /api/decks: the server tells the three bodies apart by their keys (resync, uuid, else a new deck). */
/** The shared deck's UUID of an import or resync: missing, null or empty gets the spec's 'uuid must be specified'. */
const SharedUuid = z
  .string({ error: (issue) => (issue.input == null ? 'uuid must be specified' : 'Invalid id') })
  .min(1, 'uuid must be specified')
  .max(36, 'Invalid id')
  .regex(UUID_PATTERN, 'Invalid id');
/** POST /api/decks with a shared deck's UUID and the origin of the link it came from. */
export const ImportDeckBody = z.object({ uuid: SharedUuid, origin: text({ max: 200 }).optional() }).strict();
export const ResyncDeckBody = z.object({ deckId: Uuid, uuid: SharedUuid, resync: z.literal(true) }).strict();

export const FavouriteBody = z.object({ favourite: z.boolean() }).strict();

/** GET /api/decks query: the spec's paging and filters (pb is a champion id). */
export const DeckListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(deckLimits.maxPageSize).default(deckLimits.pageSize),
  sort: z.enum(['lastUpdated', 'name']).default('lastUpdated'),
  sortDir: z.enum(['asc', 'desc']).optional(),
  name: text({ max: deckLimits.nameLength }).optional(),
  pb: text({ max: 80 }).optional(),
  favourite: z.enum(['true', 'false']).optional(),
});
export type DeckListQuery = z.infer<typeof DeckListQuery>;

/** A deck as the public share API gives it to anyone (and to other Emberhall sites). */
export const SharedDeck = DeckContent.extend({
  shareUuid: Uuid,
  name: line('name'),
  notes: text({ max: deckLimits.notesLength, multiline: true }),
  owner: line('name'),
  lastUpdated: line('short'),
});
export type SharedDeck = z.infer<typeof SharedDeck>;

/** A preconstructed deck of a collection. */
export const PreconDeck = DeckContent.extend({
  id: line('id'),
  name: line('name'),
  notes: text({ max: deckLimits.notesLength, multiline: true }),
  status: DeckStatus,
});
export type PreconDeck = z.infer<typeof PreconDeck>;

export const preconCollections = [
  'standalone',
  'adventuringparty',
  'buildingbasics',
  'firstadventure',
  'pve',
  'chimera',
  'msu',
  'dualduel',
] as const;
export type PreconCollection = (typeof preconCollections)[number];

export const DeckListResponse = ok({ decks: z.array(Deck), numDecks: z.number().int() });
export const DeckResponse = ok({ deck: Deck });
export const SaveDeckResponse = ok({ deck: Deck, message: line('prose').optional() });
export const FavouriteResponse = ok({ deckId: Uuid, isFave: z.boolean() });
export const DeleteDeckResponse = ok({ deckId: Uuid });
export const SharedDeckResponse = ok({ deck: SharedDeck });
export const PreconDecksResponse = ok({ decks: z.array(PreconDeck) });

/** The link a user pastes to import: any URL holding a share UUID; the all-zero example is refused. */
export function uuidInLink(link: string): string | null {
  const match = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i.exec(link);
  if (!match || /^[0-]+$/.test(match[0])) return null;
  return match[0].toLowerCase();
}
