import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../src/engine';
import { deriveEvents, type BoardEvent } from '../../../src/client/board/scene/effects/deriveEvents';
import type { GameAction } from '../../../src/protocol/game';
import { Match } from '../engine/driver';

const A = 'alpha';
const B = 'beta';

/**
 * Two copies of one unit in one battle: the game log names them alike ("Dawn Templar takes 3 damage", "Dawn Templar
 * is destroyed", "Dawn Templar takes 2 damage"), so the board must not give the copy that fell the survivor's hit too
 * (it once showed the fallen Templar taking 5).
 */
describe('deriveEvents with namesakes in one battle', () => {
  it('shows the fallen copy its own hit and the surviving copy its own', () => {
    const m = new Match({ beta: { play: ['dawn-templar', 'dawn-templar'] } });
    const events: BoardEvent[] = [];
    const step = (who: string, a: GameAction) => {
      const prev = viewFor(m.s, B);
      m.do(who, a);
      events.push(...deriveEvents(prev, viewFor(m.s, B)));
    };
    const [target, blocker] = [m.uuid(B, 'dawn-templar', 0), m.uuid(B, 'dawn-templar', 1)];
    step(A, { command: 'menuButton', arg: 'attack' });
    step(A, { command: 'cardClicked', uuid: m.uuid(A, 'bram-oakenroot') });
    step(A, { command: 'cardClicked', uuid: m.uuid(A, 'orla-cinderhand') });
    step(A, { command: 'cardClicked', uuid: target });
    step(A, { command: 'menuButton', arg: 'confirm-attack' });
    step(B, { command: 'menuButton', arg: 'pass' });
    // The second Templar blocks Orla (2 attack); Bram's 3 go to the first, whose life is 3.
    step(B, { command: 'cardClicked', uuid: blocker });
    step(B, { command: 'cardClicked', uuid: m.uuid(A, 'orla-cinderhand') });
    step(B, { command: 'menuButton', arg: 'done-blocking' });
    while (m.s.battle) step(A, { command: 'menuButton', arg: 'pass' });

    expect(m.card(B, 'dawn-templar', 0).zone).not.toBe('play');
    expect(m.card(B, 'dawn-templar', 1).damage).toBe(2);
    const about = (uuid: string) => events.filter((e) => 'uuid' in e && e.uuid === uuid).map((e) => [e.kind, 'amount' in e ? e.amount : null]);
    expect(about(target)).toEqual([['hit', 3], ['defeat', null]]);
    expect(about(blocker)).toEqual([['hit', 2]]);
  });
});
