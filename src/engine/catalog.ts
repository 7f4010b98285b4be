import { z } from 'zod';
import { CatalogCard } from '../protocol/cards';
import cardsJson from '../../assets/cards/cards.json';
import preconsJson from '../../assets/cards/precons.json';
import chimeraJson from '../../assets/cards/chimera.json';
import unitsSetJson from '../../assets/cards/sets/units.json';
import championsSetJson from '../../assets/cards/sets/champions.json';
import chimeraSetJson from '../../assets/cards/sets/chimera.json';
import v2CardsJson from '../../assets/cards/v2/cards.json';
import v2ChimeraJson from '../../assets/cards/v2/chimera.json';
import v4CardsJson from '../../assets/cards/v4/cards.json';
import v5CardsJson from '../../assets/cards/v5/cards.json';
import v6CardsJson from '../../assets/cards/v6/cards.json';
import v7CardsJson from '../../assets/cards/v7/cards.json';
import v8CardsJson from '../../assets/cards/v8/cards.json';
import v9CardsJson from '../../assets/cards/v9/cards.json';
import v10CardsJson from '../../assets/cards/v10/cards.json';
import v11CardsJson from '../../assets/cards/v11/cards.json';
import v12CardsJson from '../../assets/cards/v12/cards.json';
import v13CardsJson from '../../assets/cards/v13/cards.json';
import v14CardsJson from '../../assets/cards/v14/cards.json';
import v15CardsJson from '../../assets/cards/v15/cards.json';
import v16CardsJson from '../../assets/cards/v16/cards.json';
import { rulesVersionOf, retunedCards, retunedCardsV6, retunedCardsV7, retunedCardsV8, retunedCardsV9, retunedCardsV10, retunedCardsV11, retunedCardsV12, retunedCardsV13, retunedCardsV14, retunedCardsV15, retunedCardsV16, retunedCardsV17 } from './rulesVersion';
import { RULES_VERSION, type GameSetup, type SetupDeck } from '../protocol/game';

/**
 * The card catalogue, checked once at load: a bad card file fails loudly here, not mid-game.
 *
 * Cards belong to a rules version. assets/cards/*.json is today's set (RULES_VERSION); the set a
 * stored game was played with is frozen under assets/cards/v<N>/ (cards and the chimera, the only
 * parts a recorded setup does not carry itself), so a game replays with the cards it was played
 * with. A version that changed only some cards' stats keeps just those: assets/cards/v4/cards.json holds
 * the version-3-and-4 form of each card version 5 retuned, laid over version 5's set; assets/cards/v5/cards.json
 * holds the version-5 form of each card version 6 retuned, laid over version 6's set; assets/cards/v6/cards.json
 * holds the version-6 form of each card version 7 retuned, laid over version 7's set; assets/cards/v7/cards.json
 * holds the version-7 form of each card version 8 retuned, laid over version 8's set; assets/cards/v8/cards.json holds the
 * version-8 form of each card version 9 retuned, laid over version 9's set; assets/cards/v9/cards.json holds the version-9 form
 * of each card version 10 retuned (the chimera's parts), laid over version 10's set; assets/cards/v10/cards.json holds the version-10
 * form of each card version 11 retuned (every unit's cost, some champions), laid over version 11's set; assets/cards/v11/cards.json holds
 * the version-11 form of each card version 12 retuned (champions whose passive or defense changed), laid over version 12's set;
 * assets/cards/v12/cards.json holds the version-12 form of each card version 13 retuned (Temporal Anchor, Lysandra), laid over version 13's set;
 * assets/cards/v13/cards.json holds the version-13 form of each card version 14 retuned (Fenna Mossheart's passive text), laid over version 14's set;
 * assets/cards/v14/cards.json holds the version-14 form of each card version 15 retuned (Velvet Bribe, Borrowed Time, Hourglass Charm, Tamsin), laid over version 15's set;
 * assets/cards/v15/cards.json holds the version-15 form of each card version 16 retuned, laid over version 16's set;
 * assets/cards/v16/cards.json holds the version-16 form of each card version 17 retuned, laid over today's set. Today's set is cards.json, precons.json and the sets under assets/cards/sets/ (each a file of
 * cards, pods and precons, listed in `sets` below). The engine reads cards through `card()`, which answers from the set of the game it is
 * working on (`underRulesOf`, entered by every public engine function in index.ts).
 */

/** One difficulty tier of the solo chimera: its deck (parts and behaviours) and how it plays. */
export type ChimeraDeck = SetupDeck & { id: string; name: string; behavioursPerRound: number; chimeraTier: string; tierName: string };
interface CardSet { cards: CatalogCard[]; byId: Record<string, CatalogCard>; chimeras: ChimeraDeck[]; defaultTier: string }

const Entry = z.object({ id: z.string(), count: z.number() });
const TierFile = z.object({ tier: z.string(), name: z.string(), champions: z.array(z.string()), cards: z.array(Entry), dicepool: z.array(z.never()).default([]), behavioursPerRound: z.number().int().min(1) });
/** Today's chimera.json is a file of tiers; the frozen version-2 file is one deck (read as one tier). */
const ChimeraFile = z.union([
  z.object({ id: z.string(), name: z.string(), defaultTier: z.string(), tiers: z.array(TierFile).min(1) }),
  z.object({ id: z.string(), name: z.string(), champions: z.array(z.string()), cards: z.array(Entry), dicepool: z.array(z.never()), behavioursPerRound: z.number() }),
]);

function readChimera(raw: unknown): { chimeras: ChimeraDeck[]; defaultTier: string } {
  const f = ChimeraFile.parse(raw);
  if (!('tiers' in f)) return { chimeras: [{ ...f, chimeraTier: 'classic', tierName: '' }], defaultTier: 'classic' };
  const chimeras = f.tiers.map(({ tier, name, ...deck }) => ({
    ...deck,
    // The middle tier keeps the deck id the collections and stored games know.
    id: tier === f.defaultTier ? f.id : `${f.id}-${tier}`,
    name: `${f.name} (${name})`,
    chimeraTier: tier,
    tierName: name,
  }));
  return { chimeras, defaultTier: f.defaultTier };
}

const cardSet = (cards: unknown, chimera: unknown): CardSet => {
  const list = z.array(CatalogCard).parse(cards);
  return { cards: list, byId: Object.fromEntries(list.map((c) => [c.id, c])), ...readChimera(chimera) };
};

const Precon = z.object({ id: z.string(), name: z.string(), notes: z.string().optional(), collection: z.string().optional(), champions: z.array(z.string()), cards: z.array(z.object({ id: z.string(), count: z.number(), ff: z.boolean().optional() })), dicepool: z.array(z.object({ magic: z.string(), count: z.number() })) });
const SetFile = z.object({ cards: z.array(z.unknown()).default([]), pods: z.record(z.string(), z.array(z.string())).default({}), precons: z.array(Precon).default([]) });
const sets = [preconsJson, unitsSetJson, championsSetJson, chimeraSetJson].map((f) => SetFile.parse(f));

const current = cardSet([...cardsJson, ...sets.flatMap((x) => x.cards)], chimeraJson);
/** Versions 1 and 2 played the same cards (assets/cards/v2, as of rules version 2). */
const frozenV2 = cardSet(v2CardsJson, v2ChimeraJson);
/** A version's set: `base`'s cards with the ones a later version retuned put back as `file` keeps them. */
const overlay = (base: CardSet, json: unknown, file: string): CardSet => {
  const kept = new Map(z.array(CatalogCard).parse(json).map((c) => [c.id, c]));
  for (const id of kept.keys()) if (!base.byId[id]) throw new Error(`${file}: ${id} is not a card today`);
  return cardSet(base.cards.map((c) => kept.get(c.id) ?? c), chimeraJson);
};
/**
 * The frozen layers, newest first: each file holds the form a version played of the cards the next version
 * retuned, laid over the layer above it; a game whose rules lack `retuned` plays that layer's set or an older
 * one. A new version adds one row here (and its file), nothing else.
 */
const layers: Array<{ retuned: (setup: GameSetup) => boolean; json: unknown; file: string }> = [
  { retuned: retunedCardsV17, json: v16CardsJson, file: 'assets/cards/v16/cards.json' },
  { retuned: retunedCardsV16, json: v15CardsJson, file: 'assets/cards/v15/cards.json' },
  { retuned: retunedCardsV15, json: v14CardsJson, file: 'assets/cards/v14/cards.json' },
  { retuned: retunedCardsV14, json: v13CardsJson, file: 'assets/cards/v13/cards.json' },
  { retuned: retunedCardsV13, json: v12CardsJson, file: 'assets/cards/v12/cards.json' },
  { retuned: retunedCardsV12, json: v11CardsJson, file: 'assets/cards/v11/cards.json' },
  { retuned: retunedCardsV11, json: v10CardsJson, file: 'assets/cards/v10/cards.json' },
  { retuned: retunedCardsV10, json: v9CardsJson, file: 'assets/cards/v9/cards.json' },
  { retuned: retunedCardsV9, json: v8CardsJson, file: 'assets/cards/v8/cards.json' },
  { retuned: retunedCardsV8, json: v7CardsJson, file: 'assets/cards/v7/cards.json' },
  { retuned: retunedCardsV7, json: v6CardsJson, file: 'assets/cards/v6/cards.json' },
  { retuned: retunedCardsV6, json: v5CardsJson, file: 'assets/cards/v5/cards.json' },
  // Versions 3 and 4 played the same cards.
  { retuned: retunedCards, json: v4CardsJson, file: 'assets/cards/v4/cards.json' },
];
const frozen: Array<{ retuned: (setup: GameSetup) => boolean; set: CardSet }> = [];
for (const { retuned, json, file } of layers) frozen.push({ retuned, set: overlay(frozen.at(-1)?.set ?? current, json, file) });
/** The oldest layer whose retune the game's rules lack (versions 1 and 2: their own whole set). */
const setFor = (setup: GameSetup): CardSet =>
  rulesVersionOf(setup) <= 2 ? frozenV2 : (frozen.findLast((l) => !l.retuned(setup))?.set ?? current);

/**
 * The set new games play (RULES_VERSION's), which is not always the newest written: a version may be
 * written and measured before it is played (docs/decisions.md, "Rules version 10"). The deck editor, the
 * card pages and new games all read this one, so what the site shows is what a new game plays.
 */
const live = setFor({ rulesVersion: RULES_VERSION } as GameSetup);

/** Today's cards: what deck building, the site and new games use. */
export const catalog: CatalogCard[] = live.cards;
export const cardById: Record<string, CatalogCard> = live.byId;

let active: CardSet = live;

/**
 * Runs `fn` with the card set of the game set up by `setup`. JavaScript runs one call at a time and
 * the engine never awaits, so the set is restored before any other game's call can start.
 */
export function underRulesOf<T>(setup: GameSetup, fn: () => T): T {
  const before = active;
  active = setFor(setup);
  try {
    return fn();
  } finally {
    active = before;
  }
}

/** A card of the game being worked on (the live set outside any game). */
export function card(id: string): CatalogCard {
  const c = active.byId[id];
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
}

/**
 * The chimera tier a solo deck plays (its `chimeraTier`, else the set's default tier), in the game
 * being worked on: behaviours per round are a rule of the tier.
 */
export const activeChimera = (tier?: string): ChimeraDeck =>
  active.chimeras.find((c) => c.chimeraTier === tier) ?? active.chimeras.find((c) => c.chimeraTier === active.defaultTier)!;

/** A precon deck; `collection` names its collection of the spec (else collections.json does). */
export interface Precon extends SetupDeck { id: string; name: string; notes?: string; collection?: string }
/** Champion id -> its pod's card ids (the draft pool and the deck editor use this). */
export const pods: Record<string, string[]> = Object.assign({}, ...sets.map((x) => x.pods));
export const precons: Precon[] = sets.flatMap((x) => x.precons) as Precon[];
/** Today's chimera tiers, easiest first, for new solo games. */
export const chimeraTiers: ChimeraDeck[] = live.chimeras;
/** Today's default (middle) tier. */
export const chimeraDeck: ChimeraDeck = live.chimeras.find((c) => c.chimeraTier === live.defaultTier)!;
/** Today's chimera of a tier id (the default tier for an unknown one). */
export const chimeraTier = (tier?: string): ChimeraDeck => chimeraTiers.find((c) => c.chimeraTier === tier) ?? chimeraDeck;
