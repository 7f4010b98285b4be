import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Email, LoginRequest, Password, Username } from '../../../src/protocol/account';
import { CrashReport } from '../../../src/protocol/crash';
import { SaveDeckBody } from '../../../src/protocol/decks';
import { GameAction } from '../../../src/protocol/game';
import { NewGamePayload } from '../../../src/protocol/lobby';
import { lobbyClientEvents } from '../../../src/protocol/sockets';
import { refusedCharacter, text, textLimits, withoutRefused } from '../../../src/protocol/text';

/** The first issue's message, or null when the value is accepted. */
function refusal(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? 'refused');
}

const NUL = '\u0000';

describe('the text type', () => {
  it('names the refused character by its code point, and does not echo it', () => {
    const t = text({ max: 10 });
    expect(refusal(t, `a${NUL}b`)).toBe('Text must not contain control characters (U+0000)');
    expect(refusal(t, 'a\u0085b')).toBe('Text must not contain control characters (U+0085)');
    expect(refusal(t, 'a\u007fb')).toBe('Text must not contain control characters (U+007F)');
    expect(refusal(t, 'a\nb')).toBe('Text must not contain line breaks or tabs here (U+000A)');
    expect(refusal(t, 'a\ud800b')).toBe('Text must not contain an unpaired surrogate (U+D800)');
    expect(refusal(t, 'a\udc00')).toBe('Text must not contain an unpaired surrogate (U+DC00)');
    expect(refusal(t, 'x'.repeat(11))).toBe('Text must be at most 10 characters');
  });

  it('accepts ordinary text: accents, emoji (a surrogate pair), right-to-left scripts, spaces', () => {
    const t = text({ max: 64 });
    for (const ok of ['Émile', 'a 😀 b', 'שלום', '日本語', 'two  spaces', '']) expect(refusal(t, ok)).toBeNull();
  });

  it('lets a multiline field hold newlines, carriage returns and tabs, and nothing else of the controls', () => {
    const t = text({ max: 64, multiline: true });
    expect(refusal(t, 'one\ntwo\r\n\tthree')).toBeNull();
    for (const bad of [NUL, '\u000b', '\u000c', '\u001b', '\u007f', '\u009b']) expect(refusal(t, `a${bad}b`)).toMatch(/control characters/);
    expect(refusedCharacter('ok\n', true)).toBeNull();
    expect(refusedCharacter('ok\n', false)).toBe('\n');
  });

  it('replaces refused characters in text stored before the rules, so it still passes the schema', () => {
    expect(withoutRefused('old\u0007 message\ud800 😀')).toBe('old\ufffd message\ufffd 😀');
    expect(withoutRefused('a\nb\u0000', true)).toBe('a\nb\ufffd');
    expect(refusal(text({ max: 64 }), withoutRefused('bell\u0007\u0085\udfff'))).toBeNull();
  });

  it('trims before counting when asked, and says what is required', () => {
    const t = text({ max: 5, trim: true, min: 1, required: 'You must say something' });
    expect(t.parse('  abc  ')).toBe('abc');
    expect(refusal(t, '   ')).toBe('You must say something');
    expect(refusal(t, 42)).toBe('You must say something');
  });
});

describe('each kind of field', () => {
  it('names: usernames and game names refuse controls and their length', () => {
    expect(refusal(Username, `ann${NUL}`)).toMatch(/U\+0000/);
    expect(refusal(NewGamePayload, { name: `game${NUL}` })).toMatch(/U\+0000/);
    expect(refusal(NewGamePayload, { name: 'g\tame' })).toMatch(/line breaks or tabs/);
    expect(refusal(NewGamePayload, { name: 'x'.repeat(65) })).toBe('Game name must be less than 64 characters');
    expect(refusal(NewGamePayload, { name: 'Friday night 🔥' })).toBeNull();
  });

  it('emails', () => {
    expect(refusal(Email, `a${NUL}@example.com`)).toMatch(/U\+0000/);
    expect(refusal(Email, 'ann@example.com')).toBeNull();
    expect(refusal(Email, `${'a'.repeat(250)}@example.com`)).not.toBeNull();
  });

  it('passwords keep their spaces but not control characters, and are capped', () => {
    expect(refusal(Password, ' secret phrase ')).toBeNull();
    expect(refusal(Password, `secret${NUL}phrase`)).toMatch(/U\+0000/);
    expect(refusal(Password, 'x'.repeat(textLimits.password + 1))).toBe('Password is too long');
    expect(refusal(LoginRequest, { username: 'ann', password: `pw${NUL}xxxx` })).toMatch(/U\+0000/);
  });

  it('chat: lobby, pending game and game chat are one line of at most 500 characters', () => {
    const chat = lobbyClientEvents.chat;
    expect(refusal(chat, ['hello'])).toBeNull();
    expect(refusal(chat, [`hi${NUL}`])).toMatch(/U\+0000/);
    expect(refusal(chat, ['two\nlines'])).toMatch(/line breaks/);
    expect(refusal(chat, ['x'.repeat(500)])).toBeNull();
    expect(refusal(chat, ['x'.repeat(501)])).toBe('Messages must be at most 500 characters');
    expect(refusal(lobbyClientEvents.gamechat, ['g1', `hi${NUL}`])).toMatch(/U\+0000/);
    expect(refusal(GameAction, { command: 'chat', text: `gg${NUL}` })).toMatch(/U\+0000/);
    expect(refusal(GameAction, { command: 'chat', text: 'x'.repeat(501) })).not.toBeNull();
    expect(refusal(GameAction, { command: 'chat', text: 'gg 👍' })).toBeNull();
  });

  it('ids and commands in game actions', () => {
    expect(refusal(GameAction, { command: 'cardClicked', uuid: `c${NUL}` })).toMatch(/U\+0000/);
    expect(refusal(GameAction, { command: 'manual', name: 'draw', args: [`1${NUL}`] })).toMatch(/U\+0000/);
    expect(refusal(GameAction, { command: 'cardClicked', uuid: 'x'.repeat(65) })).not.toBeNull();
  });

  it('deck text: the name is one line, the notes may span lines', () => {
    const deck = { deckName: 'Embers', champions: [], cards: [], dicepool: [] };
    expect(refusal(SaveDeckBody, { ...deck, notes: 'Mulligan for:\n\t- Ember\r\n' })).toBeNull();
    expect(refusal(SaveDeckBody, { ...deck, notes: `a${NUL}` })).toMatch(/U\+0000/);
    expect(refusal(SaveDeckBody, { ...deck, deckName: 'Em\nbers' })).toMatch(/line breaks/);
    expect(refusal(SaveDeckBody, { ...deck, notes: 'x'.repeat(2001) })).toBe('Notes must be less than 2000 characters');
  });

  it('urls and stack traces of a crash report', () => {
    const crash = { message: 'boom', source: 'error' as const };
    expect(refusal(CrashReport, { ...crash, url: `http://x/${NUL}` })).toMatch(/U\+0000/);
    expect(refusal(CrashReport, { ...crash, stack: 'at a\n\tat b' })).toBeNull();
    expect(refusal(CrashReport, { ...crash, stack: `at a${NUL}` })).toMatch(/U\+0000/);
    expect(refusal(CrashReport, { ...crash, url: 'x'.repeat(textLimits.url + 1) })).not.toBeNull();
  });

  it('tokens over the lobby socket', () => {
    expect(refusal(lobbyClientEvents.authenticate, [`eyJ${NUL}`])).toMatch(/U\+0000/);
    expect(refusal(lobbyClientEvents.authenticate, ['x'.repeat(textLimits.token + 1)])).not.toBeNull();
  });
});

describe('path parameters', () => {
  it('a username parameter refuses U+0000 and over-long names before any query', async () => {
    const { PathParams } = await import('../../../src/protocol/params');
    expect(refusal(PathParams, { username: 'ann' })).toBeNull();
    expect(refusal(PathParams, { username: '\u0000' })).toMatch(/U\+0000/);
    expect(refusal(PathParams, { username: 'x'.repeat(2049) })).not.toBeNull();
  });
});
