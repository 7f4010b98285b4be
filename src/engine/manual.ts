import type { GameState, Zone, CardState } from './types';
import type { PileName, StatusName } from '../protocol/game';
import { manualMoves, manualTargets, statusNames } from '../protocol/game';
import { moveCard, say, addStatus, addToken, removeStatus, isCharacter, def } from './ops';
import { acts, cardWord, their, words, type Verb, type Word } from './logLine';
import { checkDestroyed } from './damage';
import { draw, summon } from './effects';
import { shuffle, randomInt } from './rng';

export const zoneOf = (p: PileName): Zone => (p === 'play area' ? 'play' : (p as Zone));
export const pileOf = (z: Zone): PileName | 'champions' => (z === 'play' ? 'play area' : z === 'attached' ? 'play area' : (z as PileName | 'champions'));

export function manualDrop(s: GameState, me: string, c: CardState, source: PileName, target: PileName): string | null {
  if (c.owner !== me) return 'you can move only your own cards';
  if (pileOf(c.zone) !== source) return 'the card is not in that pile';
  if (!manualMoves[source]?.includes(target)) return `cannot move a card from ${source} to ${target}`;
  if (def(c).type === 'Conjuration' && target !== 'play area' && target !== 'purged') return 'a conjuration goes back to its pile, not there';
  if (target === 'spells' && def(c).type !== 'Ready Spell') return 'only a Ready Spell goes to the spell row';
  if (!manualTargets(source, def(c).type).includes(target)) return `cannot move a card from ${source} to ${target}`;
  moveCard(s, c.uuid, zoneOf(target), target === 'deck' ? 'top' : 'bottom');
  say(s, acts(me, 'moves', words(`a card from ${source} to ${target}`)));
  return null;
}

export const manualCommands: { name: string; syntax: string; description: string }[] = [
  { name: 'draw', syntax: '/draw N', description: 'Draw N cards (1 if N is left out).' },
  { name: 'discard', syntax: '/discard N', description: 'Discard N cards at random from your hand.' },
  { name: 'damage', syntax: '/damage N', description: 'Put N damage on the card you are inspecting (armor does not stop it).' },
  { name: 'heal', syntax: '/heal N', description: 'Remove N damage from the card you are inspecting.' },
  { name: 'armor', syntax: '/armor N', description: 'Give the inspected card N armor (negative N removes armor).' },
  { name: 'token', syntax: '/token NAME N', description: 'Add N tokens called NAME to the inspected card (negative N removes them).' },
  { name: 'status', syntax: '/status NAME', description: 'Toggle marked, disarmed, buffed or empowered on the inspected card.' },
  { name: 'exhaust', syntax: '/exhaust', description: 'Exhaust or ready the inspected card.' },
  { name: 'roll', syntax: '/roll', description: 'Roll your unexhausted dice again.' },
  { name: 'bacon', syntax: '/bacon N', description: 'Gain N bacon (negative N spends it).' },
  { name: 'energy', syntax: '/energy N', description: 'Gain N upgraded energy (negative N removes it).' },
  { name: 'actions', syntax: '/actions N', description: 'Set the actions you have left this turn to N.' },
  { name: 'shuffle', syntax: '/shuffle', description: 'Shuffle your deck.' },
  { name: 'summon', syntax: '/summon NAME', description: 'Summon a conjuration by name from your conjuration pile.' },
  { name: 'purge', syntax: '/purge', description: 'Put the inspected card (yours) into your purged pile.' },
  { name: 'forfeit', syntax: '/forfeit', description: 'Concede the game at once (works outside manual mode too; it takes no argument).' },
];

const num = (x: string | undefined, dflt: number) => {
  const n = x === undefined ? dflt : Number(x);
  return Number.isInteger(n) && Math.abs(n) <= 20 ? n : null;
};

export function runManual(s: GameState, me: string, name: string, args: string[]): string | null {
  if (!s.manualMode) return 'manual mode is off';
  const p = s.players[me];
  const n = num(args[0], 1);
  const insp = p.inspectionCard ? s.cards[p.inspectionCard] : undefined;
  const needCard = (): CardState | string => (insp && (insp.zone === 'play' || insp.zone === 'champions') ? insp : 'inspect a card in play first');
  const note = (v: Verb, ...rest: Word[]) => say(s, acts(me, v, ...rest));
  switch (name) {
    case 'draw': if (n === null || n < 0) return 'bad number'; draw(s, me, n); note('draws', words(`${n} card(s) by hand`)); return null;
    case 'discard': {
      if (n === null || n < 0) return 'bad number';
      for (let i = 0; i < n && p.piles.hand.length; i++) moveCard(s, p.piles.hand[randomInt(s, p.piles.hand.length)], 'discard');
      note('discards', words(`${n} card(s) at random`));
      return null;
    }
    case 'damage': case 'heal': case 'armor': case 'exhaust': case 'token': case 'status': case 'purge': {
      const c = needCard();
      if (typeof c === 'string') return c;
      if (name === 'damage' || name === 'heal') {
        if (n === null || n < 0) return 'bad number';
        c.damage = Math.max(0, c.damage + (name === 'damage' ? n : -n));
        checkDestroyed(s, c);
      } else if (name === 'armor') {
        if (n === null) return 'bad number';
        c.armor = Math.max(0, c.armor + n);
      } else if (name === 'exhaust') c.exhausted = !c.exhausted;
      else if (name === 'token') {
        const k = num(args[1], 1);
        if (!args[0] || !/^[a-z]{1,16}$/i.test(args[0]) || k === null) return 'usage: /token NAME N';
        addToken(c, args[0], k);
      } else if (name === 'status') {
        if (!(statusNames as readonly string[]).includes(args[0] ?? '')) return 'unknown status';
        toggleStatus(c, args[0] as StatusName);
      } else {
        if (c.owner !== me) return 'you can purge only your own cards';
        moveCard(s, c.uuid, 'purged');
      }
      say(s, acts(me, 'uses', words(`/${name} on`), cardWord(c)));
      return null;
    }
    case 'roll':
      for (const d of p.dice) if (!d.exhausted) d.face = randomInt(s, 2) === 0 ? 'power' : 'basic';
      note('rolls', their(me), words('dice again'));
      return null;
    case 'bacon': if (n === null) return 'bad number'; p.bacon = Math.max(0, p.bacon + n); note('changes', words(`bacon by ${n}`)); return null;
    case 'energy': if (n === null) return 'bad number'; p.plusEnergy = Math.max(0, p.plusEnergy + n); note('changes', words(`upgraded energy by ${n}`)); return null;
    case 'actions': if (n === null || n < 0) return 'bad number'; p.actionCount = n; note('sets', their(me), words(`actions to ${n}`)); return null;
    case 'shuffle': shuffle(s, p.piles.deck); for (const u of [...p.piles.deck]) moveCard(s, u, 'deck'); note('shuffles', their(me), words('deck')); return null;
    case 'summon': {
      const want = args.join(' ').toLowerCase();
      const u = p.piles.conjurations.find((x) => def(s.cards[x]).name.toLowerCase() === want);
      if (!u || !summon(s, me, s.cards[u].id)) return 'no such conjuration left';
      return null;
    }
    default: return `unknown command /${name}`;
  }
}

export function toggleStatus(c: CardState, st: StatusName): void {
  if (c.statuses.includes(st)) removeStatus(c, st);
  else addStatus(c, st);
}

export function manualCardOk(s: GameState, me: string, c: CardState | undefined): CardState | string {
  if (!s.manualMode) return 'manual mode is off';
  if (!c || !(isCharacter(c) || c.zone === 'spells')) return 'no such card in play';
  if (c.owner !== me && c.zone !== 'play' && c.zone !== 'champions') return 'not your card';
  return c;
}
