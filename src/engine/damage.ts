import type { GameState, CardState } from './types';
import { def, isDefeated, livingChampions, moveCard, other, say, removeStatus, isCharacter } from './ops';
import { acts, cardWord, words } from './logLine';
import { step } from './steps';
import { unitDestroyed } from './triggers';
import * as passives from './passives';

/** When a champion is defeated, each other living champion of its side removes this much damage. */
export const LAST_STAND_HEAL = 2;

/** Deals damage: marked adds 1 (and ends), armor soaks first. Returns the damage that landed. */
export function dealDamage(s: GameState, target: CardState, amount: number, by: string | null): number {
  if (!isCharacter(target) || amount <= 0) return 0;
  let n = amount;
  if (target.statuses.includes('marked')) {
    n += 1;
    removeStatus(target, 'marked');
  }
  const soaked = Math.min(target.armor, n);
  target.armor -= soaked;
  n -= soaked;
  if (n <= 0) return 0;
  target.damage += n;
  if (by && by !== target.owner) s.players[by].stats.damageDealt += n;
  say(s, [cardWord(target), words(`takes ${n} damage`)]);
  checkDestroyed(s, target);
  passives.damaged(s, target, n);
  return n;
}

export function heal(c: CardState, amount: number): void {
  c.damage = Math.max(0, c.damage - amount);
}

/** A unit at its defense leaves play; a champion stays in its row, defeated. */
export function checkDestroyed(s: GameState, c: CardState): void {
  const defense = def(c).defense ?? 0;
  if (c.damage < defense) return;
  if (c.zone === 'play') {
    say(s, [cardWord(c), words('is destroyed')]);
    const isConj = def(c).type === 'Conjuration';
    removeFromBattle(s, c.uuid);
    moveCard(s, c.uuid, isConj ? 'conjurations' : 'discard');
    unitDestroyed(s, c);
    passives.defeated(s, c);
    return;
  }
  if (c.zone === 'champions' && isDefeated(c)) {
    c.statuses = [];
    c.armor = 0;
    c.exhausted = true;
    removeFromBattle(s, c.uuid);
    for (const a of [...s.players[c.owner].piles.attached]) if (s.cards[a].attachedTo === c.uuid) moveCard(s, a, 'conjurations');
    const foe = other(s, c.owner);
    s.players[foe].stats.championsDefeated += 1;
    const waiting = held.get(s);
    if (!waiting) lastStand(s, c);
    say(s, [cardWord(c), words('is defeated'), words('!')], 'danger');
    for (const name of s.order) s.players[name].alert = { kind: 'defeat', message: `${def(c).name} is defeated`, champion: c.uuid };
    if (waiting) waiting.push(c);
    else checkWinner(s);
    passives.defeated(s, c);
  }
}

/** Last stand: the fallen champion's companions rally (a way back for the side behind). */
function lastStand(s: GameState, fallen: CardState): void {
  for (const o of livingChampions(s, fallen.owner)) heal(o, LAST_STAND_HEAL);
}

/** Champions defeated while damage lands at once: their last stands and the winner wait for all of it. */
const held = new WeakMap<GameState, CardState[]>();

/**
 * Rules version 3: damage that happens at the same moment (a battle, Emberfall, the draws of a
 * prepare). `deal` lands every hit and destroys or defeats what reaches its defense; only then does
 * each defeated champion's last stand heal the champions still standing, and the winner is decided
 * once, so the order the hits are listed in never decides which champion falls.
 */
export function atOnce(s: GameState, deal: () => void): void {
  if (held.has(s)) return deal();
  const fallen: CardState[] = [];
  held.set(s, fallen);
  try {
    deal();
  } finally {
    held.delete(s);
  }
  for (const c of fallen) lastStand(s, c);
  checkWinner(s);
}

function removeFromBattle(s: GameState, uuid: string): void {
  const b = s.battle;
  if (!b) return;
  b.attackers = b.attackers.filter((u) => u !== uuid);
  for (const [k, v] of Object.entries(b.blocks)) if (k === uuid || v === uuid) delete b.blocks[k];
  if (b.selectedBlocker === uuid) b.selectedBlocker = null;
}

export function checkWinner(s: GameState): void {
  if (s.winner) return;
  const [a, b] = s.order;
  const aDead = livingChampions(s, a).length === 0;
  const bDead = livingChampions(s, b).length === 0;
  if (!aDead && !bDead) return;
  // Both sides falling at once goes to the player whose turn it is: they struck last.
  const win = aDead && bDead ? s.activePlayer : aDead ? b : a;
  endGame(s, win, 'champions defeated');
}

export function endGame(s: GameState, win: string, reason: GameState['winReason']): void {
  if (s.winner) return;
  s.winner = win;
  s.winReason = reason;
  s.battle = null;
  s.targeting = null;
  say(s, acts(win, 'has', words(`won the game (${reason})`)), 'success');
  step(s, 'end');
}
