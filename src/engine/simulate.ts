import { RNG_VERSION, RULES_VERSION, type GameSetup } from '../protocol/game';
import type { GameState } from './types';
import { createGame } from './setup';
import { applyAction } from './apply';
import { botAction } from './bot';
import { chimeraTier, precons } from './catalog';

/** Who the game waits on now (null when it is over). The node asks bots for moves with this. */
export function awaitedPlayer(s: GameState): string | null {
  if (s.winner) return null;
  if (s.undoRequest) return s.order.find((n) => n !== s.undoRequest) ?? null;
  if (s.manualModeRequest) return s.order.find((n) => n !== s.manualModeRequest) ?? null;
  if (s.targeting) return s.targeting.player;
  const b = s.battle;
  if (b) return b.stage === 'react-def' || b.stage === 'block' ? b.defender : b.attacker;
  return s.activePlayer;
}

export interface BotGame { state: GameState; steps: number; log: GameState['log'] }

/** Plays bot against bot to the end (or the step bound); used by tests and the bench. */
export function playBotGame(setup: GameSetup, maxSteps = 2000, onStep?: (s: GameState) => void): BotGame {
  let s = createGame(setup);
  let steps = 0;
  while (!s.winner && steps < maxSteps) {
    const who = awaitedPlayer(s);
    if (!who) break;
    const a = botAction(s, who);
    if (!a) throw new Error(`bot ${who} has no move at state ${s.stateId}`);
    const r = applyAction(s, who, a);
    if (!r.ok) throw new Error(`bot move refused: ${r.reason} (${JSON.stringify(a)})`);
    s = r.state;
    steps++;
    onStep?.(s);
  }
  return { state: s, steps, log: s.log };
}

export function preconSetup(a: number, b: number, seed: number | string): GameSetup {
  return {
    gameId: `sim-${a}-${b}-${String(seed).slice(0, 40)}`, seed, rngVersion: RNG_VERSION, rulesVersion: RULES_VERSION, format: 'precon', options: { showHand: false, openHands: false, muteSpectators: false },
    players: [
      { name: 'alpha', deck: precons[a], isBot: true },
      { name: 'beta', deck: precons[b], isBot: true },
    ],
  };
}

/** A solo game: the bot playing precon `a` against the chimera of `tier` (the tests and bench/chimera.ts). */
export function soloSetup(a: number, tier: string, seed: number | string): GameSetup {
  const chimera = chimeraTier(tier);
  return {
    gameId: `solo-${a}-${tier}-${String(seed).slice(0, 40)}`, seed, rngVersion: RNG_VERSION, rulesVersion: RULES_VERSION, format: 'solo', options: { showHand: false, openHands: false, muteSpectators: false },
    players: [
      { name: 'alpha', deck: precons[a], isBot: true },
      { name: `${chimera.tierName} Chimera`, deck: { champions: chimera.champions, cards: chimera.cards, dicepool: chimera.dicepool, chimeraTier: chimera.chimeraTier }, isBot: true },
    ],
  };
}
