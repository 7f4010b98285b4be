import type { ChatMessage, MessageFragment } from '../protocol/game';
import { card as catalogCard } from './catalog';

/**
 * The game's own log lines, kept as words with references (who acts, whose card) rather than as
 * text, so that each viewer's view can word them for that viewer (wording.ts): "You attack bob's
 * Orla Cinderhand with your Orla Cinderhand". The spaces are put by the wording, never by hand.
 */

export type CardRef = { name: string; id: string; owner: string };

export type Word = (
  /** Plain words. One starting with punctuation (":", "!") sticks to the word before it. */
  | { w: 'text'; text: string }
  /** A player: "You"/"you" for the viewer. */
  | { w: 'player'; name: string }
  /** A verb agreeing with the player `of`: the `you` form for the viewer, else `they`. */
  | { w: 'verb'; of: string; they: string; you: string }
  /**
   * A card with its owner ("bob's", "your", or "their" for the line's actor). `implied`: the verb
   * already says whose it is (you play, use, pitch only your own cards), so the actor's is bare.
   */
  | ({ w: 'card'; implied?: true } & CardRef)
  /** Several cards, listed "A, B and C" (the attackers of a battle). */
  | { w: 'cards'; cards: CardRef[] }
  /** A player's possessive pronoun: "your" for the viewer, else "their". */
  | { w: 'their'; of: string }
  | { w: 'plus'; value: number }
  | { w: 'ability' }
) & {
  /** Added to the line after games were first recorded: left out of its recorded form (recordedMessage). */
  late?: true;
};

export type AlertKind = Extract<MessageFragment, { type: 'alert' }>['alert'];

/** One log line: its words, shown as an alert of that kind when `alert` is set. */
export type LogLine = { mid: number; alert?: AlertKind; words: Word[] };

/** What the state's log holds: a player's chat message (as the protocol sends it), or a game line. */
export type GameMessage = ChatMessage | LogLine;
export const isLogLine = (m: GameMessage): m is LogLine => 'words' in m;

// ------------------------------------------------------------------ building lines

/** Third person -> second person, for every verb the engine uses (typed: a new verb must be added here). */
const VERBS = {
  agrees: 'agree', allows: 'allow', asks: 'ask', attacks: 'attack', cannot: 'cannot', changes: 'change',
  discards: 'discard', draws: 'draw', has: 'have', looks: 'look', moves: 'move', mutes: 'mute', passes: 'pass', pitches: 'pitch', plays: 'play',
  refuses: 'refuse', reveals: 'reveal', rolls: 'roll', sets: 'set', shuffles: 'shuffle', summons: 'summon',
  turns: 'turn', unmutes: 'unmute', uses: 'use',
} as const;
export type Verb = keyof typeof VERBS;

export const words = (t: string): Word => ({ w: 'text', text: t });
export const who = (name: string): Word => ({ w: 'player', name });
export const verb = (of: string, they: Verb): Word => ({ w: 'verb', of, they, you: VERBS[they] });
export const their = (of: string): Word => ({ w: 'their', of });
/** A card as a log line names it (any card state: its id and owner). */
type NamedCard = { id: string; owner: string };
export const cardRef = (c: NamedCard): CardRef => ({ name: catalogCard(c.id).name, id: c.id, owner: c.owner });
export const cardWord = (c: NamedCard, implied = false): Word => ({ w: 'card', ...cardRef(c), ...(implied ? { implied: true as const } : {}) });
/** "<player> <verb> ...": the usual line, whose actor is its first word. */
export const acts = (name: string, v: Verb, ...rest: Word[]): Word[] => [who(name), verb(name, v), ...rest];

// ------------------------------------------------------------------ the recorded form

/** Text that sticks to the word before it (no space): punctuation. */
export const sticks = (t: string): boolean => /^[:;,.!?)]/.test(t);

/**
 * The line as games recorded it before it was kept as words (issue 16): fragments with the spaces
 * inside the text, the third person everywhere, no owners, the ability glued to its card. stateHash
 * reads the log in this form, so every hash recorded before (legacy replays, stored replay files)
 * still matches; what the words add (owners, the "you" forms) follows from the same actions.
 */
export function recordedMessage(m: GameMessage): ChatMessage {
  if (!isLogLine(m)) return m;
  const out: MessageFragment[] = [];
  const put = (t: string) => {
    const last = out.at(-1);
    if (last?.type === 'text') last.text += t;
    else out.push({ type: 'text', text: t });
  };
  let first = true;
  for (const x of m.words) {
    if (x.late) continue;
    if (!first && x.w !== 'ability' && !(x.w === 'text' && sticks(x.text))) put(' ');
    first = false;
    switch (x.w) {
      case 'text': put(x.text); break;
      case 'player': out.push({ type: 'player', name: x.name }); break;
      case 'verb': put(x.they); break;
      case 'their': put('their'); break;
      case 'card': out.push({ type: 'card', name: x.name, id: x.id }); break;
      case 'cards': for (const c of x.cards) out.push({ type: 'card', name: c.name, id: c.id }); break;
      case 'plus': out.push({ type: 'plus', value: x.value }); break;
      case 'ability': out.push({ type: 'ability' }); break;
    }
  }
  if (!m.alert) return { mid: m.mid, message: out };
  const flat = out.map((f) => (f.type === 'text' ? f.text : f.type === 'player' || f.type === 'card' ? f.name : '')).join('');
  return { mid: m.mid, message: [{ type: 'alert', alert: m.alert, text: flat }] };
}
