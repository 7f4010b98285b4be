import type { DraftRuntime } from './types';

export const DRAFT_POOL = 8;
export const DRAFT_PICKS = 4;

/** Snake order for two players: A B B A A B B A. */
function snake(first: string, second: string): string[] {
  const order: string[] = [];
  for (let i = 0; i < DRAFT_PICKS; i++) order.push(...(i % 2 === 0 ? [first, second] : [second, first]));
  return order;
}

/** A fresh draft: 8 random champions of the pool, the first chooser picked at random. */
export function newDraft(players: [string, string], pool: string[], random: () => number = Math.random): DraftRuntime {
  const shuffled = [...pool];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  const [a, b] = random() < 0.5 ? players : [players[1], players[0]];
  const order = snake(a, b);
  return {
    champSet: shuffled.slice(0, DRAFT_POOL).map((id) => ({ id })),
    playerChoices: { [players[0]]: [], [players[1]]: [] },
    playerDiscards: { [players[0]]: [], [players[1]]: [] },
    choosingPlayer: order[0],
    order,
    complete: false,
    canStart: false,
  };
}

export type DraftResult = { ok: true } | { ok: false; message: string };

/** The choosing player takes a champion out of the pool; the snake order moves on. */
export function pick(draft: DraftRuntime, player: string, champion: string): DraftResult {
  if (draft.complete) return { ok: false, message: 'The draft is over' };
  if (draft.choosingPlayer !== player) return { ok: false, message: 'It is not your choice' };
  const mine = draft.playerChoices[player];
  if (!mine || mine.length >= DRAFT_PICKS) return { ok: false, message: 'You already hold 4 champions' };
  const index = draft.champSet.findIndex((c) => c.id === champion);
  if (index < 0) return { ok: false, message: 'That champion is not in the pool' };
  draft.champSet.splice(index, 1);
  mine.push(champion);
  draft.order.shift();
  draft.choosingPlayer = draft.order[0] ?? null;
  draft.complete = draft.order.length === 0;
  return { ok: true };
}

/** Once the picks are done, each player discards one of their 4; both discarded means Start. */
export function discard(draft: DraftRuntime, player: string, champion: string): DraftResult {
  if (!draft.complete) return { ok: false, message: 'The draft is not complete' };
  const mine = draft.playerChoices[player];
  if (!mine) return { ok: false, message: 'You are not in this draft' };
  if ((draft.playerDiscards[player] ?? []).length > 0) return { ok: false, message: 'You have already discarded' };
  if (!mine.includes(champion)) return { ok: false, message: 'That champion is not yours' };
  draft.playerDiscards[player] = [champion];
  draft.canStart = Object.values(draft.playerDiscards).every((d) => d.length === 1);
  return { ok: true };
}

/** The 3 champions a player kept. */
export function kept(draft: DraftRuntime, player: string): string[] {
  const gone = new Set(draft.playerDiscards[player] ?? []);
  return (draft.playerChoices[player] ?? []).filter((c) => !gone.has(c));
}
