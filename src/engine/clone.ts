import type { GameState } from './types';

/**
 * The engine works on a copy and never touches its input (tests/unit/engine/inputUntouched.test.ts). The
 * growing lists (log, steps, messages, card log) hold entries that are never changed once written, so a
 * shallow copy of those arrays is enough. A card's statuses and tokens are replaced, never changed in
 * place (types.ts), so a card's copy shares them: each copy a game node keeps outlives the young
 * generation, and one object a card, not three, is what its scavenges move (bench/nodeGc.ts, issue 19).
 * The rest is small and copied deeply. Measured in bench/engine.ts.
 */
export function cloneState(s: GameState): GameState {
  const players: GameState['players'] = {};
  for (const [k, p] of Object.entries(s.players)) {
    const piles = {} as typeof p.piles;
    for (const [z, list] of Object.entries(p.piles)) piles[z as keyof typeof piles] = [...list];
    players[k] = { ...p, piles, dice: p.dice.map((d) => ({ ...d })), stats: { ...p.stats }, optionSettings: { ...p.optionSettings }, alert: p.alert ? { ...p.alert } : null };
  }
  const cards: GameState['cards'] = {};
  for (const k in s.cards) cards[k] = { ...s.cards[k] };
  return {
    ...s,
    players,
    cards,
    battle: s.battle ? { ...s.battle, attackers: [...s.battle.attackers], blocks: { ...s.battle.blocks } } : null,
    targeting: s.targeting ? { ...s.targeting, targets: [...s.targeting.targets] } : null,
    order: [s.order[0], s.order[1]],
    log: [...s.log],
    undoable: [...s.undoable],
    steps: [...s.steps],
    messages: [...s.messages],
    cardLog: [...s.cardLog],
  };
}
