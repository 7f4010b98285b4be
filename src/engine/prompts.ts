import type { GameState } from './types';
import type { PromptState, PromptButton, GameAction } from '../protocol/game';
import { other, def, canFight, characters } from './ops';
import { atMain, canPlay, canUse, pitchRefusal, reactionWindowFor } from './play';
import { attackersAvailable, canAttackWith } from './battle';
import { canReveal } from './chimera';
import { attackTargets } from './keywords';

/**
 * What a player is asked right now. The same function feeds the view (the board draws it) and
 * the bot and tests (legalActions), so what can be clicked is exactly what the engine accepts.
 */
export interface Prompt extends PromptState {
  selectableCards: string[];
}

const btn = (text: string, arg: string, extra: Partial<PromptButton> = {}): PromptButton => ({ text, command: 'menuButton', arg, ...extra });

export function promptFor(s: GameState, name: string): Prompt {
  const p = s.players[name];
  const base: Prompt = { buttons: [], controls: [], selectableCards: [], playerName: name };
  if (p.alert) Object.assign(base, { showAlert: p.alert.kind, message: p.alert.message });
  if (s.winner) return { ...base, promptTitle: s.winner === name ? 'You have won!' : `${s.winner} has won` };
  const foe = other(s, name);
  if (s.undoRequest === foe) {
    return { ...base, promptTitle: `${foe} asks to take back their last action`, buttons: [{ text: 'Allow', command: 'answerUndo', arg: 'yes' }, { text: 'Refuse', command: 'answerUndo', arg: 'no' }] };
  }
  if (s.manualModeRequest === foe) {
    return { ...base, promptTitle: `${foe} asks to turn on manual mode`, buttons: [{ text: 'Allow', command: 'answerManualMode', arg: 'yes' }, { text: 'Refuse', command: 'answerManualMode', arg: 'no' }] };
  }
  const t = s.targeting;
  if (t) {
    const unpaid = t.unpaidSince !== undefined;
    // An unpaid card is still hidden in its owner's hand: the opponent is not told a target is being chosen.
    if (t.player !== name) return { ...base, menuTitle: unpaid ? 'Waiting for opponent' : 'Waiting for opponent to choose a target' };
    const source = def(s.cards[t.source] ?? { id: t.behaviour } as never).name;
    return { ...base, promptTitle: source, menuTitle: `Choose a target for ${source}`, controls: [{ type: 'targeting', source: t.source, targets: t.targets }], selectableCards: t.targets,
      buttons: unpaid ? [btn('Cancel', 'cancel-target')] : [] };
  }
  const b = s.battle;
  if (b) {
    if (b.stage === 'declare' && b.attacker === name) {
      const mine = attackersAvailable(s, name).map((c) => c.uuid);
      const theirs = attackTargets(s, name).map((c) => c.uuid);
      return { ...base, promptTitle: 'Attack', menuTitle: 'Choose attackers, then the target', selectableCards: [...mine, ...theirs],
        buttons: [btn('Attack!', 'confirm-attack', { disabled: b.attackers.length === 0 || !b.target }), btn('Cancel', 'cancel-attack', { disabled: b.forced })] };
    }
    const win = reactionWindowFor(s, name);
    if (win) {
      const hand = p.piles.hand.filter((u) => canPlay(s, name, s.cards[u]));
      // The window closes by itself after the bluff timer (pendingTimeouts); the client counts it down.
      const timer = p.optionSettings.bluffTimer;
      return { ...base, promptTitle: win === 'attacked' ? 'You are attacked' : 'Your attack is blocked', menuTitle: 'Play a reaction or pass', selectableCards: hand,
        ...(timer > 0 && !p.isBot ? { timerLength: timer } : {}), buttons: [btn('Pass', 'pass', { timer: true })] };
    }
    if (b.stage === 'block' && b.defender === name) {
      const mine = [...p.piles.champions, ...p.piles.play].filter((u) => canFight(s.cards[u]) && u !== b.target);
      // Only attackers still unblocked can take the chosen blocker (clickInBlock refuses the others).
      const open = b.selectedBlocker ? b.attackers.filter((u) => !Object.values(b.blocks).includes(u)) : [];
      return { ...base, promptTitle: 'Declare blockers', menuTitle: b.selectedBlocker ? 'Choose the attacker to block' : 'Choose a blocker, then the attacker it blocks', selectableCards: [...mine, ...open],
        buttons: [btn('Done', 'done-blocking')] };
    }
    return { ...base, menuTitle: 'Waiting for opponent' };
  }
  if (s.activePlayer === name && p.isChimera && p.actionCount > 0) {
    return { ...base, promptTitle: 'Chimera turn', buttons: canReveal(s, name) ? [btn('Reveal behaviour', 'behaviour')] : [btn('Pass', 'end-turn')] };
  }
  if (atMain(s, name)) {
    const sel = [...p.piles.hand.filter((u) => canPlay(s, name, s.cards[u])), ...[...p.piles.champions, ...p.piles.spells].filter((u) => canUse(s, name, s.cards[u]))];
    const canAttack = characters(s, name).some((c) => canAttackWith(c, s));
    return { ...base, promptTitle: `Your turn: ${p.actionCount} action${p.actionCount === 1 ? '' : 's'} left`, menuTitle: 'Play a card, use an ability, attack or end your turn', selectableCards: sel,
      buttons: [btn('Attack', 'attack', { disabled: !canAttack }), btn(s.actedThisTurn ? 'End turn' : 'Pass', 'end-turn')] };
  }
  return { ...base, menuTitle: 'Waiting for opponent' };
}
/** Every action the engine would accept from `name` now, bar chat, manual mode and undo. */
export function legalActions(s: GameState, name: string): GameAction[] {
  const pr = promptFor(s, name);
  const out: GameAction[] = [];
  for (const b of pr.buttons) {
    if (b.disabled) continue;
    if (b.command === 'menuButton') out.push({ command: 'menuButton', arg: b.arg });
    else if (b.command === 'answerUndo') out.push({ command: 'answerUndo', accept: b.arg === 'yes' });
    else if (b.command === 'answerManualMode') out.push({ command: 'answerManualMode', accept: b.arg === 'yes' });
  }
  for (const u of pr.selectableCards) out.push({ command: 'cardClicked', uuid: u });
  if (!s.players[name].isChimera) {
    for (const u of s.players[name].piles.hand) if (!pitchRefusal(s, name, s.cards[u])) out.push({ command: 'cardAltClicked', uuid: u });
  }
  return out;
}
