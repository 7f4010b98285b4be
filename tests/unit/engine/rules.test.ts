import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { applyAction, viewFor, pendingTimeouts, stateHash, replayLog, createGame, preconSetup, forceLoss, cardById } from '../../../src/engine';

const A = 'alpha';
const B = 'beta';

describe('rules', () => {
  it('refuses malformed, stale and out-of-turn actions without changing anything', () => {
    const m = new Match();
    const before = stateHash(m.s);
    expect(applyAction(m.s, A, { command: 'nope' }).ok).toBe(false);
    expect(applyAction(m.s, A, { command: 'menuButton', arg: 'attack', stateId: m.s.stateId + 5 }).ok).toBe(false);
    expect(applyAction(m.s, B, { command: 'menuButton', arg: 'attack' }).ok).toBe(false);
    expect(stateHash(m.s)).toBe(before);
  });

  it('every accepted action increments the state id', () => {
    const m = new Match();
    const id = m.s.stateId;
    m.button(A, 'attack');
    expect(m.s.stateId).toBe(id + 1);
  });

  it('an unblocked attack damages the target and the ready target strikes back', () => {
    const m = new Match().attack(A, ['orla-cinderhand'], 'seraphine-dawnsworn');
    m.button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(B, 'seraphine-dawnsworn').damage).toBe(2);
    expect(m.card(A, 'orla-cinderhand').damage).toBe(2);
    expect(m.card(A, 'orla-cinderhand').exhausted).toBe(true);
  });

  it('an exhausted target still strikes back; a disarmed one does not', () => {
    const m = new Match();
    m.card(B, 'bram-oakenroot').exhausted = true;
    m.attack(A, ['orla-cinderhand'], 'bram-oakenroot');
    m.button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(A, 'orla-cinderhand').damage).toBe(cardById['bram-oakenroot'].attack!); // Bram's attack: 3 from rules version 9
    const d = new Match();
    d.card(B, 'bram-oakenroot').statuses = ['disarmed'];
    d.attack(A, ['orla-cinderhand'], 'bram-oakenroot');
    d.button(B, 'done-blocking').button(A, 'pass');
    expect(d.card(A, 'orla-cinderhand').damage).toBe(0);
  });

  it('last stand: when a champion is defeated, the other champions of its side remove 2 damage', () => {
    const m = new Match({ alpha: { hand: ['ember-bolt'] } });
    // One short of her defense (whatever the rules version makes it): the bolt defeats her.
    m.card(B, 'orla-cinderhand').damage = cardById['orla-cinderhand'].defense! - 1;
    m.card(B, 'bram-oakenroot').damage = 5;
    m.card(B, 'seraphine-dawnsworn').damage = 1;
    m.click(A, A, 'ember-bolt').click(A, B, 'orla-cinderhand');
    expect(m.s.players[A].stats.championsDefeated).toBe(1);
    expect(m.card(B, 'bram-oakenroot').damage).toBe(3);
    expect(m.card(B, 'seraphine-dawnsworn').damage).toBe(0);
  });

  it('the side with fewer living champions draws one card more at the start of the round', () => {
    const m = new Match({ alpha: { deck: Array(10).fill('quick-study') }, beta: { deck: Array(10).fill('quick-study') } });
    m.card(B, 'orla-cinderhand').damage = cardById['orla-cinderhand'].defense!;
    m.button(A, 'end-turn').button(B, 'end-turn');
    expect(m.s.players[A].piles.hand.length).toBe(5);
    expect(m.s.players[B].piles.hand.length).toBe(6);
  });

  it('a blocker takes the blow and hits back', () => {
    const m = new Match({ beta: { play: ['tavern-brawler'] } }).attack(A, ['bram-oakenroot'], 'orla-cinderhand');
    m.click(B, B, 'tavern-brawler').click(B, A, 'bram-oakenroot').button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(B, 'orla-cinderhand').damage).toBe(0);
    expect(m.card(B, 'tavern-brawler').zone).toBe('discard');
    expect(m.card(A, 'bram-oakenroot').damage).toBe(2);
  });

  it('pitching gives bacon and sends the card to the spent pile', () => {
    const m = new Match({ alpha: { hand: ['quick-study'] } });
    m.do(A, { command: 'cardAltClicked', uuid: m.uuid(A, 'quick-study') });
    expect(m.s.players[A].bacon).toBe(2);
    expect(m.card(A, 'quick-study').zone).toBe('spent');
  });

  it('two passes in a row end the round: recover, ready, spent to the deck bottom', () => {
    const m = new Match({ alpha: { hand: ['hall-torch'], deck: Array(10).fill('quick-study') } });
    m.card(A, 'bram-oakenroot').damage = 3;
    m.card(A, 'orla-cinderhand').exhausted = true;
    m.do(A, { command: 'cardAltClicked', uuid: m.uuid(A, 'hall-torch') });
    const round = m.s.round;
    m.button(A, 'end-turn').button(B, 'end-turn');
    expect(m.s.round).toBe(round + 1);
    expect(m.card(A, 'bram-oakenroot').damage).toBe(1);
    expect(m.card(A, 'orla-cinderhand').exhausted).toBe(false);
    expect(m.card(A, 'hall-torch').zone).not.toBe('spent');
  });

  it('the game ends when all three champions are defeated', () => {
    const m = new Match({ alpha: { hand: ['ember-bolt'] } });
    for (const id of ['bram-oakenroot', 'seraphine-dawnsworn']) m.card(B, id).damage = cardById[id].defense!;
    m.card(B, 'orla-cinderhand').damage = cardById['orla-cinderhand'].defense! - 2;
    m.click(A, A, 'ember-bolt').click(A, B, 'orla-cinderhand');
    expect(m.s.winner).toBe(A);
    expect(m.s.winReason).toBe('champions defeated');
    expect(m.s.steps.at(-1)?.tag).toBe('end');
  });

  it('the defender gets a bluff-timer pass even with no reaction to play', () => {
    const m = new Match();
    m.s.players[B].optionSettings.bluffTimer = 3;
    m.attack(A, ['orla-cinderhand'], 'bram-oakenroot', { react: true });
    expect(pendingTimeouts(m.s)).toEqual([{ player: B, ms: 3000, action: { command: 'menuButton', arg: 'pass', stateId: m.s.stateId } }]);
    expect(viewFor(m.s, B).players[B].promptState.buttons[0]).toMatchObject({ arg: 'pass', timer: true });
  });

  it('a card leaving the hand shows a uuid the opponent never saw', () => {
    const m = new Match({ alpha: { hand: ['ember-bolt'] } });
    const seen = JSON.stringify(viewFor(m.s, B));
    m.click(A, A, 'ember-bolt').click(A, B, 'orla-cinderhand');
    expect(seen.includes(m.uuid(A, 'ember-bolt'))).toBe(false);
  });

  it('undo with consent returns exactly to before the last action', () => {
    // A real game (undo rebuilds from setup + log, so a scenario edited by hand would not do).
    let s = createGame(preconSetup(0, 1, 'undo-pitch'));
    const who = s.activePlayer;
    const foe = s.order.find((x) => x !== who)!;
    const before = s;
    const step = (p: string, a: object) => {
      const r = applyAction(s, p, a);
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    };
    step(who, { command: 'cardAltClicked', uuid: s.players[who].piles.hand[0] });
    expect(s.players[who].bacon).toBeGreaterThan(0);
    step(who, { command: 'requestUndo' });
    step(foe, { command: 'answerUndo', accept: true });
    expect(s.cards).toEqual(before.cards);
    expect(s.players).toEqual(before.players);
    expect(s.rng).toBe(before.rng);
  });

  it('undo on a real game is reproduced by replaying its log', () => {
    let s = createGame(preconSetup(0, 1, 'undo'));
    const who = s.activePlayer;
    const other = s.order.find((x) => x !== who)!;
    const r1 = applyAction(s, who, { command: 'menuButton', arg: 'end-turn' });
    if (!r1.ok) throw new Error(r1.reason);
    s = r1.state;
    for (const [p, a] of [[who, { command: 'requestUndo' }], [other, { command: 'answerUndo', accept: true }]] as const) {
      const r = applyAction(s, p, a);
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
    expect(s.activePlayer).toBe(who);
    expect(stateHash(replayLog(s.setup, s.log))).toBe(stateHash(s));
  });

  it('manual mode needs consent, then moves, tokens and slash commands work', () => {
    const m = new Match({ alpha: { hand: ['hall-torch'] } });
    expect(m.refuse(A, { command: 'drop', uuid: m.uuid(A, 'hall-torch'), source: 'hand', target: 'archives' })).toMatch(/cannot drop/);
    m.do(A, { command: 'toggleManualMode' }).do(B, { command: 'answerManualMode', accept: true });
    expect(m.s.manualMode).toBe(true);
    m.do(A, { command: 'drop', uuid: m.uuid(A, 'hall-torch'), source: 'hand', target: 'purged' });
    expect(m.card(A, 'hall-torch').zone).toBe('purged');
    m.do(A, { command: 'inspectCard', uuid: m.uuid(B, 'bram-oakenroot') }).do(A, { command: 'chat', text: '/damage 3' });
    expect(m.card(B, 'bram-oakenroot').damage).toBe(3);
    m.do(A, { command: 'toggleStatus', uuid: m.uuid(B, 'bram-oakenroot'), status: 'marked' });
    expect(m.card(B, 'bram-oakenroot').statuses).toContain('marked');
    m.do(A, { command: 'manual', name: 'bacon', args: ['4'] });
    expect(m.s.players[A].bacon).toBe(4);
  });

  it('concede, leave and forced losses end the game with their reason', () => {
    expect(new Match().do(A, { command: 'concede' }).s.winReason).toBe('concede');
    expect(new Match().do(B, { command: 'leavegame' }).s.winner).toBe(A);
    expect(forceLoss(new Match().s, A, 'timeout')).toMatchObject({ winner: B, winReason: 'timeout' });
  });

  it('spectators see hands only when the game shows them', () => {
    const m = new Match({ alpha: { hand: ['ember-bolt'] } });
    expect(viewFor(m.s, null).players[A].cardPiles.hand[0].name).toBeUndefined();
    m.s.options = { ...m.s.options, showHand: true };
    expect(viewFor(m.s, null).players[A].cardPiles.hand[0].name).toBe('Ember Bolt');
    expect(viewFor(m.s, B).players[A].cardPiles.hand[0].name).toBeUndefined();
  });
});
