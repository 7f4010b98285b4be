import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { syntheticView } from '../../../src/client/board/fixtures/syntheticView';
import { playBotGame, preconSetup, precons, viewFor } from '../../../src/engine';
import type { GameView } from '../../../src/protocol/game';
import { applyPatch } from '../../../src/protocol/gamePatch';
import { gameServerEvents, type GamePatch } from '../../../src/protocol/sockets';
import { viewPatch, viewPatchKept } from '../../../src/server/node/viewPatch';

/** A view as the client holds it: what came over the wire (JSON), so nothing undefined is left in it. */
const wire = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('applyPatch: the one rule for a gamepatch', () => {
  const view = wire(syntheticView(40));
  const n = view.stateId;
  const toNext = (...ops: GamePatch['patch']): GamePatch['patch'] => [...ops, { op: 'replace', path: '/stateId', value: n + 1 }];
  const cases: { name: string; view: GameView | null; msg: GamePatch; result: string; round?: number }[] = [
    { name: 'the next state, from the view held', view, msg: { from: n, stateId: n + 1, patch: toNext({ op: 'replace', path: '/round', value: 9 }) }, result: 'applied', round: 9 },
    { name: 'a patch to the state already held', view, msg: { from: n - 1, stateId: n, patch: [{ op: 'replace', path: '/round', value: 1 }] }, result: 'stale' },
    { name: 'a patch to an older state', view, msg: { from: n - 3, stateId: n - 2, patch: [] }, result: 'stale' },
    { name: 'a patch from a later view (one was missed)', view, msg: { from: n + 1, stateId: n + 2, patch: [] }, result: 'gap' },
    { name: 'a patch from an earlier view to a later state', view, msg: { from: n - 1, stateId: n + 1, patch: [] }, result: 'gap' },
    { name: 'no view held yet', view: null, msg: { from: 0, stateId: 1, patch: [] }, result: 'gap' },
    { name: 'an op on a missing member', view, msg: { from: n, stateId: n + 1, patch: toNext({ op: 'replace', path: '/round', value: 9 }, { op: 'remove', path: '/nope/deeper' }) }, result: 'failed' },
    { name: 'an array index past the end', view, msg: { from: n, stateId: n + 1, patch: toNext({ op: 'replace', path: '/messages/100000', value: 1 }) }, result: 'failed' },
    { name: 'a test op that does not hold', view, msg: { from: n, stateId: n + 1, patch: toNext({ op: 'test', path: '/round', value: 'x' }) }, result: 'failed' },
    { name: 'an unknown op', view, msg: { from: n, stateId: n + 1, patch: toNext({ op: 'merge', path: '/round', value: 9 }) }, result: 'failed' },
    { name: 'a prototype key', view, msg: { from: n, stateId: n + 1, patch: toNext({ op: 'add', path: '/__proto__', value: { polluted: true } }) }, result: 'failed' },
    { name: 'ops that do not reach the stated state', view, msg: { from: n, stateId: n + 1, patch: [{ op: 'replace', path: '/round', value: 9 }] }, result: 'failed' },
    { name: 'ops that leave no view', view, msg: { from: n, stateId: n + 1, patch: [{ op: 'replace', path: '', value: 7 }] }, result: 'failed' },
  ];

  it.each(cases)('$name: $result', ({ view: held, msg, result, round }) => {
    const before = JSON.stringify(held);
    const outcome = applyPatch(held, msg);
    expect(outcome.result).toBe(result);
    // Whatever the outcome, the view the caller holds is exactly as it was.
    expect(JSON.stringify(held)).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (outcome.result === 'applied') {
      expect(outcome.view.round).toBe(round);
      expect(outcome.view.stateId).toBe(msg.stateId);
      expect(outcome.view).not.toBe(held);
    }
  });

  it('keeps every branch the patch did not touch, so renderers can skip it', () => {
    const outcome = applyPatch(view, { from: n, stateId: n + 1, patch: toNext({ op: 'add', path: '/messages/-', value: { name: 'x', message: [] } }) });
    expect(outcome.result).toBe('applied');
    if (outcome.result !== 'applied') return;
    expect(outcome.view.players).toBe(view.players);
    expect(outcome.view.messages).not.toBe(view.messages);
    expect(outcome.view.messages.length).toBe(view.messages.length + 1);
  });

  it('moves and copies by RFC 6902, a copy independent of its source', () => {
    const doc = { stateId: n, a: { b: [1, 2] }, c: {} } as unknown as GameView;
    const outcome = applyPatch(doc, {
      from: n,
      stateId: n + 1,
      patch: [
        { op: 'copy', from: '/a', path: '/c/copied' },
        { op: 'add', path: '/a/b/1', value: 9 },
        { op: 'move', from: '/a/b', path: '/moved' },
        { op: 'replace', path: '/stateId', value: n + 1 },
      ],
    });
    expect(outcome).toEqual({ result: 'applied', view: { stateId: n + 1, a: {}, c: { copied: { b: [1, 2] } }, moved: [1, 9, 2] } });
    expect(doc).toEqual({ stateId: n, a: { b: [1, 2] }, c: {} });
  });
});

describe('server-made patches, applied by the client rule, rebuild the server view', () => {
  // Each seeded game is played by the bots; after every move a viewer (a player, the other player
  // or a spectator, in turn from game to game) gets the node's patch between views as the node sends
  // them (server/node/viewPatch.ts), as it comes over the wire (JSON, parsed by the protocol's tuple),
  // and applies it to the view it holds. Making the views is most of the cost, hence one viewer a game.
  const GAMES = 9;
  it(`reproduces the viewer's next view exactly after every move of ${GAMES} seeded games`, () => {
    const parse = (msg: unknown) => gameServerEvents.gamepatch.parse([wire(msg)])[0];
    let patches = 0;
    for (let g = 0; g < GAMES; g++) {
      const setup = preconSetup(g % precons.length, (g * 5 + 3) % precons.length, `patch-${g}`);
      const viewer = [setup.players[0].name, setup.players[1].name, null][g % 3];
      let server: GameView | null = null;
      let client: GameView | null = null;
      playBotGame(setup, 400, (s) => {
        // The node's views: the engine's objects as made, undefined members and all (liveGame.ts viewOf).
        const view = viewFor(s, viewer);
        if (server && client) {
          const outcome = applyPatch(client, parse({ from: server.stateId, stateId: view.stateId, patch: viewPatch(server, view) }));
          patches++;
          if (outcome.result !== 'applied') throw new Error(`game ${g}, state ${view.stateId}, viewer ${viewer}: ${JSON.stringify(outcome)}`);
          // toEqual only to show a difference: isDeepStrictEqual is much cheaper.
          const sent = wire(view);
          if (!isDeepStrictEqual(outcome.view, sent)) expect(outcome.view).toEqual(sent);
          client = outcome.view;
        } else client = wire(view);
        server = view;
      });
    }
    expect(patches).toBeGreaterThan(GAMES * 50);
  }, 60_000); // rules version 3 games run longer (units block and trigger): about half as many steps again

  it('keeps for the next diff a view equal to the one sent, sharing what did not change with the one before', () => {
    // The node diffs each viewer's next view against what it kept of the last (liveGame.ts broadcast).
    const parse = (msg: unknown) => gameServerEvents.gamepatch.parse([wire(msg)])[0];
    let shared = 0;
    let changedCards = 0;
    for (let g = 0; g < 4; g++) {
      const setup = preconSetup((g * 3) % precons.length, (g * 7 + 1) % precons.length, `kept-${g}`);
      const viewer = [setup.players[0].name, null][g % 2];
      let server: GameView | null = null;
      let client: GameView | null = null;
      playBotGame(setup, 400, (s) => {
        const view = viewFor(s, viewer);
        if (server && client) {
          const { ops, kept } = viewPatchKept(server, view);
          expect(ops).toEqual(viewPatch(server, view));
          const sent = wire(view);
          if (!isDeepStrictEqual(wire(kept), sent)) expect(wire(kept)).toEqual(sent);
          const outcome = applyPatch(client, parse({ from: server.stateId, stateId: view.stateId, patch: ops }));
          if (outcome.result !== 'applied') throw new Error(`game ${g}, state ${view.stateId}: ${JSON.stringify(outcome)}`);
          if (!isDeepStrictEqual(outcome.view, sent)) expect(outcome.view).toEqual(sent);
          const before = new Set(Object.values(server.players).flatMap((p) => p.champions));
          for (const c of Object.values(kept.players).flatMap((p) => p.champions)) {
            if (before.has(c)) shared++;
            else changedCards++;
          }
          client = outcome.view;
          server = kept;
        } else {
          client = wire(view);
          server = view;
        }
      });
    }
    // Most champions are untouched by any one move: their kept objects are the ones from the move before.
    expect(shared).toBeGreaterThan(changedCards);
  }, 60_000);
});
