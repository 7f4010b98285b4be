import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { applyLogEntry, createGame, stateHash } from '../../../src/engine';
import { ReplayFile, type GameSetup, type ReplayLogEntry } from '../../../src/protocol/game';

/** A fixture of recorded games (scripts/make-pay-order-fixture.ts): setups, logs and each step's hash. */
export interface RecordedGame { name: string; setup: GameSetup; log: ReplayLogEntry[]; hashes: string[]; finalHash: string; winner: string; winReason: string; stateId: number }

export const readRecordedGames = (file: string): RecordedGame[] =>
  (JSON.parse(readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8')) as { games: RecordedGame[] }).games;

/** Replays a recorded game entry by entry: each applies and leaves the hash the recording engine left. */
export function expectReplaysAsRecorded(g: RecordedGame, rulesVersion: number | undefined): void {
  const file = ReplayFile.parse({ version: 1, setup: g.setup, log: g.log, steps: [] });
  expect(file.setup.rulesVersion).toBe(rulesVersion);
  // The hash covers the setup as recorded (key order included), so the game starts from that object.
  let s = createGame(g.setup);
  g.log.forEach((e, i) => {
    const r = applyLogEntry(s, e);
    if (!r.ok) throw new Error(`entry ${i} refused: ${r.reason}`);
    s = r.state;
    expect(stateHash(s), `hash after entry ${i}`).toBe(g.hashes[i]);
  });
  expect(s.winner).toBe(g.winner);
  expect(s.winReason).toBe(g.winReason);
  expect(s.stateId).toBe(g.stateId);
  expect(stateHash(s)).toBe(g.finalHash);
}
