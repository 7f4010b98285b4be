import { describe, expect, it } from 'vitest';
import { loadInspector, wantsInspector } from '../../../statecharts/inspect';

describe('inspector helper', () => {
  it('asks for the inspector only in development with ?inspect', () => {
    expect(wantsInspector({ dev: true, search: '?inspect' })).toBe(true);
    expect(wantsInspector({ dev: true, search: '?game=1&inspect' })).toBe(true);
    expect(wantsInspector({ dev: true, search: '' })).toBe(false);
    expect(wantsInspector({ dev: false, search: '?inspect' })).toBe(false);
  });

  it('resolves to no inspect option otherwise, without loading the inspector', async () => {
    await expect(loadInspector({ dev: false, search: '?inspect' })).resolves.toBeUndefined();
    await expect(loadInspector({ dev: true, search: '' })).resolves.toBeUndefined();
  });
});
