import { describe, expect, it } from 'vitest';
import { chatText, isPrivateHost, safeLink, splitLinks } from '../../../src/client/chat/links';
import { clampPanel } from '../../../src/client/board/overlays/panelGeometry';
import { syntheticView } from '../../../src/client/board/fixtures/syntheticView';
import { applyGamePatch, applyGameState, gameSession } from '../../../src/client/stores/gameSession';

describe('popups', () => {
  it('clamps width 200 to 800, height at least 150, 10 px inside the window', () => {
    expect(clampPanel({ x: -50, y: 5, w: 100, h: 50 }, 1280, 720)).toEqual({ x: 10, y: 10, w: 200, h: 150 });
    expect(clampPanel({ x: 1200, y: 700, w: 900, h: 300 }, 1280, 720)).toEqual({ x: 470, y: 410, w: 800, h: 300 });
  });
});

describe('chat links', () => {
  it('never links private addresses, and only http(s)', () => {
    expect(isPrivateHost('192.168.1.4')).toBe(true);
    expect(isPrivateHost('10.0.0.1')).toBe(true);
    expect(isPrivateHost('172.20.1.1')).toBe(true);
    expect(isPrivateHost('localhost')).toBe(true);
    expect(isPrivateHost('example.com')).toBe(false);
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(splitLinks('see https://example.com/x and http://127.0.0.1/y').filter((p) => p.href).map((p) => p.href)).toEqual(['https://example.com/x']);
    expect(chatText([{ name: 'A', message: [{ type: 'text', text: 'hi' }] }])).toBe('A: hi');
  });
});

describe('game store', () => {
  it('replaces on gamestate, applies the patch that follows, refuses others', () => {
    const v = syntheticView(40);
    applyGameState(v);
    const next = v.stateId + 1;
    expect(applyGamePatch({ from: v.stateId, stateId: next, patch: [{ op: 'replace', path: '/round', value: 9 }, { op: 'replace', path: '/stateId', value: next }] })).toBe('applied');
    expect(gameSession.view?.round).toBe(9);
    expect(gameSession.view?.stateId).toBe(v.stateId + 1);
    expect(v.round).toBe(3);
    expect(applyGamePatch({ from: v.stateId, stateId: next, patch: [] })).toBe('stale');
    expect(applyGamePatch({ from: next + 3, stateId: next + 4, patch: [] })).toBe('gap');
    expect(applyGamePatch({ from: next, stateId: next + 1, patch: [{ op: 'remove', path: '/nope/deeper' }] })).toBe('failed');
    expect(gameSession.view?.round).toBe(9);
  });
});
