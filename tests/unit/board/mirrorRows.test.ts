import { describe, expect, it } from 'vitest';
import { cachedTranslate, sameRow, type MirrorRowData } from '../../../src/client/board/a11y/mirrorRows';

const row = (over: Partial<MirrorRowData> = {}): MirrorRowData => ({
  uuid: 'c1',
  name: 'Ember Drake',
  label: "Ember Drake, Bob's play area, exhausted",
  choose: [],
  menu: [{ id: 'card.zoom', text: 'Zoom', keys: 'Z' }],
  targets: ['hand', 'discard'],
  ...over,
});

describe('the mirror row equality', () => {
  it('holds for rows built apart that show the same thing', () => {
    expect(sameRow(row(), row({ menu: [{ id: 'card.zoom', text: 'Zoom', keys: 'Z' }], targets: ['hand', 'discard'] }))).toBe(true);
  });

  it('fails on any shown difference', () => {
    const changed: Array<Partial<MirrorRowData>> = [
      { uuid: 'c2' },
      { name: 'Face-down card' },
      { label: "Ember Drake, Bob's play area, exhausted, selectable" },
      { choose: ['1'] },
      { menu: [] },
      { menu: [{ id: 'card.zoom', text: 'Zoom in', keys: 'Z' }] },
      { menu: [{ id: 'card.inspect', text: 'Zoom', keys: 'Z' }] },
      { menu: [{ id: 'card.zoom', text: 'Zoom' }] },
      { targets: ['hand'] },
      { targets: ['discard', 'hand'] },
    ];
    for (const c of changed) expect(sameRow(row(), row(c)), JSON.stringify(c)).toBe(false);
  });
});

describe('the kept translations', () => {
  it('asks t once per key and values, and again for other values', () => {
    const calls: string[] = [];
    const tr = cachedTranslate((key, values) => {
      calls.push(key);
      return `${key}:${JSON.stringify(values ?? {})}`;
    });
    expect(tr('moveTo', { pile: 'hand' })).toBe('moveTo:{"pile":"hand"}');
    expect(tr('moveTo', { pile: 'hand' })).toBe('moveTo:{"pile":"hand"}');
    expect(tr('moveTo', { pile: 'discard' })).toBe('moveTo:{"pile":"discard"}');
    expect(tr('choose')).toBe('choose:{}');
    expect(tr('choose')).toBe('choose:{}');
    expect(tr('actions.pitch', { value: 1 })).toBe('actions.pitch:{"value":1}');
    expect(tr('actions.pitch', { value: 2 })).toBe('actions.pitch:{"value":2}');
    expect(calls).toEqual(['moveTo', 'moveTo', 'choose', 'actions.pitch', 'actions.pitch']);
  });
});
