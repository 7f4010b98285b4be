import type { GameAction } from '../../protocol/game';
import type { GameState } from '../types';
import { attackOf, characters, canFight, def } from '../ops';
import { promptFor } from '../prompts';
import { atMain, canPlay, pitchRefusal, reactionWindowFor } from '../play';
import { attackersAvailable } from '../battle';
import { attackTargets } from '../keywords';
import { attackPlan, block } from '../bot';
import { canReveal } from '../chimera';
import { diePowerRefusal } from '../dicePowers';
import { privateCopy, fastStep } from './fast';

/**
 * The search decides whole moves, not clicks. A macro is one decision of one player, as the engine
 * clicks that carry it out: a card played or an ability used with its target, a die power, a pitch
 * with the play it pays for, an attack with its attackers and target, a whole block assignment, a
 * reaction (with its target) or a pass, the end of the turn. `key` names the move the same way in
 * every sampled world (by card id, not by a hidden card's uuid), so the tree can share statistics.
 */
export interface Macro { key: string; actions: GameAction[] }

const click = (uuid: string): GameAction => ({ command: 'cardClicked', uuid });
const button = (arg: string): GameAction => ({ command: 'menuButton', arg });
const idOf = (s: GameState, u: string): string => s.cards[u]?.id ?? u;
/** A target named for the key: by uuid (targets are on the table, seen by both). */
const MAX_ATTACK_PLANS = 6;
const MAX_PITCH_FODDER = 2;

/** The macros open to `me` now (empty when nothing is asked of them). */
export function macrosFor(s: GameState, me: string): Macro[] {
  if (s.winner || s.undoRequest || s.manualModeRequest) return [];
  if (s.targeting) return s.targeting.player === me ? s.targeting.targets.map((u) => ({ key: `t:${u}`, actions: [click(u)] })) : [];
  const b = s.battle;
  if (b) {
    if (b.stage === 'declare' && b.attacker === me) return declareMacros(s, me, []);
    if (reactionWindowFor(s, me)) return reactionMacros(s, me);
    if (b.stage === 'block' && b.defender === me) return blockMacros(s, me);
    return [];
  }
  const p = s.players[me];
  if (s.activePlayer !== me || p.actionCount <= 0) return [];
  if (p.isChimera) return [{ key: 'chimera', actions: [button(canReveal(s, me) ? 'behaviour' : 'end-turn')] }];
  if (!atMain(s, me)) return [];
  const out: Macro[] = [{ key: 'end', actions: [button('end-turn')] }];
  const seen = new Set<string>(['end']);
  const add = (m: Macro) => {
    if (seen.has(m.key)) return;
    seen.add(m.key);
    out.push(m);
  };
  for (const u of promptFor(s, me).selectableCards) for (const m of withTargets(s, me, [click(u)], `p:${idOf(s, u)}`)) add(m);
  for (const d of p.dice) if (!diePowerRefusal(s, me, d.uuid)) add({ key: `d:${d.magic}`, actions: [{ command: 'useDiePower', die: d.uuid }] });
  for (const m of pitchMacros(s, me)) add(m);
  if (attackersAvailable(s, me).length > 0) {
    const t = privateCopy(s, false);
    if (!fastStep(t, me, button('attack'))) for (const m of declareMacros(t, me, [button('attack')])) add(m);
  }
  return out;
}

/** `prefix` (ending in a click that may ask for a target) completed with each target it may ask for. */
function withTargets(s: GameState, me: string, prefix: GameAction[], key: string): Macro[] {
  const t = privateCopy(s, false);
  for (const a of prefix) if (fastStep(t, me, a)) return [];
  const tg = t.targeting;
  if (!tg || tg.player !== me) return [{ key, actions: prefix }];
  return tg.targets.map((u) => ({ key: `${key}>${u}`, actions: [...prefix, click(u)] }));
}

function reactionMacros(s: GameState, me: string): Macro[] {
  const out: Macro[] = [{ key: 'pass', actions: [button('pass')] }];
  const seen = new Set<string>();
  for (const u of s.players[me].piles.hand) {
    if (!canPlay(s, me, s.cards[u])) continue;
    for (const m of withTargets(s, me, [click(u)], `r:${idOf(s, u)}`)) {
      if (seen.has(m.key)) continue;
      seen.add(m.key);
      out.push(m);
    }
  }
  return out;
}

/**
 * Attack plans from the declare stage: for each target the rule bot's greedy attacker set (the
 * fewest, strongest, that reach a kill) and every ready attacker; clicks turn the current
 * selection into the plan, then confirm. Cancel when the attack may be cancelled.
 */
function declareMacros(s: GameState, me: string, prefix: GameAction[]): Macro[] {
  const b = s.battle!;
  const mine = attackersAvailable(s, me).sort((x, y) => attackOf(s, y) - attackOf(s, x)).map((c) => c.uuid);
  const plans: { attackers: string[]; target: string }[] = [];
  const best = attackPlan(s, me);
  if (best) plans.push(best);
  for (const t of attackTargets(s, me)) {
    plans.push({ attackers: mine, target: t.uuid });
    if (mine.length > 1) plans.push({ attackers: mine.slice(0, 1), target: t.uuid });
  }
  const out: Macro[] = [];
  const seen = new Set<string>();
  for (const plan of plans) {
    const key = `a:${[...plan.attackers].sort().join(',')}>${plan.target}`;
    if (seen.has(key) || out.length >= MAX_ATTACK_PLANS) continue;
    seen.add(key);
    const clicks: GameAction[] = [];
    for (const u of b.attackers) if (!plan.attackers.includes(u)) clicks.push(click(u));
    for (const u of plan.attackers) if (!b.attackers.includes(u)) clicks.push(click(u));
    if (b.target !== plan.target) clicks.push(click(plan.target));
    out.push({ key, actions: [...prefix, ...clicks, button('confirm-attack')] });
  }
  if (!b.forced && prefix.length === 0) out.push({ key: 'cancel', actions: [button('cancel-attack')] });
  return out;
}

/**
 * Whole block assignments: none, the rule bot's (each attacker met by a blocker that survives it,
 * or chumped when the target would fall), and each single blocker on each open attacker.
 */
function blockMacros(s: GameState, me: string): Macro[] {
  const b = s.battle!;
  if (b.selectedBlocker) {
    const open = b.attackers.filter((u) => !Object.values(b.blocks).includes(u));
    return [...open.map((u) => ({ key: `b:${b.selectedBlocker}>${u}`, actions: [click(u)] })), { key: 'unselect', actions: [click(b.selectedBlocker)] }];
  }
  const done = button('done-blocking');
  const out: Macro[] = [{ key: 'noblock', actions: [done] }];
  const rule = ruleBlocks(s, me);
  if (rule.length > 1) out.push({ key: `rb:${rule.map(keyOf).join(',')}`, actions: rule });
  const open = b.attackers.filter((u) => !Object.values(b.blocks).includes(u));
  const free = characters(s, me).filter((c) => canFight(c) && c.uuid !== b.target && !b.blocks[c.uuid]);
  for (const bl of free) for (const a of open) out.push({ key: `b:${bl.uuid}>${a}`, actions: [click(bl.uuid), click(a), done] });
  return out;
}

const keyOf = (a: GameAction): string => ('uuid' in a ? String(a.uuid) : a.command);

/** The rule bot's block clicks, played out on a copy until it says done. */
function ruleBlocks(s: GameState, me: string): GameAction[] {
  const t = privateCopy(s, false);
  const out: GameAction[] = [];
  for (let i = 0; i < 12 && t.battle?.stage === 'block'; i++) {
    const a = block(t, me);
    out.push(a);
    if (fastStep(t, me, a) || (a.command === 'menuButton' && a.arg === 'done-blocking')) break;
  }
  return out;
}

/**
 * A pitch that makes a hand card playable, with that play (and its target): one macro per
 * wanted card and each of its best fodder cards (those that cannot be played now come first).
 */
function pitchMacros(s: GameState, me: string): Macro[] {
  const hand = s.players[me].piles.hand.map((u) => s.cards[u]);
  const out: Macro[] = [];
  for (const want of hand) {
    const type = def(want).type;
    if ((type !== 'Action' && type !== 'character' && type !== 'Ready Spell') || canPlay(s, me, want)) continue;
    const fodder = hand
      .filter((c) => c.uuid !== want.uuid && !pitchRefusal(s, me, c))
      .sort((a, b) => Number(canPlay(s, me, a)) - Number(canPlay(s, me, b)) || def(b).pitchValue - def(a).pitchValue)
      .slice(0, MAX_PITCH_FODDER);
    for (const f of fodder) {
      const t = privateCopy(s, false);
      if (fastStep(t, me, { command: 'cardAltClicked', uuid: f.uuid }) || !canPlay(t, me, t.cards[want.uuid])) continue;
      for (const m of withTargets(t, me, [click(want.uuid)], `x:${f.id}:${want.id}`)) out.push({ key: m.key, actions: [{ command: 'cardAltClicked', uuid: f.uuid }, ...m.actions] });
    }
  }
  return out;
}

