import { OptionSettings, type GameView, type PlayerView, type CardView, type CardPilesView } from '../protocol/game';
import type { GameState, CardState, Zone } from './types';
import { def, attackOf, isDefeated, other } from './ops';
import { visibleTo } from './visibility';
import { promptFor } from './prompts';
import { canPlay, pitchRefusal } from './play';
import { pileOf } from './manual';
import { wordWindow } from './wordingMemo';
import { CardViewPass, type Inputs, type Live } from './cardViewMemo';
import type { ViewMemo } from './viewMemo';
import { baconCap } from './bacon';
import type { PlayerState } from './types';
import { POWERS } from './dicePowers';
import { dicePowers } from './rulesVersion';

const defaultOptionSettings = OptionSettings.parse({});

/** Rules version 3's resource fields: the bacon cap and the turn's used dice power (absent before it). */
function resourceView(s: GameState, p: PlayerState): Pick<PlayerView, 'baconCap' | 'diePowerUsed'> {
  const cap = baconCap(s);
  return { ...(cap === null ? {} : { baconCap: cap }), ...(p.diePowerUsed ? { diePowerUsed: true } : {}) };
}

/** The viewer's own ready power-face die whose power would do nothing now says why (dicePowers.ts). */
function powerIdleView(s: GameState, me: string, d: PlayerState['dice'][number]): { powerIdle?: string } {
  if (!dicePowers(s.setup) || d.exhausted || d.face !== 'power') return {};
  const idle = POWERS[d.magic].idle(s, me, d);
  return idle ? { powerIdle: idle } : {};
}

/**
 * What one viewer may see. A hidden card becomes { uuid: alias, facedown } with nothing else:
 * the alias is renewed each time the card enters a hidden zone, so it tracks nothing. A caller that
 * builds views of one game again and again passes that game's memo (viewMemo.ts): the same view, made
 * with less work, sharing what did not change with the view before.
 */
export function viewFor(s: GameState, viewer: string | null, memo?: ViewMemo): GameView {
  const me = viewer && s.players[viewer] ? viewer : s.order[0];
  const isPlayer = viewer !== null && !!s.players[viewer];
  const players: Record<string, PlayerView> = {};
  // Each player's prompt once per view: every player view reads its own and the viewer's.
  const prompts = new Map(s.order.map((name) => [name, promptFor(s, name)]));
  const kept = memo && new CardViewPass(memo.cards, isPlayer ? viewer : null);
  for (const name of s.order) players[name] = playerView(s, name, isPlayer ? viewer : null, me, prompts, kept);
  kept?.done();
  const b = s.battle;
  return {
    gameId: s.gameId, stateId: s.stateId, viewer: isPlayer ? viewer : null, me, gameType: s.format,
    winner: s.winner, winReason: s.winReason, isReplay: false, solo: s.format === 'solo',
    manualMode: s.manualMode, muteSpectators: s.muteSpectators, showHand: s.options.showHand, openHands: s.options.openHands,
    round: s.round, currentPhase: s.winner ? 'end' : b ? 'battle' : 'main', activePlayerTurn: s.winner ? null : s.activePlayer,
    owner: s.order[0], players, messages: wordWindow(s.messages.slice(-100), isPlayer ? viewer : null, memo?.wording), cardLog: [...s.cardLog],
    attack: b && b.stage !== 'declare' || (b && b.attacker === viewer)
      ? { attacker: b!.attacker, defender: b!.defender, attackers: b!.attackers, target: b!.target ?? undefined, blocks: b!.blocks, stage: b!.stage === 'declare' ? 'declaring' : b!.stage === 'block' ? 'blocking' : 'reacting' }
      : null,
    undoRequest: s.undoRequest, manualModeRequest: s.manualModeRequest,
  };
}

function hidden(c: CardState, location: Zone): CardView {
  return { uuid: c.alias, facedown: true, location: pileOf(location) };
}

/** A card in play: its view also shows what the rules work out for it (`Live`). */
const inPlay = (c: CardState) => c.zone === 'play' || c.zone === 'champions';

/**
 * What this viewer sees of a card beyond the card itself: whether it is visible, on the viewer's side,
 * and the viewer's own flags (selectable: the viewer's prompt offers it; in its owner's hand, playable
 * and pitchable, for the owner only).
 */
function inputsOf(s: GameState, c: CardState, viewer: string | null, me: string, selectable: Set<string>): Inputs {
  const mine = c.owner === me;
  if (!visibleTo(s, c, viewer)) return { visible: false, mine };
  const live = inPlay(c) ? liveOf(s, c) : undefined;
  if (viewer === c.owner) {
    if (c.zone !== 'hand') return { visible: true, mine, selectable: selectable.has(c.uuid), live };
    return { visible: true, mine, selectable: selectable.has(c.uuid), canPlay: canPlay(s, viewer, c), canPitch: pitchRefusal(s, viewer, c) === null };
  }
  return viewer && selectable.has(c.uuid) ? { visible: true, mine, selectable: true, live } : { visible: true, mine, live };
}

const NONE: readonly string[] = [];

/** What the rules work out for a card in play: its attack, its alterations, its part in the battle. */
function liveOf(s: GameState, c: CardState): Live {
  const b = s.battle;
  const attached = s.players[c.owner].piles.attached;
  const upgrades = attached.length ? attached.filter((u) => s.cards[u].attachedTo === c.uuid) : NONE;
  return {
    attack: attackOf(s, c),
    upgrades,
    upgradeIds: upgrades.length ? upgrades.map((u) => s.cards[u].id) : NONE,
    isAttacker: !!b?.attackers.includes(c.uuid),
    isDefender: !!b && (b.target === c.uuid || !!b.blocks[c.uuid]),
    selected: !!b && (b.selectedBlocker === c.uuid || (b.stage === 'declare' && (b.attackers.includes(c.uuid) || b.target === c.uuid))),
  };
}

function cardView(s: GameState, c: CardState, viewer: string | null, me: string, selectable: Set<string>, kept?: CardViewPass): CardView {
  const inputs = inputsOf(s, c, viewer, me, selectable);
  // No closure made per card: the server runs under tsx, whose esbuild names every named closure as it is made.
  const reused = kept?.reuse(c, inputs);
  if (reused) return reused;
  const view = inputs.visible ? visibleCardView(s, c, me, inputs) : hidden(c, c.zone);
  kept?.keep(c, inputs, view);
  return view;
}

function visibleCardView(s: GameState, c: CardState, me: string, inputs: Inputs): CardView {
  const d = def(c);
  const v: CardView = {
    uuid: c.uuid, id: c.id, name: d.name, imageUrl: d.imageUrl, imageStub: d.stub, stub: d.stub, code: d.id, facedown: false, type: d.type,
    side: c.owner === me ? 'me' : 'opponent', owner: c.owner, location: pileOf(c.zone), deckType: d.deckType, text: d.text, pitchValue: d.pitchValue,
    isConjuration: d.type === 'Conjuration' || d.type === 'Conjured Alteration Spell', exhausted: c.exhausted,
  };
  if (d.magic) v.magic = d.magic;
  if (d.cost.length) v.cost = d.cost;
  if (d.abilityCost) v.abilityCost = d.abilityCost;
  if (d.keywords?.length) v.keywords = d.keywords;
  // Printed stats wherever the card is seen (a hand card shows them too); in play they are the live ones below.
  if (d.attack !== undefined) v.attack = d.attack;
  if (d.defense !== undefined) v.defense = d.defense;
  const live = inputs.live;
  if (live) {
    const upgrades = live.upgrades.map((u) => {
      const a = def(s.cards[u]);
      return { uuid: u, id: a.id, name: a.name, imageUrl: a.imageUrl, text: a.text };
    });
    Object.assign(v, {
      attack: live.attack, defense: d.defense ?? 0, recover: d.recover ?? 0, tokens: { damage: c.damage, ...c.tokens }, armor: c.armor,
      statusConditions: [...c.statuses], upgrades, childCards: upgrades.slice(0, 3), defeated: isDefeated(c),
      isAttacker: live.isAttacker, isDefender: live.isDefender, selected: live.selected,
    });
  }
  if (inputs.selectable !== undefined) v.selectable = inputs.selectable;
  if (inputs.canPlay !== undefined) v.canPlay = inputs.canPlay;
  if (inputs.canPitch !== undefined) v.canPitch = inputs.canPitch;
  return v;
}

function playerView(
  s: GameState,
  name: string,
  viewer: string | null,
  me: string,
  prompts: Map<string, ReturnType<typeof promptFor>>,
  kept?: CardViewPass,
): PlayerView {
  const p = s.players[name];
  const promptOwner = viewer ?? me;
  const prompt = prompts.get(name)!;
  const selectable = new Set(viewer ? prompts.get(viewer)!.selectableCards : []);
  const cv = (u: string) => cardView(s, s.cards[u], viewer, me, selectable, kept);
  const piles: CardPilesView = {
    deck: visibleDeck(s, name, viewer) ? p.piles.deck.map(cv) : [],
    hand: p.piles.hand.map(cv), discard: p.piles.discard.map(cv), purged: p.piles.purged.map(cv), spent: p.piles.spent.map(cv),
    spells: p.piles.spells.map(cv), archives: p.piles.archives.map(cv), 'play area': p.piles.play.map(cv), conjurations: p.piles.conjurations.map(cv),
  };
  const { selectableCards: _sel, ...ps } = prompt;
  void _sel;
  const showPrompt = name === promptOwner;
  return {
    name, username: name, activePlayer: s.activePlayer === name && !s.winner, firstPlayer: s.firstPlayer === name, isBot: p.isBot,
    cardPiles: piles, numDeckCards: p.piles.deck.length, numHandCards: p.piles.hand.length, champions: p.piles.champions.map(cv),
    stats: { ...p.stats }, bacon: p.bacon, ...resourceView(s, p), actionCount: p.actionCount, plusEnergy: p.plusEnergy, dice: p.dice.map((d) => ({ ...d, ...(viewer === name ? powerIdleView(s, name, d) : {}) })),
    promptState: showPrompt && viewer === name ? ps : { buttons: [], controls: [], menuTitle: s.winner ? 'Game over' : s.activePlayer === name ? `${name} is playing` : 'Waiting', ...(p.alert && showPrompt ? { showAlert: p.alert.kind, message: p.alert.message } : {}) },
    // Only the viewer's own settings: the bluff timer would tell the opponent how long a window may wait.
    optionSettings: { ...(viewer === name ? p.optionSettings : defaultOptionSettings) },
    inspectionCard: viewer === name && p.inspectionCard && s.cards[p.inspectionCard] ? cv(p.inspectionCard) : undefined,
    left: p.left, selectCard: !!(viewer === name && prompt.selectableCards.length),
    showDrawDeck: p.showDrawDeck,
  };
}

const visibleDeck = (s: GameState, name: string, viewer: string | null) => viewer === name && s.manualMode && s.players[name].showDrawDeck;
void other;
