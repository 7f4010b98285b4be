import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { DraftState as ProtocolDraftState } from '../../../src/protocol/lobby';
import { draftHeader, draftMachine, draftPhase, type DraftState } from '../../../statecharts/draft';
import { allStates, allTransitions, explore, playShortestPaths } from './model';

const _fits: DraftState = {} as ProtocolDraftState;
void _fits;

const champSet = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((id) => ({ id }));

function draft(over: Partial<DraftState> = {}): DraftState {
  return {
    playerChoices: { ann: [], bob: [] },
    playerDiscards: { ann: [], bob: [] },
    choosingPlayer: 'ann',
    champSet,
    complete: false,
    canStart: false,
    ...over,
  };
}

const full = { ann: ['a', 'b', 'c', 'd'], bob: ['e', 'f', 'g', 'h'] };
const states = {
  annChooses: draft({ playerChoices: { ann: ['a'], bob: ['e'] } }),
  annFull: draft({ playerChoices: { ann: ['a', 'b', 'c', 'd'], bob: ['e'] }, choosingPlayer: 'ann' }),
  bobChooses: draft({ choosingPlayer: 'bob' }),
  complete: draft({ playerChoices: full, choosingPlayer: null, complete: true }),
  discarded: draft({ playerChoices: full, playerDiscards: { ann: ['d'], bob: [] }, choosingPlayer: null, complete: true }),
};

const cases = {
  'draft.updated': Object.values(states).map((d) => ({ type: 'draft.updated', draft: d })),
  pick: ['a', 'd', 'e', 'i'].map((champId) => ({ type: 'pick', champId })),
};

describe('draft model', () => {
  const run = explore(draftMachine, { cases, input: { username: 'ann' } });

  it('reaches every state', () => {
    expect([...run.statesReached].sort()).toEqual(allStates(draftMachine).sort());
  });

  it('takes every transition except loading on a draft that names no user', () => {
    // draft.updated -> loading only happens when the username is null: covered below.
    const missing = allTransitions(draftMachine).filter((t) => !run.transitionsTaken.has(t));
    expect(missing).toEqual(['draft draft.updated #4']);
    const anonymous = explore(draftMachine, { cases, input: { username: null } });
    expect(anonymous.transitionsTaken.has('draft draft.updated #4')).toBe(true);
  });

  it('a real actor agrees with the model on every edge and every shortest path', () => {
    expect(run.mismatches).toEqual([]);
    expect(playShortestPaths(draftMachine, { cases, input: { username: 'ann' } }).failures).toEqual([]);
  });
});

describe('draft rules', () => {
  function run(username = 'ann') {
    const sent: string[] = [];
    const machine = draftMachine.provide({
      actions: {
        draftChamp: (_, id) => void sent.push(`draftChamp ${id}`),
        discardChamp: (_, id) => void sent.push(`discardChamp ${id}`),
      },
    });
    const actor = createActor(machine, { input: { username } }).start();
    return { actor, sent };
  }

  it('headers follow the phase: Your Choice, Their Choice, Discard One, Ready!', () => {
    const { actor } = run();
    expect(draftHeader(actor.getSnapshot())).toBe('');
    actor.send({ type: 'draft.updated', draft: states.annChooses });
    expect(draftHeader(actor.getSnapshot())).toBe('Your Choice');
    actor.send({ type: 'draft.updated', draft: states.bobChooses });
    expect(draftHeader(actor.getSnapshot())).toBe('Their Choice');
    actor.send({ type: 'draft.updated', draft: states.complete });
    expect(draftHeader(actor.getSnapshot())).toBe('Discard One');
    actor.send({ type: 'draft.updated', draft: states.discarded });
    expect(draftHeader(actor.getSnapshot())).toBe('Ready!');
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('picks a pool champion on my turn, once until the server answers', () => {
    const { actor, sent } = run();
    actor.send({ type: 'draft.updated', draft: states.annChooses });
    actor.send({ type: 'pick', champId: 'e' }); // taken by bob
    actor.send({ type: 'pick', champId: 'a' }); // already mine
    expect(sent).toEqual([]);
    actor.send({ type: 'pick', champId: 'b' });
    actor.send({ type: 'pick', champId: 'c' });
    expect(sent).toEqual(['draftChamp b']);
    actor.send({ type: 'draft.updated', draft: states.annChooses });
    actor.send({ type: 'pick', champId: 'c' });
    expect(sent).toEqual(['draftChamp b', 'draftChamp c']);
  });

  it('does not pick on the other player\'s turn, nor past 4 picks', () => {
    const { actor, sent } = run();
    actor.send({ type: 'draft.updated', draft: states.bobChooses });
    actor.send({ type: 'pick', champId: 'a' });
    actor.send({ type: 'draft.updated', draft: states.annFull });
    actor.send({ type: 'pick', champId: 'i' });
    expect(sent).toEqual([]);
  });

  it('clicking one of my 4 picks once complete discards it', () => {
    const { actor, sent } = run();
    actor.send({ type: 'draft.updated', draft: states.complete });
    actor.send({ type: 'pick', champId: 'e' }); // not mine
    actor.send({ type: 'pick', champId: 'i' }); // in the pool
    actor.send({ type: 'pick', champId: 'd' });
    actor.send({ type: 'pick', champId: 'c' }); // already sent one
    expect(sent).toEqual(['discardChamp d']);
    actor.send({ type: 'draft.updated', draft: states.discarded });
    actor.send({ type: 'pick', champId: 'c' });
    expect(sent).toEqual(['discardChamp d']);
  });

  it('the phase is decided by the server state', () => {
    expect(draftPhase(null, 'ann')).toBe('loading');
    expect(draftPhase(states.annChooses, null)).toBe('loading');
    expect(draftPhase(states.annChooses, 'bob')).toBe('waitingForOther');
    expect(draftPhase(states.discarded, 'bob')).toBe('discarding');
    expect(draftPhase(states.discarded, 'ann')).toBe('ready');
  });
});
