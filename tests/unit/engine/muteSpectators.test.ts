import { describe, it, expect } from 'vitest';
import { applyAction, viewFor, type GameState } from '../../../src/engine';
import { plain } from '../../../src/engine/wording';
import { Match } from './driver';

/** Muting spectators from the chat header (issue 22): a player's toggle, said in the log; spectators cannot touch it. */

const A = 'alpha';
const WATCHER = 'watcher';

const lines = (s: GameState, viewer: string | null) => viewFor(s, viewer).messages.map((m) => (m.name ? `${m.name}: ` : '') + m.message.map(plain).join(''));

function must(s: GameState, who: string, action: Parameters<typeof applyAction>[2]): GameState {
  const r = applyAction(s, who, action);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

describe('muting spectators', () => {
  it('a player mutes: the view says so, the log tells everyone, and a spectator is refused until unmuted', () => {
    let s = new Match().s;
    expect(applyAction(s, WATCHER, { command: 'chat', text: 'hello' }).ok).toBe(true);

    s = must(s, A, { command: 'toggleMuteSpectators' });
    expect(viewFor(s, null).muteSpectators).toBe(true);
    expect(lines(s, null).at(-1)).toBe('alpha mutes spectators');
    expect(lines(s, A).at(-1)).toBe('You mute spectators');
    expect(applyAction(s, WATCHER, { command: 'chat', text: 'hello' })).toEqual({ ok: false, reason: 'Spectators cannot chat in this game' });

    s = must(s, 'beta', { command: 'toggleMuteSpectators' });
    expect(viewFor(s, null).muteSpectators).toBe(false);
    expect(lines(s, A).at(-1)).toBe('beta unmutes spectators');
    s = must(s, WATCHER, { command: 'chat', text: 'thanks' });
    expect(lines(s, A).at(-1)).toBe('watcher: thanks');
  });

  it("a spectator's toggle is refused with its reason and changes nothing", () => {
    const s = new Match().s;
    const r = applyAction(s, WATCHER, { command: 'toggleMuteSpectators' });
    expect(r).toEqual({ ok: false, reason: 'Only players can mute or unmute spectators' });
    expect(s.muteSpectators).toBe(false);
    expect(s.log).toHaveLength(0);
  });

  it('muting is not a move undo takes back', () => {
    const s = must(new Match().s, A, { command: 'toggleMuteSpectators' });
    expect(s.undoable).toEqual([]);
  });
});
