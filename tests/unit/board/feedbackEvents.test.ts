import { describe, expect, it } from 'vitest';
import { playBotGame, preconSetup, viewFor, type GameState } from '../../../src/engine';
import type { GameView } from '../../../src/protocol/game';
import { announce } from '../../../src/client/board/scene/effects/announce';
import { arrivals, deriveEvents, type BoardEvent } from '../../../src/client/board/scene/effects/deriveEvents';
import texts from '../../../src/client/locales/en/board.json';

type Step = { prev: GameView; next: GameView; events: BoardEvent[]; state: GameState };

/** A whole bot game as one viewer saw it: every pair of successive views and the events between them. */
function watch(viewer: string | null, seed: number, a = 0, b = 1): Step[] {
  const steps: Step[] = [];
  let prev: GameView | null = null;
  playBotGame(preconSetup(a, b, seed), 2000, (state) => {
    const next = viewFor(state, viewer);
    if (prev) steps.push({ prev, next, events: deriveEvents(prev, next), state });
    prev = next;
  });
  return steps;
}

const uuidsOf = (v: GameView) => new Set(Object.values(v.players).flatMap((p) => [...Object.values(p.cardPiles).flat(), ...p.champions].map((c) => c.uuid)));
const namesOf = (v: GameView) => new Set(Object.values(v.players).flatMap((p) => [...Object.values(p.cardPiles).flat(), ...p.champions].flatMap((c) => (c.name ? [c.name] : []))));
const kinds = (steps: Step[]) => new Set(steps.flatMap((s) => s.events.map((e) => e.kind)));

/** The damage the engine's own log reports in the lines new to this view. */
function loggedDamage(s: Step): number {
  const seen = Math.max(...s.prev.messages.map((m) => m.mid));
  let sum = 0;
  for (const m of s.next.messages) {
    if (m.mid <= seen) continue;
    const text = m.message.map((f) => ('text' in f ? f.text : 'name' in f ? f.name : '')).join('');
    // "Emberfall: every champion takes N damage" announces the round's damage; each champion's own line is its hit.
    const hit = text.startsWith('Emberfall:') ? null : /takes (\d+) damage$/.exec(text);
    if (hit) sum += Number(hit[1]);
  }
  return sum;
}

const t = (key: string, values: Record<string, string | number> = {}) => {
  const path = key.split('.');
  let s: unknown = texts;
  for (const p of path) s = (s as Record<string, unknown>)[p];
  return String(s).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));
};

describe('deriveEvents: feedback from two successive views, over real engine games', () => {
  const alpha = watch('alpha', 7);

  it('finds every kind of event in a bot game: attacks, hits, heals, defeats, opponent plays, dice rolls and turns', () => {
    expect([...kinds(alpha)].sort()).toEqual(['attack', 'defeat', 'diceRoll', 'heal', 'hit', 'opponentPlay', 'turnStart']);
  });

  it('shows as much damage as the engine logs, step by step (a destroyed unit included)', () => {
    for (const s of alpha) {
      const shown = s.events.reduce((n, e) => n + (e.kind === 'hit' ? e.amount : 0), 0);
      expect(shown, `state ${s.next.stateId}`).toBe(loggedDamage(s));
    }
    expect(alpha.some((s) => loggedDamage(s) > 0)).toBe(true);
  });

  it('sends each attacker at its blocker or the battle target, when the battle resolves', () => {
    const attacks = alpha.flatMap((s) => s.events.filter((e) => e.kind === 'attack').map((e) => ({ e, s })));
    expect(attacks.length).toBeGreaterThan(0);
    for (const { e, s } of attacks) {
      if (e.kind !== 'attack') continue;
      const b = s.prev.attack!;
      expect(b.attackers).toContain(e.attacker);
      const blocker = Object.keys(b.blocks).find((k) => b.blocks[k] === e.attacker);
      expect(e.target).toBe(blocker ?? b.target);
      expect(s.next.attack?.target).not.toBe(b.target);
    }
  });

  it('marks a champion defeated once, when its view first says so', () => {
    const defeats = alpha.flatMap((s) => s.events.filter((e) => e.kind === 'defeat').map((e) => ({ e, s })));
    const champions = defeats.filter(({ e, s }) => Object.values(s.next.players).some((p) => p.champions.some((c) => c.uuid === (e as { uuid: string }).uuid)));
    expect(champions.length).toBeGreaterThan(0);
    for (const { e, s } of champions) {
      const was = Object.values(s.prev.players).flatMap((p) => p.champions).find((c) => c.uuid === (e as { uuid: string }).uuid)!;
      expect(was.defeated).toBe(false);
    }
    expect(new Set(champions.map(({ e }) => (e as { uuid: string }).uuid)).size).toBe(champions.length);
  });

  it("lets the opponent's new cards travel from their hand: unseen before, face up now, the hand one card shorter", () => {
    const plays = alpha.flatMap((s) => s.events.filter((e) => e.kind === 'opponentPlay').map((e) => ({ e, s })));
    expect(plays.length).toBeGreaterThan(0);
    for (const { e, s } of plays) {
      if (e.kind !== 'opponentPlay') continue;
      expect(e.owner).toBe('beta');
      expect(uuidsOf(s.prev).has(e.uuid)).toBe(false);
      expect(s.next.players.beta.cardPiles[e.zone].find((c) => c.uuid === e.uuid)?.facedown).toBe(false);
      expect(s.next.players.beta.numHandCards).toBeLessThan(s.prev.players.beta.numHandCards);
      expect(arrivals(s.events).has(e.uuid)).toBe(true);
    }
    // The viewer's own cards never travel from "the opponent's" hand.
    expect(alpha.flatMap((s) => s.events).some((e) => e.kind === 'opponentPlay' && e.owner === 'alpha')).toBe(false);
  });

  it('rolls the dice once per new round and starts a turn whenever the active player changes, "mine" for the viewer', () => {
    const rolls = alpha.flatMap((s) => s.events.filter((e) => e.kind === 'diceRoll'));
    expect(rolls.length).toBe(alpha[alpha.length - 1].next.round - alpha[0].prev.round);
    for (const s of alpha) {
      const turn = s.events.find((e) => e.kind === 'turnStart');
      if (s.next.activePlayerTurn && s.next.activePlayerTurn !== s.prev.activePlayerTurn) expect(turn).toEqual({ kind: 'turnStart', player: s.next.activePlayerTurn, mine: s.next.activePlayerTurn === 'alpha' });
      if (!s.next.activePlayerTurn) expect(turn).toBeUndefined();
    }
  });

  it('never names a card or uuid that the viewer could not see in the two views (players and a spectator, several games)', () => {
    for (const [viewer, seed, a, b] of [['beta', 7, 0, 1], [null, 11, 2, 3], ['alpha', 23, 1, 3]] as const) {
      const steps = watch(viewer, seed, a, b);
      expect(steps.some((s) => s.events.length > 0)).toBe(true);
      for (const s of steps) {
        const uuids = new Set([...uuidsOf(s.prev), ...uuidsOf(s.next)]);
        const names = new Set([...namesOf(s.prev), ...namesOf(s.next)]);
        for (const e of s.events) {
          if ('uuid' in e) expect(uuids.has(e.uuid)).toBe(true);
          if ('name' in e) expect(names.has(e.name)).toBe(true);
          if (e.kind === 'attack') expect([uuids.has(e.attacker), uuids.has(e.target)]).toEqual([true, true]);
        }
      }
    }
  }, 30_000);

  it('derives nothing without a previous view, across games, or backwards (a replay stepping back)', () => {
    const s = alpha.find((x) => x.events.length > 0)!;
    expect(deriveEvents(null, s.next)).toEqual([]);
    expect(deriveEvents({ ...s.prev, gameId: 'another' }, s.next)).toEqual([]);
    expect(deriveEvents(s.next, s.prev)).toEqual([]);
  });
});

describe('announce: the live region lines', () => {
  it('reads an attack with the damage it dealt as one line, and the rest alone', () => {
    const lines = announce(
      [
        { kind: 'attack', attacker: 'a', attackerName: 'Ash Knight', target: 'b', targetName: 'Tidecaller' },
        { kind: 'hit', uuid: 'b', name: 'Tidecaller', amount: 3 },
        { kind: 'hit', uuid: 'a', name: 'Ash Knight', amount: 1 },
        { kind: 'heal', uuid: 'c', name: 'Orla', amount: 2 },
        { kind: 'defeat', uuid: 'b', name: 'Tidecaller' },
        { kind: 'opponentPlay', uuid: 'd', name: 'Hound Whistle', owner: 'beta', zone: 'discard' },
        { kind: 'diceRoll', round: 2 },
        { kind: 'turnStart', player: 'alpha', mine: true },
        { kind: 'turnStart', player: 'beta', mine: false },
      ],
      t,
    );
    expect(lines).toEqual([
      'Ash Knight deals 3 damage to Tidecaller',
      'Ash Knight takes 1 damage',
      'Orla heals 2',
      'Tidecaller is defeated',
      'beta plays Hound Whistle',
      'Round 2: the dice are rolled',
      'Your turn',
      "beta's turn",
    ]);
  });

  it('names every attacker of one target once', () => {
    const lines = announce(
      [
        { kind: 'attack', attacker: 'a', attackerName: 'Hound', target: 't', targetName: 'Orla' },
        { kind: 'attack', attacker: 'b', attackerName: 'Hound', target: 't', targetName: 'Orla' },
        { kind: 'hit', uuid: 't', name: 'Orla', amount: 4 },
      ],
      t,
    );
    expect(lines).toEqual(['Hound and Hound deal 4 damage to Orla']);
  });
});
