import type { GameState, CardState } from './types';
import { other, canFight, attackOf, isCharacter, say, logCard, removeStatus, characters } from './ops';
import { acts, cardRef, cardWord, words } from './logLine';
import { atOnce, dealDamage } from './damage';
import { simultaneousDamage } from './rulesVersion';
import { step } from './steps';
import { useAction, afterAction } from './flow';
import { sick, isAttackTarget, hitBack } from './keywords';
import { attackDeclared } from './triggers';
import * as passives from './passives';

/**
 * A battle: the attacker picks attackers and one target, the defender gets a reaction window,
 * then blocks, the attacker gets a reaction window, and all damage lands at once.
 */

export const canAttackWith = (c: CardState, s: GameState) => canFight(c) && attackOf(s, c) > 0 && !sick(c);

export function attackersAvailable(s: GameState, me: string): CardState[] {
  return characters(s, me).filter((c) => canAttackWith(c, s));
}

export function startAttack(s: GameState, me: string): string | null {
  if (attackersAvailable(s, me).length === 0) return 'no character can attack';
  s.battle = { attacker: me, defender: other(s, me), stage: 'declare', attackers: [], target: null, blocks: {}, selectedBlocker: null, forced: false };
  return null;
}

export function clickInDeclare(s: GameState, me: string, c: CardState): string | null {
  const b = s.battle!;
  if (c.owner === me) {
    if (!canAttackWith(c, s)) return 'that character cannot attack';
    b.attackers = b.attackers.includes(c.uuid) ? b.attackers.filter((u) => u !== c.uuid) : [...b.attackers, c.uuid];
    return null;
  }
  if (!isCharacter(c)) return 'not a target';
  if (!isAttackTarget(s, me, c)) return 'a ready guard must be attacked first';
  b.target = b.target === c.uuid ? null : c.uuid;
  return null;
}

export function confirmAttack(s: GameState, me: string): string | null {
  const b = s.battle!;
  if (b.attackers.length === 0 || !b.target) return 'choose attackers and a target';
  // Before rules version 3 a card moved by hand into the deck left its old id here (see leftBattle).
  if (!s.cards[b.target] || b.attackers.some((u) => !s.cards[u])) return 'an attacker or the target has left play: cancel the attack';
  if (!b.forced) useAction(s, me);
  for (const u of b.attackers) s.cards[u].exhausted = true;
  const target = s.cards[b.target];
  say(s, acts(me, 'attacks', cardWord(target), words('with'), { w: 'cards', cards: b.attackers.map((u) => cardRef(s.cards[u])) }));
  logCard(s, 'attack', me, target);
  attackDeclared(s);
  step(s, 'attackers-declared');
  b.stage = 'react-def';
  passives.attackDeclared(s);
  return null;
}

export function cancelAttack(s: GameState): string | null {
  if (s.battle?.forced) return 'this attack cannot be cancelled';
  s.battle = null;
  return null;
}

/** Blocking: click one of your ready characters, then the attacker it stops. Click again to undo. */
export function clickInBlock(s: GameState, me: string, c: CardState): string | null {
  const b = s.battle!;
  if (c.owner === me) {
    if (b.blocks[c.uuid]) {
      delete b.blocks[c.uuid];
      return null;
    }
    if (!canFight(c) || c.uuid === b.target) return 'that character cannot block';
    b.selectedBlocker = b.selectedBlocker === c.uuid ? null : c.uuid;
    return null;
  }
  if (!b.selectedBlocker) return 'choose a blocker first';
  if (!b.attackers.includes(c.uuid)) return 'that is not an attacker';
  if (Object.values(b.blocks).includes(c.uuid)) return 'that attacker is already blocked';
  b.blocks[b.selectedBlocker] = c.uuid;
  b.selectedBlocker = null;
  return null;
}

export function doneBlocking(s: GameState): string | null {
  const b = s.battle!;
  b.selectedBlocker = null;
  for (const u of Object.keys(b.blocks)) s.cards[u].exhausted = true;
  step(s, 'defenders-declared');
  b.stage = 'react-att';
  return null;
}

/** A reaction window closed (pass or a reaction resolved): move the battle on. */
export function closeWindow(s: GameState): void {
  const b = s.battle;
  if (!b || s.winner) return;
  if (b.attackers.length === 0 || !b.target || !isCharacter(s.cards[b.target] ?? ({} as CardState))) {
    endBattle(s);
    return;
  }
  if (b.stage === 'react-def') b.stage = 'block';
  else if (b.stage === 'react-att') resolveBattle(s);
}

/**
 * Rules version 3, manual mode: a card moved by hand (or damaged out of play) leaves the battle it
 * was in. An attacker or blocker that is no longer a character of its side drops out; if the target
 * is gone, the battle ends, and the log says so.
 */
export function leftBattle(s: GameState): void {
  const b = s.battle;
  if (!b) return;
  const fights = (u: string, side: string) => !!s.cards[u] && s.cards[u].owner === side && isCharacter(s.cards[u]);
  b.attackers = b.attackers.filter((u) => fights(u, b.attacker));
  for (const [k, v] of Object.entries(b.blocks)) if (!fights(k, b.defender) || !b.attackers.includes(v)) delete b.blocks[k];
  if (b.selectedBlocker && !fights(b.selectedBlocker, b.defender)) b.selectedBlocker = null;
  if (!b.target || fights(b.target, b.defender)) return;
  say(s, [words('The attack ends: its target has left play')]);
  endBattle(s);
}

function strike(s: GameState, c: CardState): number {
  let n = attackOf(s, c);
  if (c.statuses.includes('empowered')) {
    n += 2;
    removeStatus(c, 'empowered');
  }
  return n;
}

export function resolveBattle(s: GameState): void {
  const b = s.battle!;
  const hits: [CardState, number, string][] = [];
  const target = b.target ? s.cards[b.target] : null;
  let counterAt: CardState | null = null;
  for (const u of b.attackers) {
    const a = s.cards[u];
    if (!a || !isCharacter(a)) continue;
    const blocker = Object.keys(b.blocks).find((k) => b.blocks[k] === u);
    const bl = blocker ? s.cards[blocker] : null;
    if (bl && isCharacter(bl)) {
      hits.push([bl, strike(s, a), b.attacker]);
      if (!bl.statuses.includes('disarmed') && hitBack(a)) hits.push([a, strike(s, bl), b.defender]);
    } else if (target && isCharacter(target)) {
      hits.push([target, strike(s, a), b.attacker]);
      if (hitBack(a)) counterAt ??= a;
    }
  }
  // The target strikes back at the first unblocked attacker if it is armed, ready or exhausted:
  // an attacker never hits for free, so committing first is not a handicap.
  if (target && counterAt && isCharacter(target) && !target.statuses.includes('disarmed')) {
    hits.push([counterAt, strike(s, target), b.defender]);
  }
  if (simultaneousDamage(s.setup)) atOnce(s, () => landTogether(s, hits));
  else for (const [c, n, by] of hits) if (!s.winner) dealDamage(s, c, n, by);
  if (s.winner) return;
  step(s, 'battle-resolved');
  endBattle(s);
}

/**
 * Rules version 3: each character takes the sum of its hits in one blow (a mark adds 1 once, armor
 * soaks once), in board order, so the order attackers were clicked in changes nothing.
 */
function landTogether(s: GameState, hits: [CardState, number, string][]): void {
  const sums = new Map<CardState, { n: number; by: string }>();
  for (const [c, n, by] of hits) sums.set(c, { n: (sums.get(c)?.n ?? 0) + n, by });
  const place = (c: CardState) => [s.order.indexOf(c.owner), c.zone === 'champions' ? 0 : 1, s.players[c.owner].piles[c.zone].indexOf(c.uuid)];
  const ordered = [...sums].sort(([a], [b]) => {
    const [x, y] = [place(a), place(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
  for (const [c, { n, by }] of ordered) dealDamage(s, c, n, by);
}

function endBattle(s: GameState): void {
  s.battle = null;
  afterAction(s);
}
