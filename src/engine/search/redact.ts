import type { GameSetup } from '../../protocol/game';
import { OptionSettings } from '../../protocol/game';
import type { GameState, CardState, PlayerState, Zone } from '../types';
import { zones } from '../types';
import { visibleTo } from '../visibility';
import { pods } from '../catalog';
import { def } from '../ops';

/**
 * What one seat knows of a game, as a GameState the bot can copy and fill in (determinize.ts):
 * the information set's canonical member. Every card the seat cannot see keeps only its owner,
 * zone and alias (the name the seat's view shows for it: renewed on each entry to a hidden zone, so
 * it tracks nothing); its id is blank and its uuid is the alias. Decks are listed by alias (the view
 * shows no order there); the log, messages, seeds, stream positions, the opponent's settings and any
 * targeting of theirs are dropped. Two states the seat cannot tell apart give the same KnownState.
 */
export type KnownState = GameState;

/**
 * What the hidden cards of one owner may be. 'exact': their multiset is public (the seat's own
 * deck; the opponent's under a public precon or chimera list, or open hands). 'pods': only the
 * visible champions' pods say what the opponent may hold (draft, constructed).
 */
export type HiddenPool = { kind: 'exact'; ids: string[] } | { kind: 'pods'; candidates: string[] };

const UNKNOWN = '';
/** Formats whose decklists every player knows: a precon's public list, the chimera tier's list. */
const PUBLIC_LISTS: GameState['format'][] = ['precon', 'solo'];

export function redactFor(s: GameState, seat: string): { state: KnownState; pools: Record<string, HiddenPool> } {
  const cards: GameState['cards'] = {};
  const players: GameState['players'] = {};
  const pools: Record<string, HiddenPool> = {};
  for (const name of s.order) {
    const p = s.players[name];
    const piles = {} as Record<Zone, string[]>;
    const hiddenIds: string[] = [];
    for (const z of zones) {
      const list: string[] = [];
      // A deck is taken in alias order, so neither its list nor the order cards are keyed in tells its order.
      const inPile = p.piles[z].map((u) => s.cards[u]);
      if (z === 'deck') inPile.sort((x, y) => (x.alias < y.alias ? -1 : x.alias > y.alias ? 1 : 0));
      for (const c of inPile) {
        const u = c.uuid;
        if (visibleTo(s, c, seat)) {
          cards[u] = { ...c };
          list.push(u);
        } else {
          hiddenIds.push(c.id);
          cards[c.alias] = blank(c);
          list.push(c.alias);
        }
      }
      piles[z] = list;
    }
    pools[name] = poolOf(s, seat, name, hiddenIds);
    players[name] = known(p, piles, name === seat);
  }
  const t = s.targeting;
  const state: KnownState = {
    ...s, gameId: 'bot', setup: knownSetup(s.setup), stateId: s.stateId, rng: 0, uuidCounter: 0, players, cards,
    battle: s.battle ? { ...s.battle, attackers: [...s.battle.attackers], blocks: { ...s.battle.blocks } } : null,
    targeting: t && t.player === seat ? { ...t, targets: [...t.targets] } : null,
    order: [s.order[0], s.order[1]], log: [], undoable: [], steps: [], messages: [], cardLog: [], nextMid: 1,
  };
  delete state.payWith;
  return { state, pools };
}

function blank(c: CardState): CardState {
  return { uuid: c.alias, alias: c.alias, id: UNKNOWN, owner: c.owner, zone: c.zone, damage: 0, armor: 0, exhausted: false, statuses: [], tokens: {} };
}

function known(p: PlayerState, piles: Record<Zone, string[]>, mine: boolean): PlayerState {
  const q: PlayerState = { ...p, piles, dice: p.dice.map((d) => ({ ...d })), stats: { ...p.stats }, alert: mine && p.alert ? { ...p.alert } : null,
    optionSettings: mine ? { ...p.optionSettings } : OptionSettings.parse({}), inspectionCard: mine ? p.inspectionCard : null };
  return q;
}

/** The setup without its seed and without any decklist the seat may not know (champions are on the table). */
function knownSetup(setup: GameSetup): GameSetup {
  const publicLists = PUBLIC_LISTS.includes(setup.format);
  return {
    gameId: 'bot', seed: 0, ...(setup.rngVersion !== undefined ? { rngVersion: setup.rngVersion } : {}), ...(setup.rulesVersion !== undefined ? { rulesVersion: setup.rulesVersion } : {}),
    format: setup.format, options: { ...setup.options },
    players: [0, 1].map((i) => {
      const sp = setup.players[i];
      const deck = publicLists ? sp.deck : { champions: sp.deck.champions, cards: [], dicepool: sp.deck.dicepool, ...(sp.deck.chimeraTier ? { chimeraTier: sp.deck.chimeraTier } : {}) };
      return { name: sp.name, isBot: sp.isBot, deck };
    }) as GameSetup['players'],
  };
}

function poolOf(s: GameState, seat: string, owner: string, hiddenIds: string[]): HiddenPool {
  // The seat knows its own list, so its unseen cards are that list less what it sees; a public
  // list (or open hands) tells the same of the opponent's.
  if (owner === seat || PUBLIC_LISTS.includes(s.format) || s.options.openHands) return { kind: 'exact', ids: [...hiddenIds].sort() };
  const champs = s.players[owner].piles.champions.map((u) => s.cards[u].id);
  const fromPods = [...new Set(champs.flatMap((id) => pods[id] ?? []))].sort();
  const seen = Object.values(s.cards).filter((c) => c.owner === owner && visibleTo(s, c, seat) && !['champions', 'conjurations', 'attached'].includes(c.zone)).map((c) => c.id);
  const candidates = fromPods.length ? fromPods : [...new Set(seen)].sort();
  return { kind: 'pods', candidates: candidates.filter((id) => def({ id } as CardState).type !== 'Conjuration') };
}
