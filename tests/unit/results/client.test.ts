import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { playBotGame, preconSetup, replaySteps, stateAt, stateHash } from '../../../src/engine';
import { decodeReplay } from '../../../src/client/pages/replay/replayBytes';
import { buildTimeline, viewAtStep } from '../../../src/client/pages/replay/replayTimeline';
import { markersOf, nearestMarker } from '../../../src/client/pages/replay/seekMarkers';
import { formatStarted, percent, replayFileName, sortStats, splitDuration, totalRow } from '../../../src/client/pages/results/format';

const row = (name: string, wins: number, losses: number) => ({ id: name, name, wins, losses, total: wins + losses, winRate: wins + losses ? (wins / (wins + losses)) * 100 : 0 });

describe('the stats table helpers', () => {
  it('sorts by win rate, then games, then name', () => {
    expect(sortStats([row('b', 1, 1), row('a', 3, 0), row('c', 2, 2), row('d', 1, 0)]).map((r) => r.name)).toEqual(['a', 'd', 'c', 'b']);
  });
  it('sums the Total row and rounds its rate to a whole percent', () => {
    expect(totalRow([row('a', 2, 1), row('b', 0, 0), row('c', 0, 3)])).toEqual({ wins: 2, losses: 4, total: 6, winRate: 33 });
    expect(totalRow([])).toEqual({ wins: 0, losses: 0, total: 0, winRate: 0 });
    expect(percent(66.666)).toBe(67);
  });
  it('formats start times and durations as the spec says', () => {
    expect(formatStarted(new Date(2025, 7, 31, 9, 5).toISOString())).toBe('2025-08-31 09:05');
    expect(formatStarted(null)).toBe('');
    expect(splitDuration(83 * 60 + 59)).toEqual({ hours: 1, minutes: 23 });
    expect(splitDuration(null)).toBeNull();
    expect(replayFileName('abc')).toBe('abc.ashteki');
  });
});

describe('the replay timeline', () => {
  const setup = preconSetup(0, 1, 3);
  const game = playBotGame(setup);
  const log = game.log.map((e) => ({ ...e }));
  const file = { version: 1 as const, setup, log, steps: replaySteps(setup, log), finalHash: stateHash(game.state), winner: game.state.winner };

  it('holds at each step the state the engine reaches after that many log entries', () => {
    const timeline = buildTimeline(file);
    expect(timeline.states).toHaveLength(file.steps.length);
    for (const i of [0, 1, Math.floor(file.steps.length / 2), file.steps.length - 1]) {
      expect(stateHash(timeline.states[i])).toBe(stateHash(stateAt(setup, log, file.steps[i].index)));
    }
    expect(stateHash(timeline.states.at(-1)!)).toBe(file.finalHash);
  });

  it('takes the steps of a file that has none from its own pass, with the same states at them', () => {
    const recorded = buildTimeline(file);
    const tagged = buildTimeline({ ...file, steps: [] });
    expect(tagged.steps).toEqual(file.steps);
    expect(tagged.states.map(stateHash)).toEqual(recorded.states.map(stateHash));
  });

  it('shows a step as a replay view, from the watching player or else the first player', () => {
    const timeline = buildTimeline(file);
    const last = viewAtStep(timeline, file.steps.length - 1, 'beta');
    expect(last).toMatchObject({ isReplay: true, me: 'beta', winner: game.state.winner });
    expect(viewAtStep(timeline, 0, 'someone else').me).toBe('alpha');
  });

  it('decodes the deflated file and refuses anything else', () => {
    expect(decodeReplay(deflateSync(strToU8(JSON.stringify(file))))?.log).toHaveLength(log.length);
    expect(decodeReplay(strToU8('not deflate'))).toBeNull();
    expect(decodeReplay(deflateSync(strToU8('{"version":2}')))).toBeNull();
  });
});

describe('the seek bar markers', () => {
  const steps = ['ability', 'prepare', 'begin-turn', 'ability', 'begin-turn', 'ability', 'end'].map((tag) => ({ tag }));
  it('marks round starts, turn starts and the end', () => {
    expect(markersOf(steps)).toEqual([{ i: 1, tag: 'prepare' }, { i: 2, tag: 'begin-turn' }, { i: 4, tag: 'begin-turn' }, { i: 6, tag: 'end' }]);
  });
  it('a click goes to the nearest marker, so close ones stay reachable', () => {
    const marks = markersOf(steps);
    expect(nearestMarker(marks, 1.2)).toBe(1);
    expect(nearestMarker(marks, 1.8)).toBe(2);
    expect(nearestMarker(marks, 3)).toBe(2);
    expect(nearestMarker(marks, 5.6)).toBe(6);
    expect(nearestMarker([], 3)).toBeNull();
  });
});
