import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { promptFor, legalActions, stateHash, viewFor, applyAction, createGame, preconSetup, awaitedPlayer, botAction } from '../../../src/engine';
import type { GameState } from '../../../src/engine';

const A = 'alpha';
const B = 'beta';

/** The game is exactly as before the click: only the log (the click and its Cancel) and the state id moved on. */
function expectRestored(before: GameState, after: GameState): void {
  expect(after.stateId).toBe(before.stateId + 2);
  expect(after.log.slice(0, before.log.length)).toEqual(before.log);
  expect(stateHash({ ...after, log: before.log, stateId: before.stateId })).toBe(stateHash(before));
}

const purse = (m: Match, who: string) => ({ bacon: m.s.players[who].bacon, dice: m.s.players[who].dice.map((d) => ({ ...d })), actions: m.s.players[who].actionCount });

describe('a card that needs a target is paid for once the target is chosen (rules version 2)', () => {
  it('clicking Ember Bolt asks for its target with Cancel, paying nothing and leaving it in hand', () => {
    const m = new Match({ alpha: { hand: ['ember-bolt'], bacon: 1 } });
    const bolt = m.uuid(A, 'ember-bolt');
    const paid = purse(m, A);
    m.click(A, A, 'ember-bolt');
    expect(m.s.targeting?.source).toBe(bolt);
    expect(m.card(A, 'ember-bolt').zone).toBe('hand');
    expect(purse(m, A)).toEqual(paid);
    expect(m.s.players[A].stats.cardsPlayed).toBe(0);
    const pr = promptFor(m.s, A);
    expect(pr.menuTitle).toBe('Choose a target for Ember Bolt');
    expect(pr.buttons).toEqual([expect.objectContaining({ text: 'Cancel', arg: 'cancel-target' })]);
    expect(legalActions(m.s, A)).toContainEqual({ command: 'menuButton', arg: 'cancel-target' });
    // The opponent learns nothing of a card still hidden in hand.
    expect(promptFor(m.s, B).menuTitle).toBe('Waiting for opponent');
    expect(JSON.stringify(viewFor(m.s, B))).not.toContain(bolt);
  });

  it('the opponent clicking a card while a target is being chosen is told it is not their turn', () => {
    const m = new Match({ alpha: { hand: ['ember-bolt'], bacon: 1 } });
    m.click(A, A, 'ember-bolt');
    const own = m.s.players[B].piles.hand[0] ?? m.uuid(B, 'orla-cinderhand');
    expect(m.refuse(B, { command: 'cardClicked', uuid: own })).toBe('not your turn');
    expect(m.s.targeting?.source).toBe(m.uuid(A, 'ember-bolt'));
  });

  it('Cancel returns to exactly the state before the click, bacon and dice untouched', () => {
    const m = new Match({ alpha: { hand: ['ember-bolt'], bacon: 1 } });
    const before = m.s;
    m.click(A, A, 'ember-bolt').button(A, 'cancel-target');
    expectRestored(before, m.s);
    expect(m.card(A, 'ember-bolt').zone).toBe('hand');
    expect(promptFor(m.s, A).menuTitle).toBe(promptFor(before, A).menuTitle);
    // Nothing to take back: the click and its Cancel changed nothing.
    expect(m.s.undoable).toEqual(before.undoable);
    expect(m.refuse(A, { command: 'menuButton', arg: 'cancel-target' })).toBe('nothing to cancel');
  });

  it('choosing the target pays, moves the card and resolves', () => {
    const m = new Match({ alpha: { hand: ['ember-bolt'] } });
    const actions = m.s.players[A].actionCount;
    m.click(A, A, 'ember-bolt').click(A, B, 'orla-cinderhand');
    expect(m.s.targeting).toBeNull();
    expect(m.card(A, 'ember-bolt').zone).toBe('discard');
    expect(m.card(B, 'orla-cinderhand').damage).toBe(2);
    expect(m.s.players[A].dice.filter((d) => d.exhausted)).toHaveLength(2);
    expect(m.s.players[A].actionCount).toBe(actions - 1);
    expect(m.s.players[A].stats.cardsPlayed).toBe(1);
    expect(m.s.cardLog.at(-1)).toMatchObject({ type: 'play', p: A });
  });

  it('only the offered targets are accepted; the engine refuses anything else at the prompt', () => {
    const m = new Match({ alpha: { hand: ['ember-bolt'] } }).click(A, A, 'ember-bolt');
    expect(m.refuse(A, { command: 'cardClicked', uuid: m.uuid(A, 'bram-oakenroot') })).toBe('not a legal target');
    expect(m.refuse(A, { command: 'menuButton', arg: 'end-turn' })).toBe('not your turn');
    expect(m.refuse(A, { command: 'cardAltClicked', uuid: m.uuid(A, 'ember-bolt') })).toMatch(/only on your turn/);
    const offered = legalActions(m.s, A);
    expect(offered).toHaveLength(m.s.targeting!.targets.length + 1);
    for (const a of offered) expect(applyAction(m.s, A, a).ok, JSON.stringify(a)).toBe(true);
  });

  it('a champion ability asks before it exhausts and pays; Cancel leaves it ready', () => {
    const m = new Match();
    const before = m.s;
    m.click(A, A, 'orla-cinderhand');
    expect(m.card(A, 'orla-cinderhand').exhausted).toBe(false);
    expect(m.s.steps).toEqual(before.steps);
    m.button(A, 'cancel-target');
    expectRestored(before, m.s);
    m.click(A, A, 'orla-cinderhand').click(A, B, 'bram-oakenroot');
    expect(m.card(A, 'orla-cinderhand').exhausted).toBe(true);
    expect(m.card(B, 'bram-oakenroot').damage).toBe(1);
    expect(m.s.steps.at(-1)?.tag).toBe('ability');
  });

  it('a reaction asks for its target inside the window; Cancel goes back to the window', () => {
    const m = new Match({ beta: { hand: ['flashfire-ward'] }, rulesVersion: 9 }).attack(A, ['orla-cinderhand'], 'bram-oakenroot', { react: true });
    const before = m.s;
    m.click(B, B, 'flashfire-ward');
    expect(m.card(B, 'flashfire-ward').zone).toBe('hand');
    expect(promptFor(m.s, B).menuTitle).toBe('Choose a target for Flashfire Ward');
    m.button(B, 'cancel-target');
    expectRestored(before, m.s);
    expect(promptFor(m.s, B).promptTitle).toBe('You are attacked');
    m.click(B, B, 'flashfire-ward').click(B, A, 'orla-cinderhand');
    expect(m.card(B, 'flashfire-ward').zone).toBe('discard');
    expect(m.card(A, 'orla-cinderhand').damage).toBe(2);
  });

  it('undo takes a played card back to before the click that asked for its target', () => {
    // A scenario is set by hand, so undo's rebuild from the log is not it: check the mark undo goes back to.
    const m = new Match({ alpha: { hand: ['ember-bolt'] } });
    const before = m.s;
    m.click(A, A, 'ember-bolt');
    expect(m.s.undoable).toEqual(before.undoable);
    m.click(A, B, 'orla-cinderhand');
    expect(m.s.undoable).toEqual([...before.undoable, before.log.length]);
    expect(m.s.log[before.log.length]).toMatchObject({ player: A, action: { command: 'cardClicked', uuid: m.uuid(A, 'ember-bolt') } });
  });

  it('a target chosen after manual mode took the means away is refused, and Cancel still backs out', () => {
    const m = new Match({ alpha: { hand: ['ember-bolt'] } }).click(A, A, 'ember-bolt');
    m.do(A, { command: 'toggleManualMode' }).do(B, { command: 'answerManualMode', accept: true });
    m.do(A, { command: 'manual', name: 'actions', args: ['0'] });
    expect(m.refuse(A, { command: 'cardClicked', uuid: m.uuid(B, 'orla-cinderhand') })).toBe('Ember Bolt can no longer be played on that: cancel it');
    m.button(A, 'cancel-target');
    expect(m.s.targeting).toBeNull();
  });

  it('a game set up under rules version 1 still pays at the click and offers no Cancel', () => {
    const m = new Match({ alpha: { hand: ['ember-bolt'] }, rulesVersion: 1 }).click(A, A, 'ember-bolt');
    expect(m.card(A, 'ember-bolt').zone).toBe('discard');
    expect(m.s.players[A].dice.filter((d) => d.exhausted)).toHaveLength(2);
    expect(promptFor(m.s, A).buttons).toEqual([]);
    expect(promptFor(m.s, B).menuTitle).toBe('Waiting for opponent to choose a target');
    expect(m.refuse(A, { command: 'menuButton', arg: 'cancel-target' })).toBe('it is paid for already: choose a target');
  });
});

describe('drops do what their pile says (rules version 2)', () => {
  const drop = (m: Match, id: string, target: 'spells' | 'spent' | 'discard' | 'play area') => ({ command: 'drop' as const, uuid: m.uuid(A, id), source: 'hand' as const, target });
  /** alpha drops a hand card on `target`; it lands in `zone`, with alpha's bacon then at `bacon` when given. */
  const lands = (m: Match, id: string, target: 'spells' | 'spent' | 'discard', zone: string, bacon?: number) => {
    m.do(A, drop(m, id, target));
    expect(m.card(A, id).zone).toBe(zone);
    if (bacon !== undefined) expect(m.s.players[A].bacon).toBe(bacon);
  };

  it('a Ready Spell dropped on the spell row is played there; on the play area it is refused', () => {
    const m = new Match({ alpha: { hand: ['shade-conjury'] } });
    expect(m.refuse(A, drop(m, 'shade-conjury', 'play area'))).toBe('a Ready Spell is played on your spell row');
    lands(m, 'shade-conjury', 'spells', 'spells');
    expect(m.s.players[A].dice.filter((d) => d.exhausted)).toHaveLength(1);
  });

  it('any other card dropped on the spell row is refused, not played', () => {
    const m = new Match({ alpha: { hand: ['quick-study'] } });
    expect(m.refuse(A, drop(m, 'quick-study', 'spells'))).toBe('only a Ready Spell goes to your spell row');
    expect(m.card(A, 'quick-study').zone).toBe('hand');
  });

  it('a hand card dropped on the spent pile is pitched, playable or not; on discard it is refused', () => {
    const m = new Match({ alpha: { hand: ['quick-study', 'ember-bolt'] }, beta: { hand: ['hall-torch'] } });
    expect(m.refuse(A, drop(m, 'quick-study', 'discard'))).toBe('to pitch a card, drop it on your spent pile');
    lands(m, 'quick-study', 'spent', 'spent', 2);
    // Ember Bolt could be played (dice for it are up); dropped on spent it is pitched all the same.
    lands(m, 'ember-bolt', 'spent', 'spent', 3);
    // Pitching is refused when pitching is: not the turn of the one who drops.
    expect(m.refuse(B, { command: 'drop', uuid: m.uuid(B, 'hall-torch'), source: 'hand', target: 'spent' })).toMatch(/only on your turn/);
  });

  it('a targeted card dropped on the play area asks for its target like a click', () => {
    const m = new Match({ alpha: { hand: ['ember-bolt'] } });
    m.do(A, drop(m, 'ember-bolt', 'play area'));
    expect(m.s.targeting).toMatchObject({ source: m.uuid(A, 'ember-bolt'), unpaidSince: 0 });
    expect(m.card(A, 'ember-bolt').zone).toBe('hand');
  });

  it('in manual mode a Ready Spell moves from hand to the spell row, other cards do not, and spent still pitches', () => {
    const m = new Match({ alpha: { hand: ['shade-conjury', 'quick-study', 'ember-bolt'] } });
    m.do(A, { command: 'toggleManualMode' }).do(B, { command: 'answerManualMode', accept: true });
    lands(m, 'shade-conjury', 'spells', 'spells');
    expect(m.s.players[A].dice.some((d) => d.exhausted)).toBe(false);
    expect(m.refuse(A, drop(m, 'quick-study', 'spells'))).toBe('only a Ready Spell goes to the spell row');
    lands(m, 'ember-bolt', 'spent', 'spent', 1);
    lands(m, 'quick-study', 'discard', 'discard');
  });

  it('under rules version 1 a drop on discard still pitches and any card dropped on spells is played', () => {
    const m = new Match({ alpha: { hand: ['quick-study', 'hall-torch'] }, rulesVersion: 1 });
    lands(m, 'quick-study', 'discard', 'spent', 2);
    lands(m, 'hall-torch', 'spells', 'discard');
  });
});

describe('undo in a real game (rebuilt from setup and log)', () => {
  it('takes a targeted play back to before its click: card in hand, nothing paid, no prompt', () => {
    let checked = 0;
    // A few seeded games, until one has had a targeted play taken back (which game does depends on the cards of the rules version).
    for (const seed of ['undo-target', 'undo-target-2', 'undo-target-3', 'undo-target-4']) {
      let s = createGame(preconSetup(0, 1, seed));
      for (let k = 0; k < 400 && !s.winner && checked < 3; k++) {
        const who = awaitedPlayer(s)!;
        const a = botAction(s, who)!;
        const r = applyAction(s, who, a);
        if (!r.ok) throw new Error(r.reason);
        const asked = r.state.targeting?.unpaidSince !== undefined && r.state.targeting.kind !== 'reaction';
        if (asked) {
          // The bot picks its target; then asks to take the play back, and the opponent allows it.
          const chose = applyAction(r.state, who, botAction(r.state, who)!);
          if (!chose.ok) throw new Error(chose.reason);
          const foe = s.order.find((x) => x !== who)!;
          const req = applyAction(chose.state, who, { command: 'requestUndo' });
          const back = req.ok ? applyAction(req.state, foe, { command: 'answerUndo', accept: true }) : req;
          if (back.ok) {
            const game = (x: GameState) => ({ players: x.players, cards: x.cards, targeting: x.targeting, battle: x.battle, activePlayer: x.activePlayer });
            expect(game(back.state)).toEqual(game(s));
            checked++;
          }
        }
        s = r.state;
      }
      if (checked > 0) break;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
