import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { replayLog, stateHash } from '../../../src/engine';
import { ReplayFile, type GameSetup, type ReplayLogEntry } from '../../../src/protocol/game';

/**
 * Games recorded before issue 14 (mulberry32, ids from the game stream, forfeits logged as manual
 * actions, undo across draws) sit in the database as setups, action logs and replays. Their setups
 * carry no generator version, and they must replay bit for bit: same final state hash as the engine
 * that recorded them (tests/unit/engine/fixtures/legacy-replay.json, made before the change).
 */
const fixture = JSON.parse(readFileSync(new URL('./fixtures/legacy-replay.json', import.meta.url), 'utf8')) as {
  games: { name: string; setup: unknown; log: unknown[]; finalHash: string; winner: string; winReason: string }[];
};

describe('legacy replays (recorded before the cryptographic generator)', () => {
  for (const g of fixture.games) {
    it(`${g.name} replays to the recorded state hash`, () => {
      // The stored replay file still parses; the hash is over the setup as it was recorded (key order included).
      const file = ReplayFile.parse({ version: 1, setup: g.setup, log: g.log, steps: [] });
      expect(file.log).toHaveLength(g.log.length);
      const s = replayLog(g.setup as GameSetup, g.log as ReplayLogEntry[]);
      expect(s.winner).toBe(g.winner);
      expect(s.winReason).toBe(g.winReason);
      expect(stateHash(s)).toBe(g.finalHash);
    });
  }
});
