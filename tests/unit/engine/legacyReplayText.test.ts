import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseReplayJson } from '../../../src/client/pages/replay/replayJson';

/**
 * A replay recorded before the protocol refused control characters may hold one in a chat line
 * (PostgreSQL's jsonb stored U+0007 happily). The viewer must still load it, showing U+FFFD.
 */
const fixture = JSON.parse(readFileSync(new URL('./fixtures/legacy-replay.json', import.meta.url), 'utf8')) as {
  games: { setup: unknown; log: unknown[] }[];
};

describe('an old replay with a control character in its chat', () => {
  const g = fixture.games[0];
  const chat = { player: (g.log[0] as { player: string }).player, action: { command: 'chat', text: 'gg\u0007 well played' } };
  const json = JSON.stringify({ version: 1, setup: g.setup, log: [...g.log.slice(0, 3), chat], steps: [] });

  it('loads, with the character shown as U+FFFD', () => {
    const replay = parseReplayJson(json);
    expect(replay).not.toBeNull();
    expect(replay!.log.at(-1)).toMatchObject({ action: { command: 'chat', text: 'gg\ufffd well played' } });
  });

  it('still refuses what is not a replay at all', () => {
    expect(parseReplayJson(JSON.stringify({ version: 1, setup: 'nope', log: [], steps: [] }))).toBeNull();
  });
});
