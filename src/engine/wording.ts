import type { ChatMessage, MessageFragment } from '../protocol/game';
import { isLogLine, sticks, type CardRef, type GameMessage, type LogLine, type Word } from './logLine';

/**
 * Words a log line for one viewer (`you`: the viewing player, null for spectators and replays seen
 * from no side). The viewer is "You"/"your" with the verb's "you" form; every card says whose it is:
 * "your", "their" (the line's actor, its first word), or the owner's name; words get one space
 * between them. The fragments keep their kinds (player, card) so the board can style and zoom them.
 */
export function wordMessage(m: GameMessage, you: string | null): ChatMessage {
  if (!isLogLine(m)) return m;
  const fragments = wordLine(m, you);
  if (!m.alert) return { mid: m.mid, message: fragments };
  return { mid: m.mid, message: [{ type: 'alert', alert: m.alert, text: fragments.map(plain).join('') }] };
}

/** A fragment's text, as read in an alert or copied to the clipboard. */
export function plain(f: MessageFragment): string {
  switch (f.type) {
    case 'text': case 'alert': case 'label': case 'link': return f.text;
    case 'card': case 'player': case 'nonAvatarPlayer': return f.name;
    case 'plus': return `+${f.value}`;
    case 'energy': return f.value;
    case 'ability': return f.text ?? 'ability';
    default: return '';
  }
}

type Piece = MessageFragment[];

function wordLine(line: LogLine, you: string | null): MessageFragment[] {
  const actor = line.words[0]?.w === 'player' ? line.words[0].name : null;
  const text = (t: string): MessageFragment => ({ type: 'text', text: t });
  const person = (name: string): Piece => [name === you ? text('you') : { type: 'player', name }];
  const possessive = (owner: string): Piece =>
    owner === you ? [text('your')] : owner === actor ? [text('their')] : [{ type: 'player', name: owner }, text("'s")];
  const cardPiece = (c: CardRef): MessageFragment => ({ type: 'card', name: c.name, id: c.id });
  const list = (cards: CardRef[]): Piece => {
    // One possessive for a group with one owner ("their A and B"), else one per card.
    const oneOwner = cards.every((c) => c.owner === cards[0].owner);
    const items = cards.map((c, i) => (oneOwner && i > 0 ? [cardPiece(c)] : [...possessive(c.owner), text(' '), cardPiece(c)]));
    return items.flatMap((item, i) => (i === 0 ? item : [text(i === items.length - 1 ? ' and ' : ', '), ...item]));
  };
  const piece = (x: Word): Piece => {
    switch (x.w) {
      case 'text': return [text(x.text)];
      case 'player': return person(x.name);
      case 'verb': return [text(x.of === you ? x.you : x.they)];
      case 'their': return [text(x.of === you ? 'your' : 'their')];
      case 'card': return x.implied && x.owner === actor ? [cardPiece(x)] : [...possessive(x.owner), text(' '), cardPiece(x)];
      case 'cards': return list(x.cards);
      case 'plus': return [{ type: 'plus', value: x.value }];
      // Sticks to its card: "uses Sanctuary's ability".
      case 'ability': return [text("'s "), { type: 'ability', text: 'ability' }];
    }
  };
  const out: MessageFragment[] = [];
  const put = (f: MessageFragment) => {
    const last = out.at(-1);
    if (f.type === 'text' && last?.type === 'text') last.text += f.text;
    else out.push(f.type === 'text' ? { ...f } : f);
  };
  line.words.forEach((x, i) => {
    if (i > 0 && x.w !== 'ability' && !(x.w === 'text' && sticks(x.text))) put(text(' '));
    for (const f of piece(x)) put(f);
  });
  // A line opening with "you"/"your" starts with a capital; names stay as their owners spell them.
  const first = out[0];
  if (first?.type === 'text') out[0] = { type: 'text', text: first.text.charAt(0).toUpperCase() + first.text.slice(1) };
  return out;
}
