import type { CardView, ChatMessage, GameView, PileName } from '../../../../protocol/game';

/** What happened between two views of one viewer, as the board's feedback shows it. */
export type BoardEvent =
  | { kind: 'diceRoll'; round: number }
  | { kind: 'attack'; attacker: string; attackerName: string; target: string; targetName: string }
  | { kind: 'hit'; uuid: string; name: string; amount: number }
  | { kind: 'heal'; uuid: string; name: string; amount: number }
  | { kind: 'defeat'; uuid: string; name: string }
  | { kind: 'opponentPlay'; uuid: string; name: string; owner: string; zone: PileName }
  | { kind: 'turnStart'; player: string; mine: boolean };

/** The piles a card played from a hand lands in. */
const PLAYED_TO: readonly PileName[] = ['play area', 'spells', 'discard', 'spent'];

interface Fighter { card: CardView; owner: string; zone: 'play area' | 'champions' }

/** Face-up units and champions by uuid: the cards that take damage. */
function fighters(v: GameView): Map<string, Fighter> {
  const out = new Map<string, Fighter>();
  for (const [owner, p] of Object.entries(v.players)) {
    for (const c of p.cardPiles['play area']) if (!c.facedown) out.set(c.uuid, { card: c, owner, zone: 'play area' });
    for (const c of p.champions) if (!c.facedown) out.set(c.uuid, { card: c, owner, zone: 'champions' });
  }
  return out;
}

/** Every uuid the viewer has seen in this view (a hidden card's uuid is an alias that tracks nothing). */
function allUuids(v: GameView): Set<string> {
  const out = new Set<string>();
  for (const p of Object.values(v.players)) {
    for (const pile of Object.values(p.cardPiles)) for (const c of pile) out.add(c.uuid);
    for (const c of p.champions) out.add(c.uuid);
  }
  return out;
}

const damageOf = (c: CardView) => c.tokens?.damage ?? 0;
const nameOf = (c: CardView) => c.name ?? 'a card';

/** The game log lines that arrived with this view, as "card name" and the words after it. */
function newLines(prev: GameView, next: GameView): Array<{ card: string; rest: string }> {
  const seen = prev.messages.reduce((m, x) => Math.max(m, x.mid), -1);
  const out: Array<{ card: string; rest: string }> = [];
  for (const m of next.messages) if (m.mid > seen && !m.name) out.push(...cardClauses(m));
  return out;
}

function cardClauses(m: ChatMessage): Array<{ card: string; rest: string }> {
  const out: Array<{ card: string; rest: string }> = [];
  m.message.forEach((f, i) => {
    if (f.type !== 'card') return;
    const after = m.message.slice(i + 1).map((g) => (g.type === 'text' ? g.text : g.type === 'card' || g.type === 'player' ? g.name : '')).join('');
    out.push({ card: f.name, rest: after.trim() });
  });
  return out;
}

/** Takes the first log clause about this card that matches, so two cards of one name each get their own. */
function takeLine(lines: Array<{ card: string; rest: string }>, card: string, re: RegExp): RegExpMatchArray | null {
  const i = lines.findIndex((l) => l.card === card && re.test(l.rest));
  if (i < 0) return null;
  const [l] = lines.splice(i, 1);
  return l.rest.match(re);
}

/** A log clause of damage a card took: "takes N damage". */
const TAKES_DAMAGE = /^takes (\d+) damage/;

/** Takes one damage clause about this card: of exactly `amount` when given (the card's own hit), else the first. */
function takeHit(lines: Array<{ card: string; rest: string }>, card: string, amount?: number): number {
  const m = takeLine(lines, card, amount === undefined ? TAKES_DAMAGE : new RegExp(`^takes ${amount} damage`));
  return m ? Number(m[1] ?? amount) : 0;
}

/** The sum of the numbers of every log clause about this card that matches. */
function takeAll(lines: Array<{ card: string; rest: string }>, card: string, re: RegExp): number {
  let sum = 0;
  for (let m = takeLine(lines, card, re); m; m = takeLine(lines, card, re)) sum += Number(m[1]);
  return sum;
}

/**
 * The feedback events between two successive views of one viewer: an attack resolving (each
 * attacker to its blocker or the target), damage and healing (damage tokens going up or down),
 * defeats (a champion defeated, a unit destroyed out of play), the opponent's cards played from
 * their hand, the dice of a new round and the start of a turn. Only what both views show is used:
 * the views are already filtered for their viewer, so nothing here can tell more than they do.
 */
export function deriveEvents(prev: GameView | null, next: GameView): BoardEvent[] {
  if (!prev || prev.gameId !== next.gameId || next.stateId <= prev.stateId) return [];
  const out: BoardEvent[] = [];
  if (next.round > prev.round) out.push({ kind: 'diceRoll', round: next.round });

  const before = fighters(prev);
  const after = fighters(next);
  const b = prev.attack;
  const resolved = !!b && b.stage === 'reacting' && !!b.target && (!next.attack || next.attack.target !== b.target);
  if (b && resolved) {
    for (const a of b.attackers) {
      const attacker = before.get(a);
      const blocker = Object.keys(b.blocks).find((k) => b.blocks[k] === a);
      const target = before.get(blocker ?? b.target!);
      if (attacker && target) out.push({ kind: 'attack', attacker: a, attackerName: nameOf(attacker.card), target: target.card.uuid, targetName: nameOf(target.card) });
    }
  }

  const lines = newLines(prev, next);
  const named = new Map<string, number>();
  for (const f of before.values()) named.set(nameOf(f.card), (named.get(nameOf(f.card)) ?? 0) + 1);
  const gone: Array<{ uuid: string; name: string }> = [];
  for (const [uuid, was] of before) {
    const now = after.get(uuid);
    const name = nameOf(was.card);
    if (now) {
      const delta = damageOf(now.card) - damageOf(was.card);
      // A hit and a heal in one step (a last stand) net out in the tokens; the log tells them apart
      // when the name is the card's alone. A card sharing its name claims the log's line for its own
      // hit, so a namesake destroyed in the same step is not also given it.
      const taken = named.get(name) === 1 ? takeAll(lines, name, TAKES_DAMAGE) : delta > 0 ? takeHit(lines, name, delta) : 0;
      const hit = Math.max(taken, delta, 0);
      if (hit > 0) out.push({ kind: 'hit', uuid, name, amount: hit });
      if (hit - delta > 0) out.push({ kind: 'heal', uuid, name, amount: hit - delta });
      if (now.zone === 'champions' && now.card.defeated && !was.card.defeated) out.push({ kind: 'defeat', uuid, name });
    } else if (was.zone === 'play area') {
      // A unit that left play: destroyed when the log says so (a bounce or a manual move is no defeat).
      if (takeLine(lines, name, /^is destroyed/)) gone.push({ uuid, name });
    }
  }
  // After the survivors have claimed theirs: every hit left in the log for a destroyed unit (a battle and an
  // effect can both land before it falls), or one line each when namesakes fell together.
  for (const { uuid, name } of gone) {
    const alone = gone.filter((g) => g.name === name).length === 1;
    const took = alone ? takeAll(lines, name, TAKES_DAMAGE) : takeHit(lines, name);
    if (took) out.push({ kind: 'hit', uuid, name, amount: took });
    out.push({ kind: 'defeat', uuid, name });
  }

  out.push(...opponentPlays(prev, next));

  const turn = next.activePlayerTurn;
  if (turn && (turn !== prev.activePlayerTurn || next.round > prev.round)) out.push({ kind: 'turnStart', player: turn, mine: turn === next.viewer });
  return out;
}

/**
 * Cards new to the viewer that appear, face up, in another player's play area, spells, discard or
 * spent pile while that player's hand shrinks: played (or pitched) from the hand. No more of them
 * than the hand lost, so a card from the deck is not drawn as coming from the hand.
 */
function opponentPlays(prev: GameView, next: GameView): BoardEvent[] {
  const known = allUuids(prev);
  const out: BoardEvent[] = [];
  for (const [owner, p] of Object.entries(next.players)) {
    if (owner === next.viewer) continue;
    const was = prev.players[owner];
    if (!was) continue;
    let left = was.numHandCards - p.numHandCards;
    for (const zone of PLAYED_TO) {
      for (const c of p.cardPiles[zone]) {
        if (left <= 0) break;
        if (c.facedown || known.has(c.uuid)) continue;
        out.push({ kind: 'opponentPlay', uuid: c.uuid, name: nameOf(c), owner, zone });
        left--;
      }
    }
  }
  return out;
}

/** The uuids whose sprites travel from their owner's hand (face down, then turned over). */
export function arrivals(events: readonly BoardEvent[]): Set<string> {
  return new Set(events.flatMap((e) => (e.kind === 'opponentPlay' ? [e.uuid] : [])));
}
