import { expect } from 'vitest';
import { createGame, applyAction, chimeraTier } from '../../../src/engine';
import type { GameState, CardState } from '../../../src/engine';
import { RNG_VERSION, RULES_VERSION, type GameAction, type GameSetup } from '../../../src/protocol/game';
import type { Zone } from '../../../src/engine/types';

/**
 * A fluent test driver: a scenario is data (who holds what where), then the test plays it
 * through the same actions a client sends and checks the result.
 */
export interface SideSpec {
  champions?: string[];
  hand?: string[];
  play?: string[];
  spells?: string[];
  deck?: string[];
  bacon?: number;
  /** Every die shows its power face (default) or its basic face. */
  faces?: 'power' | 'basic';
  dice?: GameSetup['players'][0]['deck']['dicepool'];
}
export interface Scenario { alpha?: SideSpec; beta?: SideSpec; active?: 'alpha' | 'beta'; format?: GameSetup['format']; rulesVersion?: number }

const allMagic: GameSetup['players'][0]['deck']['dicepool'] = [
  { magic: 'ceremonial', count: 2 }, { magic: 'illusion', count: 1 }, { magic: 'natural', count: 2 }, { magic: 'divine', count: 1 },
  { magic: 'charm', count: 1 }, { magic: 'sympathy', count: 1 }, { magic: 'time', count: 2 },
];
const defaultChamps = ['orla-cinderhand', 'bram-oakenroot', 'seraphine-dawnsworn'];

export class Match {
  s: GameState;
  constructor(sc: Scenario = {}) {
    const side = (x: SideSpec | undefined, i: number) => {
      const ids = [...(x?.hand ?? []), ...(x?.play ?? []), ...(x?.spells ?? []), ...(x?.deck ?? ['quick-study', 'quick-study', 'hall-torch'])];
      const counts = new Map<string, number>();
      for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
      if (i === 1 && sc.format === 'solo') return { name: 'beta', isBot: true, deck: chimeraTier('ember') }; // the tier with the plain parts
      return {
        name: i === 0 ? 'alpha' : 'beta', isBot: false,
        deck: { champions: x?.champions ?? (i === 1 && sc.format === 'solo' ? ['ashmaw-head', 'ashmaw-wings', 'ashmaw-tail'] : defaultChamps), cards: [...counts].map(([id, count]) => ({ id, count })), dicepool: x?.dice ?? allMagic },
      };
    };
    const setup: GameSetup = { gameId: 't', seed: 7, rngVersion: RNG_VERSION, rulesVersion: sc.rulesVersion ?? RULES_VERSION, format: sc.format ?? 'precon', options: { showHand: false, openHands: false, muteSpectators: false }, players: [side(sc.alpha, 0), side(sc.beta, 1)] };
    const s = createGame(setup);
    for (const [name, spec] of [['alpha', sc.alpha], ['beta', sc.beta]] as const) {
      const p = s.players[name];
      if (p.isChimera) continue;
      // Put every deck card back, then deal the scenario's zones from it.
      for (const u of [...p.piles.hand]) this.place(s, u, 'deck');
      for (const [zone, list] of [['hand', spec?.hand], ['play', spec?.play], ['spells', spec?.spells]] as const) {
        for (const id of list ?? []) {
          const u = p.piles.deck.find((x) => s.cards[x].id === id)!;
          this.place(s, u, zone);
        }
      }
      p.bacon = spec?.bacon ?? 0;
      for (const d of p.dice) d.face = spec?.faces ?? 'power';
    }
    // Small scenario decks cause fatigue while dealing the opening hands: start clean.
    // Passives that act at the round's start (armor, draws) are cleared too: a scenario starts as written.
    for (const c of Object.values(s.cards)) { c.damage = 0; c.armor = 0; }
    s.activePlayer = sc.active ?? 'alpha';
    s.firstPlayer = s.activePlayer;
    s.players[s.activePlayer].actionCount = 2;
    s.players[s.activePlayer === 'alpha' ? 'beta' : 'alpha'].actionCount = 0;
    this.s = s;
  }
  private place(s: GameState, u: string, zone: Zone) {
    const c = s.cards[u];
    const p = s.players[c.owner];
    p.piles[c.zone].splice(p.piles[c.zone].indexOf(u), 1);
    c.zone = zone;
    p.piles[zone].push(u);
  }
  card(owner: 'alpha' | 'beta', id: string, nth = 0): CardState {
    const c = Object.values(this.s.cards).filter((x) => x.owner === owner && x.id === id)[nth];
    if (!c) throw new Error(`no ${id} of ${owner}`);
    return this.s.cards[c.uuid];
  }
  uuid(owner: 'alpha' | 'beta', id: string, nth = 0) {
    return this.card(owner, id, nth).uuid;
  }
  do(who: string, a: GameAction): this {
    const before = JSON.stringify(this.s);
    const r = applyAction(this.s, who, a);
    // Every scenario also checks that the engine left its input as it was (inputUntouched.test.ts says why).
    expect(JSON.stringify(this.s), 'the action changed the state it was given').toBe(before);
    if (!r.ok) throw new Error(`refused: ${r.reason}`);
    this.s = r.state;
    return this;
  }
  refuse(who: string, a: GameAction): string {
    const r = applyAction(this.s, who, a);
    expect(r.ok).toBe(false);
    return r.ok ? '' : r.reason;
  }
  click(who: string, owner: 'alpha' | 'beta', id: string, nth = 0) {
    return this.do(who, { command: 'cardClicked', uuid: this.uuid(owner, id, nth) });
  }
  /**
   * `who` plays a copy of `id` from their hand on a fresh turn of theirs: ready dice and two actions, so that only the
   * card's own effect is under test, however many copies came before.
   */
  playAgain(who: 'alpha' | 'beta', id: string) {
    this.s.activePlayer = who;
    this.s.players[who].actionCount = 2;
    for (const d of this.s.players[who].dice) d.exhausted = false;
    const u = this.s.players[who].piles.hand.find((x) => this.s.cards[x].id === id);
    if (!u) throw new Error(`no ${id} in ${who}'s hand`);
    return this.do(who, { command: 'cardClicked', uuid: u });
  }
  button(who: string, arg: string) {
    return this.do(who, { command: 'menuButton', arg });
  }
  /** alpha attacks `target` of beta with the given attackers, then beta passes and blocks nothing. */
  attack(who: 'alpha' | 'beta', attackers: string[], target: string, opts: { react?: boolean } = {}) {
    const foe = who === 'alpha' ? 'beta' : 'alpha';
    this.button(who, 'attack');
    for (const a of attackers) this.click(who, who, a);
    this.click(who, foe, target);
    this.button(who, 'confirm-attack');
    if (opts.react) return this;
    this.button(foe, 'pass');
    return this;
  }
}
