import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { behaviours } from '../../../src/engine/cards';
import { catalog } from '../../../src/engine';
import { card } from '../../../src/engine/catalog';
import { startRound } from '../../../src/engine/flow';

/** Champions' passives (rules version 3): one scenario each, plus the rules every passive obeys. */
const A = 'alpha';
const B = 'beta';
const trio = (first: string, ...rest: string[]) => [first, ...(rest.length ? rest : ['orla-cinderhand', 'seraphine-dawnsworn'])];
/** Runs the next round's start on the scenario (its passives act, nobody else's state is reset). */
const nextRound = (m: Match) => { startRound(m.s); return m; };

const cases: Record<string, () => void> = {
  'orla-cinderhand': () => {
    const m = new Match();
    m.card(B, 'seraphine-dawnsworn').damage = (card('seraphine-dawnsworn').defense ?? 0) - 1;
    m.click(A, A, 'orla-cinderhand').click(A, B, 'seraphine-dawnsworn');
    expect(m.card(A, 'orla-cinderhand').exhausted).toBe(false); // Pyre readied her (a unit's end does not: retunedCardsV12.test.ts)
  },
  'thessaly-gloamveil': () => {
    const m = new Match({ beta: { champions: trio('thessaly-gloamveil') } }).attack(A, ['orla-cinderhand'], 'thessaly-gloamveil');
    m.button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(B, 'thessaly-gloamveil').damage).toBe(2);
    expect(m.card(B, 'mirror-shade').zone).toBe('play');
    expect(m.card(B, 'mirror-shade').exhausted).toBe(true);
    m.s.players[A].actionCount = 1;
    m.attack(A, ['bram-oakenroot'], 'thessaly-gloamveil').button(B, 'done-blocking').button(A, 'pass');
    expect(m.s.players[B].piles.play.length).toBe(1); // one shade at a time
  },
  'bram-oakenroot': () => {
    const m = new Match().attack(A, ['orla-cinderhand'], 'bram-oakenroot');
    expect(m.card(B, 'bram-oakenroot').armor).toBe(1);
    m.button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(B, 'bram-oakenroot').damage).toBe(1);
  },
  'seraphine-dawnsworn': () => {
    const m = new Match();
    m.card(A, 'bram-oakenroot').damage = 7; // 5 left after his recover 2: 8 life left of 13, the least (Orla 9, Seraphine 10)
    nextRound(m);
    expect(m.card(A, 'seraphine-dawnsworn').armor).toBe(1); // her own, however hurt the others (retunedCardsV12.test.ts)
    expect(m.card(A, 'bram-oakenroot').armor).toBe(0);
  },
  'corvin-hexweaver': () => {
    const m = new Match({ alpha: { hand: ['tavern-brawler'] }, beta: { champions: trio('corvin-hexweaver') } }).click(A, A, 'tavern-brawler');
    expect(m.card(A, 'tavern-brawler').exhausted).toBe(true);
  },
  'maelis-threadbinder': () => {
    const m = new Match({ beta: { champions: trio('maelis-threadbinder') } });
    m.card(A, 'seraphine-dawnsworn').damage = 4; // alpha's weakest (5 left; Orla keeps 6 after Maelis strikes back)
    m.attack(A, ['orla-cinderhand'], 'maelis-threadbinder').button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(A, 'seraphine-dawnsworn').damage).toBe(5);
  },
  'ottoline-clockwise': () => {
    const deck = Array(8).fill('quick-study');
    const rich = nextRound(new Match({ alpha: { champions: trio('ottoline-clockwise'), deck, bacon: 3 } }));
    const poor = nextRound(new Match({ alpha: { champions: trio('ottoline-clockwise'), deck, bacon: 2 } }));
    expect(rich.s.players[A].piles.hand.length).toBe(6); // up to five, and Hoarded Hours' card
    expect(poor.s.players[A].piles.hand.length).toBe(5);
  },
  'garrick-ashforge': () => {
    const m = new Match({ alpha: { champions: trio('garrick-ashforge'), play: ['forge-apprentice'] } });
    m.click(A, A, 'garrick-ashforge').click(A, A, 'forge-apprentice');
    m.s.players[A].actionCount = 1;
    m.attack(A, ['forge-apprentice'], 'orla-cinderhand').button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(B, 'orla-cinderhand').damage).toBe(1 + 1 + 1); // 1 attack, +1 edge, +1 Master Smith
  },
  'ignatius-pyrewright': () => {
    const m = new Match({ alpha: { champions: trio('ignatius-pyrewright') }, beta: { deck: Array(8).fill('quick-study') } });
    m.click(A, A, 'ignatius-pyrewright').click(A, B, 'bram-oakenroot');
    nextRound(m);
    expect(m.card(B, 'bram-oakenroot').damage).toBe(1 + 2); // Brand's 1, then Smoulder's 1 and the mark's 1
  },
  'mirela-duskmantle': () => {
    const m = new Match({ beta: { champions: trio('mirela-duskmantle'), hand: ['second-wind'] } }).attack(A, ['orla-cinderhand'], 'seraphine-dawnsworn', { react: true });
    m.click(B, B, 'second-wind');
    expect(m.s.players[B].bacon).toBe(1);
  },
  'fenna-mossheart': () => {
    const m = new Match({ alpha: { champions: trio('fenna-mossheart'), hand: ['bramble-hound'] } });
    m.card(A, 'orla-cinderhand').damage = 4;
    m.click(A, A, 'bramble-hound');
    expect(m.card(A, 'orla-cinderhand').damage).toBe(3);
  },
  'aurelio-lightwarden': () => {
    const m = new Match({ active: 'beta', alpha: { champions: trio('aurelio-lightwarden'), play: ['sworn-blade'] } });
    m.card(A, 'aurelio-lightwarden').damage = 2;
    m.card(A, 'sworn-blade').damage = 2; // 1 life left (3 defense again from rules version 8): Kindle destroys it
    m.click(B, B, 'orla-cinderhand').click(B, A, 'sworn-blade');
    expect(m.card(A, 'sworn-blade').zone).toBe('discard');
    expect(m.card(A, 'aurelio-lightwarden').damage).toBe(1);
    expect(m.s.players[A].bacon).toBe(1);
  },
  'lysandra-velvetine': () => {
    const m = new Match({ beta: { champions: trio('lysandra-velvetine') } }).attack(A, ['orla-cinderhand', 'bram-oakenroot'], 'lysandra-velvetine', { react: true });
    expect(m.card(A, 'orla-cinderhand').statuses).toContain('marked');
    expect(m.card(A, 'bram-oakenroot').statuses).toContain('marked');
  },
  'caspian-heartwright': () => {
    const m = new Match({ beta: { champions: trio('caspian-heartwright') } });
    m.card(B, 'orla-cinderhand').damage = 3;
    m.attack(A, ['bram-oakenroot'], 'caspian-heartwright').button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(B, 'caspian-heartwright').damage).toBe(3); // Bram's attack (3 from rules version 9)
    expect(m.card(B, 'orla-cinderhand').damage).toBe(2);
  },
  'tamsin-hourwright': () => {
    const m = new Match({ alpha: { champions: trio('tamsin-hourwright'), deck: ['quick-study', 'quick-study', 'quick-study', 'quick-study', 'quick-study', 'quick-study', 'quick-study'] } });
    m.s.firstPlayer = A; // alpha goes second next round
    nextRound(m);
    expect(m.s.firstPlayer).toBe(B);
    expect(m.s.players[A].piles.hand.length).toBe(6);
  },
  'brannoc-scarbound': () => {
    const m = new Match({ alpha: { champions: trio('brannoc-scarbound') }, rulesVersion: 10 });
    m.card(A, 'brannoc-scarbound').damage = 4;
    m.attack(A, ['brannoc-scarbound'], 'orla-cinderhand').button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(B, 'orla-cinderhand').damage).toBe(2 + 2); // 2 attack from rules version 10, +2 bloodied
  },
};

describe('champion passives', () => {
  it('every champion of today\'s set has a passive, written on the card', () => {
    const champs = catalog.filter((c) => c.type === 'Champion' && c.deckType === 'standard');
    expect(champs.length).toBeGreaterThanOrEqual(16);
    for (const c of champs) {
      expect(behaviours[c.id]?.passive, c.id).toBeDefined();
      expect(c.text, c.id).toContain(`Passive, ${c.passive}`);
    }
    expect(Object.keys(cases).sort()).toEqual(champs.map((c) => c.id).sort());
  });
  for (const [id, run] of Object.entries(cases)) it(id, run);

  it('a defeated champion\'s passive is silent', () => {
    const m = new Match({ alpha: { hand: ['tavern-brawler'] }, beta: { champions: trio('corvin-hexweaver') } });
    m.card(B, 'corvin-hexweaver').damage = card('corvin-hexweaver').defense ?? 0; // defeated
    m.click(A, A, 'tavern-brawler');
    expect(m.card(A, 'tavern-brawler').exhausted).toBe(false);
  });

  it('games of rules version 2 have no passives', () => {
    const m = new Match({ rulesVersion: 2 }).attack(A, ['orla-cinderhand'], 'bram-oakenroot');
    expect(m.card(B, 'bram-oakenroot').armor).toBe(0);
  });
});
