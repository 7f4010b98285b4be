import type { GameAction, PileName } from '../protocol/game';
import type { GameState, Rules, CardState } from './types';
import { other, say, sayChat, def, addToken } from './ops';
import { acts, words, their } from './logLine';
import { endGame, checkDestroyed } from './damage';
import { atMain, canPlay, canUse, playCard, useAbility, chooseTarget, cancelTarget, pitch, reactionWindowFor } from './play';
import { manualMovesLeaveBattle, strictDrops, chosenDice } from './rulesVersion';
import { useDiePower } from './dicePowers';
import { startAttack, clickInDeclare, confirmAttack, cancelAttack, clickInBlock, doneBlocking, closeWindow, leftBattle } from './battle';
import { endTurn } from './flow';
import { revealBehaviour } from './chimera';
import { manualDrop, runManual, toggleStatus, manualCardOk, zoneOf } from './manual';
import { visibleTo } from './visibility';
import { moveCard } from './ops';
import { playerForfeit, leaveGame } from './forfeit';

/** The one answer for a card the actor cannot see, whether it exists or not. */
export const NO_SUCH_CARD = 'no such card';

/** Actions naming a card by uuid: a uuid the actor cannot see is answered as an unknown one. */
const cardActions = new Set<GameAction['command']>(['cardClicked', 'cardAltClicked', 'inspectCard', 'drop', 'menuItemClick', 'modifyCardToken', 'toggleExhaust', 'toggleStatus']);

/**
 * A reason is built from the actor's own view: before any rule looks at a named card, a card the
 * actor cannot see (the opponent's hand and deck, their own deck, the opponent's archives) is refused
 * exactly as a uuid that names nothing, so no answer tells a hidden card's name, place or existence.
 * applyAction asks this first, before it copies the state.
 */
export function unseenCard(s: GameState, me: string, a: GameAction): string | null {
  if (!cardActions.has(a.command) || !('uuid' in a)) return null;
  const c = a.uuid === undefined ? undefined : s.cards[a.uuid];
  return !c || !visibleTo(s, c, me) ? NO_SUCH_CARD : null;
}

/** Routes a parsed action to the rule that handles it; returns a reason when it is refused. */
export function dispatchGame(s: GameState, me: string, a: GameAction, rules: Rules): string | null {
  const manual = s.manualMode;
  const err = routePaidWith(s, me, a, rules);
  // Hand tools can take a card out of a battle (rules version 3): the battle follows.
  if (!err && manual && s.battle && manualMovesLeaveBattle(s.setup)) leftBattle(s);
  return err;
}

/** Routes the action, paying with the dice the player chose when they chose some (rules version 3). */
function routePaidWith(s: GameState, me: string, a: GameAction, rules: Rules): string | null {
  if (!('dice' in a) || !a.dice || !chosenDice(s.setup)) return route(s, me, a, rules);
  // The chosen dice pay for this one action (costs.ts); a payment they do not cover exactly is refused.
  s.payWith = a.dice;
  try {
    const refused = route(s, me, a, rules);
    return refused && `${refused} with the dice you chose (they must pay the cost exactly)`;
  } finally {
    delete s.payWith;
  }
}

function route(s: GameState, me: string, a: GameAction, rules: Rules): string | null {
  const p = s.players[me];
  const over = !!s.winner;
  const gameOnly = () => (over ? 'the game is over' : null);
  switch (a.command) {
    case 'chat': {
      if (a.text.startsWith('/')) {
        const [name, ...args] = a.text.slice(1).trim().split(/\s+/);
        const command = name.toLowerCase();
        return gameOnly() ?? (command === 'forfeit' ? playerForfeit(s, me, args.slice(0, 3), rules) : runManual(s, me, command, args.slice(0, 3)));
      }
      sayChat(s, me, a.text);
      return null;
    }
    case 'manual': return a.name === 'forfeit' ? playerForfeit(s, me, a.args, rules) : gameOnly() ?? runManual(s, me, a.name, a.args);
    case 'closeAlert': p.alert = null; return null;
    case 'concede': return gameOnly() ?? (endGame(s, other(s, me), 'concede'), null);
    case 'leavegame': return leaveGame(s, me, rules);
    case 'inspectCard': {
      // unseenCard refused a hidden or unknown card already; these checks keep legacy replays (which skip it) as they were.
      const c = s.cards[a.uuid];
      if (!c || !visibleTo(s, c, me)) return NO_SUCH_CARD;
      p.inspectionCard = c.uuid;
      return null;
    }
    case 'closeInspector': p.inspectionCard = null; return null;
    case 'toggleOptionSetting': {
      const isNum = a.name === 'bluffTimer' || a.name === 'alertTimer';
      if (isNum !== (typeof a.value === 'number')) return 'wrong value for that setting';
      (p.optionSettings as Record<string, unknown>)[a.name] = a.value;
      return null;
    }
    case 'toggleMuteSpectators':
      s.muteSpectators = !s.muteSpectators;
      // Said in the log so everyone (spectators first) learns why their input closed or opened.
      // Legacy games replay without the line: their recorded messages (and hash) stay as they were.
      if (rules === 'current') say(s, acts(me, s.muteSpectators ? 'mutes' : 'unmutes', words('spectators')));
      return null;
    case 'pileClicked': return null;
    case 'toggleManualMode':
      if (over) return 'the game is over';
      if (s.manualMode) {
        s.manualMode = false;
        say(s, acts(me, 'turns', words('manual mode off')));
      } else {
        s.manualModeRequest = me;
        say(s, acts(me, 'asks', words('to turn manual mode on')));
      }
      return null;
    case 'answerManualMode':
      if (!s.manualModeRequest || s.manualModeRequest === me) return 'no manual mode request to answer';
      s.manualModeRequest = null;
      s.manualMode = a.accept;
      say(s, a.accept ? acts(me, 'agrees', words(': manual mode is on')) : acts(me, 'refuses', words('manual mode')));
      return null;
    // Undo needs the log's rebuild (undo.ts), which apply.ts hands it.
    case 'requestUndo': case 'answerUndo': return 'handled elsewhere';
    case 'showDrawDeck':
      // The deck is always the sender's own: the action names no player, so no one can open another's.
      if (!s.manualMode) return 'manual mode is off';
      if (over) return 'the game is over';
      // Opening is said in the log so the opponent knows the deck was seen (closing is not news).
      // Legacy games replay without the line: their recorded messages (and hash) stay as they were.
      if (a.visible && !p.showDrawDeck && rules === 'current') say(s, acts(me, 'looks', words('at'), their(me), words('deck')));
      p.showDrawDeck = a.visible;
      return null;
    case 'shuffleDeck':
      if (!s.manualMode) return 'manual mode is off';
      return runManual(s, me, 'shuffle', []);
    case 'modifyCardToken': case 'toggleExhaust': case 'toggleStatus': {
      const c = manualCardOk(s, me, s.cards[a.uuid]);
      if (typeof c === 'string') return c;
      if (a.command === 'toggleExhaust') c.exhausted = !c.exhausted;
      else if (a.command === 'toggleStatus') toggleStatus(c, a.status);
      else if (a.token === 'damage') {
        c.damage = Math.max(0, c.damage + a.delta);
        checkDestroyed(s, c);
      } else if (a.token === 'armor') c.armor = Math.max(0, c.armor + a.delta);
      else addToken(c, a.token, a.delta);
      return null;
    }
    case 'drop': {
      if (over) return 'the game is over';
      const c = s.cards[a.uuid];
      if (!c || c.owner !== me) return 'no such card of yours';
      if (strictDrops(s.setup)) return dropCard(s, me, c, a.source, a.target);
      if (s.manualMode) return manualDrop(s, me, c, a.source, a.target);
      if (a.source !== 'hand' || c.zone !== 'hand') return 'only cards from your hand can be dragged';
      if (a.target === 'play area' || a.target === 'spells') return playCard(s, me, c);
      if (a.target === 'discard' || a.target === 'spent') return pitch(s, me, c);
      return `cannot drop on ${a.target}`;
    }
    case 'menuItemClick': {
      const c = s.cards[a.uuid];
      if (!c) return NO_SUCH_CARD;
      if (a.item === 'pitch') return gameOnly() ?? pitch(s, me, c);
      if (a.item === 'play' || a.item === 'use') return gameOnly() ?? clickCard(s, me, c.uuid);
      if (!s.manualMode) return 'manual mode is off';
      if (['discard', 'hand', 'deck', 'archives', 'purged', 'play area'].includes(a.item) && c.owner === me) {
        moveCard(s, c.uuid, zoneOf(a.item as 'discard'));
        return null;
      }
      return 'unknown menu item';
    }
    case 'cardAltClicked': {
      const c = s.cards[a.uuid];
      if (!c) return NO_SUCH_CARD;
      return gameOnly() ?? pitch(s, me, c);
    }
    case 'cardClicked': return gameOnly() ?? clickCard(s, me, a.uuid);
    case 'useDiePower': return gameOnly() ?? useDiePower(s, me, a.die);
    case 'menuButton': return gameOnly() ?? (a.arg === 'done' ? ((p.alert = null), null) : button(s, me, a.arg ?? ''));
  }
}

/**
 * Rules version 2: a drop does what its pile says or is refused with the reason. The spent pile
 * pitches (in manual mode too: pitching is a move of the game); otherwise manual mode moves cards
 * by hand; outside it a hand card dropped on the play area is played, and a Ready Spell is played
 * by dropping it on the spell row and only there.
 */
function dropCard(s: GameState, me: string, c: CardState, source: PileName, target: PileName): string | null {
  const fromHand = source === 'hand' && c.zone === 'hand';
  if (fromHand && target === 'spent') return pitch(s, me, c);
  if (s.manualMode) return manualDrop(s, me, c, source, target);
  if (!fromHand) return 'only cards from your hand can be dragged';
  const readySpell = def(c).type === 'Ready Spell';
  if (target === 'spells') return readySpell ? playCard(s, me, c) : 'only a Ready Spell goes to your spell row';
  if (target === 'play area') return readySpell ? 'a Ready Spell is played on your spell row' : playCard(s, me, c);
  if (target === 'discard') return 'to pitch a card, drop it on your spent pile';
  return `cannot drop on ${target}`;
}

function clickCard(s: GameState, me: string, uuid: string): string | null {
  const c = s.cards[uuid];
  if (!c) return NO_SUCH_CARD;
  if (s.undoRequest || s.manualModeRequest) return 'answer the request first';
  // The other player choosing a target: the click is theirs to wait for, not a target of this player's.
  if (s.targeting) return s.targeting.player === me ? chooseTarget(s, me, uuid) : s.activePlayer === me ? 'not your move' : 'not your turn';
  const b = s.battle;
  if (b) {
    if (b.stage === 'declare' && b.attacker === me) return clickInDeclare(s, me, c);
    if (b.stage === 'block' && b.defender === me) return clickInBlock(s, me, c);
    if (reactionWindowFor(s, me)) return playCard(s, me, c);
    return 'not your move';
  }
  if (!atMain(s, me)) return 'not your turn';
  if (c.zone === 'hand' && canPlay(s, me, c)) return playCard(s, me, c);
  if (canUse(s, me, c)) return useAbility(s, me, c);
  return `${def(c).name} cannot be played or used now`;
}

function button(s: GameState, me: string, arg: string): string | null {
  if (s.undoRequest || s.manualModeRequest) return 'answer the request first';
  const b = s.battle;
  switch (arg) {
    case 'attack': return atMain(s, me) ? startAttack(s, me) : 'not your turn';
    case 'confirm-attack': return b?.stage === 'declare' && b.attacker === me ? confirmAttack(s, me) : 'no attack to confirm';
    case 'cancel-attack': return b?.stage === 'declare' && b.attacker === me ? cancelAttack(s) : 'no attack to cancel';
    case 'cancel-target': return cancelTarget(s, me);
    case 'done-blocking': return b?.stage === 'block' && b.defender === me ? doneBlocking(s) : 'not blocking now';
    case 'pass':
      if (!reactionWindowFor(s, me)) return 'no reaction window';
      closeWindow(s);
      return null;
    case 'end-turn':
      if (s.activePlayer !== me || s.battle || s.targeting || s.players[me].actionCount <= 0) return 'not your turn';
      endTurn(s);
      return null;
    case 'behaviour': return s.activePlayer === me && !s.battle && s.players[me].actionCount > 0 ? revealBehaviour(s, me) : 'not your turn';
    default: return `unknown button ${arg}`;
  }
}
