import { describe, expect, it } from 'vitest';
import { parseCardsBox, parseDiceBox, printDeck, validateDeck } from '../../../src/engine/deckbuilding';
import { catalogue } from './fixture';

describe('the Cards box', () => {
  it('reads counts with and without x, names in any case, and the ff flag', () => {
    const parsed = parseCardsBox('3x Ember Bolt\n2 barkskin ff\n1 X HALL TORCH', catalogue);
    expect(parsed.cards).toEqual([
      { id: 'ember-bolt', count: 3 },
      { id: 'barkskin', count: 2, ff: true },
      { id: 'hall-torch', count: 1 },
    ]);
  });

  it('needs an exact name: partial and unknown names are ignored, as are lines without a count', () => {
    expect(parseCardsBox('3x Ember\n2 Nothing Here\nEmber Bolt\n0 Ember Bolt\n\n', catalogue).cards).toEqual([]);
  });

  it('tells an x that belongs to the name from the count marker', () => {
    expect(parseCardsBox('2 X Ray\n1x Xenon Ward\n3 Xenon Ward', catalogue).cards).toEqual([
      { id: 'x-ray', count: 2 },
      { id: 'xenon-ward', count: 4 },
    ]);
  });

  it('puts champions into champions once and skips conjurations and chimera cards', () => {
    const parsed = parseCardsBox('1 Orla Cinderhand\n1 orla cinderhand\n2 Mirror Shade\n1 Forged Edge\n1 Ashmaw Head\n2 Savage Lunge\n1 Bram Oakenroot', catalogue);
    expect(parsed).toEqual({ champions: ['orla', 'bram'], cards: [] });
  });

  it('adds up repeated cards and keeps ff when any line has it', () => {
    expect(parseCardsBox('1x Ember Bolt\n2x ember bolt ff\r\n1 Ember Bolt', catalogue).cards).toEqual([{ id: 'ember-bolt', count: 4, ff: true }]);
  });

  it('copes with an empty catalogue', () => {
    expect(parseCardsBox('3x Ember Bolt', [])).toEqual({ champions: [], cards: [] });
  });
});

describe('the Dice box', () => {
  it('reads every alias of the spec and adds up repeats', () => {
    const text = '2 nature\n1 nat\n1 natural\n1 cha\n1 Charm\n1 ill\n1 illusion\n1 cer\n1 ceremonial\n1 div\n1 divine\n1 sym\n1 sympathy\n1 tim\n1 time';
    expect(parseDiceBox(text)).toEqual([
      { magic: 'natural', count: 4 },
      { magic: 'charm', count: 2 },
      { magic: 'illusion', count: 2 },
      { magic: 'ceremonial', count: 2 },
      { magic: 'divine', count: 2 },
      { magic: 'sympathy', count: 2 },
      { magic: 'time', count: 2 },
    ]);
  });

  it('ignores unknown lines', () => {
    expect(parseDiceBox('5 fire\nnat\n\n3 x\n4x div')).toEqual([{ magic: 'divine', count: 4 }]);
  });
});

describe('deck validation', () => {
  const cards18 = [
    { id: 'ember-bolt', count: 3 },
    { id: 'barkskin', count: 3 },
    { id: 'hall-torch', count: 3 },
    { id: 'quick-study', count: 3 },
    { id: 'xenon-ward', count: 3 },
    { id: 'x-ray', count: 3 },
  ];

  it('holds the basic rules with a champion and exactly 18 cards', () => {
    const status = validateDeck({ champions: ['orla'], cards: cards18, dicepool: [] }, catalogue);
    expect(status).toEqual({ basicRules: true, legalToPlay: true, totalCards: 18, overLimit: [], problems: [] });
  });

  it('fails without a champion, with 17 or 19 cards, and flags counts over 3', () => {
    expect(validateDeck({ champions: [], cards: cards18, dicepool: [] }, catalogue).problems).toEqual(['noChampion']);
    const short = validateDeck({ champions: ['orla'], cards: cards18.slice(1).concat({ id: 'ember-bolt', count: 2 }), dicepool: [] }, catalogue);
    expect(short).toMatchObject({ basicRules: false, totalCards: 17, problems: ['tooFewCards'] });
    const over = validateDeck({ champions: ['orla'], cards: cards18.slice(1).concat({ id: 'ember-bolt', count: 4 }), dicepool: [] }, catalogue);
    expect(over).toMatchObject({ basicRules: false, totalCards: 19, overLimit: ['ember-bolt'], problems: ['tooManyCards', 'overLimit'] });
  });

  it('is not legal to play before cards are loaded', () => {
    expect(validateDeck({ champions: ['orla'], cards: cards18, dicepool: [] }, []).legalToPlay).toBe(false);
  });
});

describe('printing a deck', () => {
  it('prints champions first, cards with ff, and dice', () => {
    const text = printDeck(
      { champions: ['orla'], cards: [{ id: 'ember-bolt', count: 3, ff: true }, { id: 'barkskin', count: 1 }], dicepool: [{ magic: 'natural', count: 5 }] },
      catalogue,
    );
    expect(text).toEqual({ cards: '1x Orla Cinderhand\n3x Ember Bolt ff\n1x Barkskin', dice: '5 natural' });
  });
});
