import { z } from 'zod';

/**
 * The one text type of the boundary. Every string field of every schema in src/protocol is built
 * here (or is an id with a format of its own), so no field lets through a character that storage
 * or a log line cannot hold: PostgreSQL refuses U+0000 in text and jsonb, which once let a player
 * void a ranked game by typing it in chat. Each field also has a maximum length (limits below).
 *
 * Refused everywhere: C0 controls (U+0000–U+001F), DEL (U+007F), C1 controls (U+0080–U+009F) and
 * lone UTF-16 surrogates (not representable in UTF-8). A multiline field allows newline, carriage
 * return and tab; a single-line field allows none of them.
 */

/** Maximum lengths (UTF-16 code units) per kind of field; docs/protocol.md lists them. */
export const textLimits = {
  /** Usernames, display names, game, deck and node names, card and champion names. */
  name: 64,
  /** Server-made ids and keys that are not UUIDs: game ids, card ids, stubs, commands. */
  id: 64,
  /** Short machine words: enums sent as free strings, tokens of a card, timestamps. */
  short: 128,
  email: 254,
  /** Caps the hashing work per request. */
  password: 1024,
  /** Lobby chat, a pending game's chat and game chat. */
  chat: 500,
  /** Deck notes, a crash message, a prompt or card text: short prose. */
  prose: 2000,
  /** Multi-line deck or card text, stack traces. */
  longText: 20_000,
  url: 2048,
  /** Signed tokens (JWT, refresh tokens, captcha payload pieces). */
  token: 4096,
  /** Base64 images (an avatar or a custom background) as a data: URL. */
  image: 8 * 1024 * 1024,
} as const;
export type TextKind = keyof typeof textLimits;

export type TextOptions = {
  /** Maximum length: a number, or a kind of field from {@link textLimits}. */
  max: number | TextKind;
  /** Allows newline, carriage return and tab. */
  multiline?: boolean;
  /** Trims surrounding white space before the other checks (names, not passwords). */
  trim?: boolean;
  /** Minimum length after trimming; 1 means required. */
  min?: number;
  /** Message for a missing, non-string or too-short value. */
  required?: string;
  /** Message for a too-long value. */
  tooLong?: string;
};

// Without the u flag, so that a lone surrogate is a code unit these patterns can see. Matching control
// characters is the point of these patterns.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first refused character of a string, or null when it has none. */
export function refusedCharacter(value: string, multiline = false): string | null {
  const m = (multiline ? MULTI_LINE : SINGLE_LINE).exec(value);
  return m ? m[0] : null;
}

/**
 * Text stored before these rules (an old lobby message) with every refused character replaced, so
 * that it still passes the schemas it is sent with. New text never needs it: it is refused at the edge.
 */
export function withoutRefused(value: string, multiline = false, replacement = '\ufffd'): string {
  const all = new RegExp((multiline ? MULTI_LINE : SINGLE_LINE).source, 'g');
  return value.replace(all, replacement);
}

/** The message for a refused character: names its code point (what a developer needs), never echoes it. */
export function refusedMessage(char: string): string {
  const code = char.charCodeAt(0);
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code >= 0xd800 && code <= 0xdfff) return `Text must not contain an unpaired surrogate (${hex})`;
  if (code === 0x0a || code === 0x0d || code === 0x09) return `Text must not contain line breaks or tabs here (${hex})`;
  return `Text must not contain control characters (${hex})`;
}

/**
 * A string field at the boundary: refuses control characters (see above) with a clear message
 * and anything longer than `max`. Returns a plain z.string(), so it composes (.optional(), .pipe()).
 */
export function text(opts: TextOptions) {
  const max = typeof opts.max === 'number' ? opts.max : textLimits[opts.max];
  const tooLong = opts.tooLong ?? `Text must be at most ${max} characters`;
  let s = opts.required ? z.string({ error: opts.required }) : z.string();
  if (opts.trim) s = s.trim();
  if (opts.min) s = s.min(opts.min, opts.required ?? `Text must be at least ${opts.min} characters`);
  return s.max(max, tooLong).superRefine((value, ctx) => {
    const char = refusedCharacter(value, opts.multiline);
    if (char !== null) ctx.addIssue({ code: 'custom', message: refusedMessage(char) });
  });
}

/** A single-line field of a kind: `line('name')` is `text({ max: textLimits.name })`. */
export const line = (kind: TextKind) => text({ max: kind });
