import { describe, it, expect } from 'vitest';
import { applyAction, createGame, playBotGame, preconSetup, precons, viewFor, chimeraDeck, cardById, type GameState } from '../../../src/engine';
import type { ChatMessage, MessageFragment } from '../../../src/protocol/game';
import { wordMessage } from '../../../src/engine/wording';
import { Match } from './driver';

/**
 * The game log as each viewer reads it (issue 16, "the log, worded right"): every line names who
 * acts and whose cards they are, "you" takes the right verb, and words never run together.
 */

const A = 'alpha';
const B = 'beta';
const SPECTATOR = null;

/** What a reader sees of one fragment (the board shows the same text, styled). */
function read(f: MessageFragment): string {
  switch (f.type) {
    case 'text': case 'alert': case 'label': case 'link': return f.text;
    case 'card': case 'player': case 'nonAvatarPlayer': return f.name;
    case 'plus': return `+${f.value}`;
    case 'energy': return f.value;
    case 'ability': return f.text ?? '';
    default: return '';
  }
}
const lineText = (m: ChatMessage) => (m.name ? `${m.name}: ` : '') + m.message.map(read).join('');
const log = (s: GameState, viewer: string | null) => viewFor(s, viewer).messages.map(lineText);
/** The newest line of the viewer's log that matches. */
const lastLine = (s: GameState, viewer: string | null, re: RegExp) => log(s, viewer).filter((l) => re.test(l)).at(-1);

describe('the log, as each viewer reads it', () => {
  it('an attack between same-named champions says whose is whose', () => {
    const m = new Match().attack(A, ['orla-cinderhand'], 'orla-cinderhand', { react: true });
    expect(lastLine(m.s, A, /attack/)).toBe("You attack beta's Orla Cinderhand with your Orla Cinderhand");
    expect(lastLine(m.s, B, /attack/)).toBe('alpha attacks your Orla Cinderhand with their Orla Cinderhand');
    expect(lastLine(m.s, SPECTATOR, /attack/)).toBe("alpha attacks beta's Orla Cinderhand with their Orla Cinderhand");
  });

  it('several attackers are listed with one owner', () => {
    const m = new Match().attack(A, ['orla-cinderhand', 'bram-oakenroot'], 'seraphine-dawnsworn', { react: true });
    expect(lastLine(m.s, A, /attack/)).toBe("You attack beta's Seraphine Dawnsworn with your Orla Cinderhand and Bram Oakenroot");
  });

  it('an ability: spaced, and "you use" for the one who used it', () => {
    const m = new Match({ alpha: { spells: ['sanctuary'] } });
    m.card(A, 'orla-cinderhand').damage = 2;
    m.click(A, A, 'sanctuary');
    expect(lastLine(m.s, A, /Sanctuary/)).toBe("You use Sanctuary's ability");
    expect(lastLine(m.s, B, /Sanctuary/)).toBe("alpha uses Sanctuary's ability");
  });

  it('a reaction, its damage and a block name the owners', () => {
    const m = new Match({ beta: { hand: ['barkskin'] } }).attack(A, ['orla-cinderhand'], 'bram-oakenroot', { react: true });
    m.click(B, B, 'barkskin');
    expect(lastLine(m.s, B, /Barkskin/)).toBe('You play Barkskin');
    expect(lastLine(m.s, A, /Barkskin/)).toBe('beta plays Barkskin');

    const b = new Match({ beta: { play: ['tavern-brawler'] } }).attack(A, ['bram-oakenroot'], 'orla-cinderhand');
    b.click(B, B, 'tavern-brawler').click(B, A, 'bram-oakenroot').button(B, 'done-blocking').button(A, 'pass');
    // Bram's attack is 3 from rules version 9; the brawler's strike back is 2.
    expect(log(b.s, B)).toEqual(expect.arrayContaining(['Your Tavern Brawler takes 3 damage', 'Your Tavern Brawler is destroyed', "alpha's Bram Oakenroot takes 2 damage"]));
    expect(log(b.s, A)).toEqual(expect.arrayContaining(["beta's Tavern Brawler is destroyed", 'Your Bram Oakenroot takes 2 damage']));
  });

  it('pitching, passing, winning: the verb agrees with "you"', () => {
    const m = new Match({ alpha: { hand: ['quick-study', 'ember-bolt'] } });
    m.do(A, { command: 'cardAltClicked', uuid: m.uuid(A, 'quick-study') });
    expect(lastLine(m.s, A, /Quick Study/)).toBe('You pitch Quick Study for +2 bacon');
    expect(lastLine(m.s, B, /Quick Study/)).toBe('alpha pitches Quick Study for +2 bacon');
    for (const id of ['bram-oakenroot', 'seraphine-dawnsworn']) m.card(B, id).damage = cardById[id].defense!;
    // Ember Bolt's 2 damage finishes Orla, whatever her defense in this rules version.
    m.card(B, 'orla-cinderhand').damage = cardById['orla-cinderhand'].defense! - 2;
    m.click(A, A, 'ember-bolt').click(A, B, 'orla-cinderhand');
    expect(lastLine(m.s, B, /is defeated/)).toBe('Your Orla Cinderhand is defeated!');
    expect(lastLine(m.s, SPECTATOR, /is defeated/)).toBe("beta's Orla Cinderhand is defeated!");
    expect(lastLine(m.s, A, /won/)).toBe('You have won the game (champions defeated)');
    expect(lastLine(m.s, B, /won/)).toBe('alpha has won the game (champions defeated)');
  });

  it('passing and undo speak to "you" and of "your" action', () => {
    let s = createGame(preconSetup(0, 1, 'log-undo'));
    const [who, foe] = [s.activePlayer, s.order.find((x) => x !== s.activePlayer)!];
    const go = (p: string, a: object) => {
      const r = applyAction(s, p, a);
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    };
    go(who, { command: 'menuButton', arg: 'end-turn' });
    expect(lastLine(s, who, /pass/)).toBe('You pass');
    expect(lastLine(s, foe, /pass/)).toBe(`${who} passes`);
    go(who, { command: 'requestUndo' });
    expect(lastLine(s, who, /take back/)).toBe('You ask to take back your last action');
    expect(lastLine(s, foe, /take back/)).toBe(`${who} asks to take back their last action`);
    go(foe, { command: 'answerUndo', accept: true });
    expect(lastLine(s, who, /allow/)).toBe(`${foe} allows you to take back your last action`);
    expect(lastLine(s, foe, /allow/)).toBe(`You allow ${who} to take back their last action`);
    go(foe, { command: 'chat', text: 'gg' });
    expect(lastLine(s, who, /gg/)).toBe(`${foe}: gg`);
  });
});

describe('over many seeded games, no viewer reads a glued word or "you plays"', () => {
  /** Every problem of one worded line: a card name touching a letter, "You <verb>s", stray spaces. */
  function problems(m: ChatMessage): string[] {
    const out: string[] = [];
    const text = lineText(m);
    let at = 0;
    m.message.forEach((f, i) => {
      const t = read(f);
      if (f.type === 'card' || f.type === 'player') {
        const before = text.charAt((m.name ? m.name.length + 2 : 0) + at - 1);
        const after = text.charAt((m.name ? m.name.length + 2 : 0) + at + t.length);
        if (/[A-Za-z0-9]/.test(before) || /[A-Za-z0-9]/.test(after)) out.push(`"${t}" glued (fragment ${i}) in: ${text}`);
      }
      at += t.length;
    });
    if (/\byou [a-z]*[^s]s\b/i.test(text)) out.push(`you + third person in: ${text}`);
    if (/ {2}|^ | $/.test(text)) out.push(`stray space in: ${text}`);
    return out;
  }

  it('in precon and solo games, for both players and a spectator', () => {
    const n = precons.length;
    const setups = Array.from({ length: 24 }, (_, i) => preconSetup(i % n, (i * 5 + 1) % n, `log-${i}`));
    for (let i = 0; i < 6; i++) {
      const solo = { ...preconSetup(i % n, 0, `log-solo-${i}`), format: 'solo' as const };
      solo.players = [solo.players[0], { name: 'chimera', deck: chimeraDeck, isBot: true }];
      setups.push(solo);
    }
    const found: string[] = [];
    let lines = 0;
    const kinds = new Set<string>();
    const chimeraAttacks: string[] = [];
    for (const setup of setups) {
      let seen = 0;
      playBotGame(setup, 2000, (s) => {
        for (const m of s.messages) {
          if (m.mid <= seen) continue;
          seen = m.mid;
          for (const viewer of [...s.order, null]) {
            const worded = wordMessage(m, viewer);
            lines++;
            const text = lineText(worded);
            kinds.add(text.replace(/^(You|alpha|beta|chimera) /, '').split(' ')[0]);
            if (viewer === 'alpha' && text.startsWith('chimera attacks')) chimeraAttacks.push(text);
            found.push(...problems(worded));
          }
        }
      });
    }
    expect(found.slice(0, 10)).toEqual([]);
    expect(lines).toBeGreaterThan(1000);
    // The games reach the usual lines: attacks, plays, abilities, damage, rounds.
    for (const k of ['attack', 'attacks', 'play', 'plays', 'uses', 'pass', 'passes', 'Round']) expect(kinds, k).toContain(k);
    // The chimera's attacks name the target, then its own attackers (never "Chimera attacks with <your card>").
    expect(chimeraAttacks.length).toBeGreaterThan(0);
    for (const l of chimeraAttacks) expect(l).toMatch(/^chimera attacks your [A-Z][\w' -]+ with their [A-Z][\w' ,-]+$/);
  }, 30_000); // solo games against the sturdier default tier run longer
});
