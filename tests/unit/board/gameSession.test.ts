import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyEndPrompt,
  applyRefusal,
  applySpectators,
  applyTyping,
  clearGameSession,
  gameSession,
  setLink,
  TYPING_RESET_MS,
} from '../../../src/client/stores/gameSession';

describe('game-session store: what the game socket says beside the view', () => {
  afterEach(() => {
    clearGameSession();
    vi.useRealTimers();
  });

  it('shows a typing player until they stop, or 2 s after their last keystroke when the stop is lost', () => {
    vi.useFakeTimers();
    applyTyping({ name: 'bob', typing: true });
    expect(gameSession.typing).toEqual(['bob']);
    vi.advanceTimersByTime(TYPING_RESET_MS - 100);
    applyTyping({ name: 'bob', typing: true }); // still typing: the 2 s start again
    vi.advanceTimersByTime(TYPING_RESET_MS - 100);
    expect(gameSession.typing).toEqual(['bob']);
    vi.advanceTimersByTime(200);
    expect(gameSession.typing).toEqual([]);
    applyTyping({ name: 'bob', typing: true });
    applyTyping({ name: 'bob', typing: false });
    expect(gameSession.typing).toEqual([]);
    expect(TYPING_RESET_MS).toBe(2000);
  });

  it('keeps the newest refusal, told apart from an earlier one with the same words', () => {
    applyRefusal('not your turn', 1);
    const first = gameSession.refusal!;
    applyRefusal('not your turn', 2);
    expect(gameSession.refusal).toMatchObject({ message: 'not your turn', at: 2 });
    expect(gameSession.refusal!.id).not.toBe(first.id);
  });

  it('holds the spectators, the end prompt and the link, and forgets them all with the game', () => {
    applySpectators([{ id: 'u1', name: 'carol' }]);
    applyEndPrompt({ state: 'waiting' });
    setLink({ state: 'connected', ping: { level: 'success', text: '12ms' }, splash: false });
    vi.useFakeTimers();
    applyTyping({ name: 'bob', typing: true });
    expect(gameSession.spectators.map((s) => s.name)).toEqual(['carol']);
    expect(gameSession.endPrompt?.state).toBe('waiting');
    clearGameSession();
    expect(gameSession).toMatchObject({ view: null, spectators: [], endPrompt: null, refusal: null, typing: [], clocks: null, absence: null });
    expect(gameSession.link.state).toBeNull();
    // A typing timer of the old game changes nothing later.
    vi.advanceTimersByTime(TYPING_RESET_MS * 2);
    expect(gameSession.typing).toEqual([]);
  });
});
