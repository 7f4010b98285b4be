import { it, expect } from 'vitest';
import { Match } from './driver';
import { card, underRulesOf } from '../../../src/engine/catalog';

/** A game's setup under `rulesVersion`. */
export const setupAt = (rulesVersion: number) => new Match({ rulesVersion }).s.setup;

/**
 * The two checks every rules version that retunes cards owes its frozen layer (catalog.ts `layers`): each card in
 * `frozen` (assets/cards/v<version - 1>/cards.json) reads as kept in a game of the version before and differently in a
 * game of `version`, and the layer below (`older`, assets/cards/v<version - 2>) still reads as kept through it.
 */
export function frozenLayerTests(version: number, frozen: readonly { id: string }[], older: readonly { id: string }[]): void {
  const before = version - 1;
  it(`every retuned card reads as version ${before} kept it in a version-${before} game, and as today in a version-${version} game`, () => {
    expect(frozen.length).toBeGreaterThan(0);
    for (const old of frozen) {
      expect(underRulesOf(setupAt(before), () => card(old.id)), old.id).toEqual(old);
      expect(underRulesOf(setupAt(version), () => card(old.id)), `${old.id} is retuned`).not.toEqual(old);
    }
  });

  it(`version ${before - 1} still reads its own cards under the version-${before} layer`, () => {
    for (const old of older) expect(underRulesOf(setupAt(before - 1), () => card(old.id)), old.id).toEqual(old);
  });
}
