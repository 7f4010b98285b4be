import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { awaitedPlayer } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import type { BoardLayout } from '../../src/client/board/layout/boardLayout';
import { BoardDriver } from './boardDriver';

/**
 * A card's centre on the canvas once the canvas has settled: no card sliding, and the canvas
 * holding the same cards in the same places as the DOM (it takes a new layout just after the DOM).
 */
export const CARD_AT = `((uuid) => {
  const q = (sel) => [...document.querySelectorAll(sel)];
  const layer = window.__boardLayer;
  if (!layer || layer.moving > 0) return null;
  const drawn = [...layer.places.values()].map((p) => p.side + ' ' + p.zone + '|' + p.uuid).sort().join();
  const listed = q('[data-testid=board-mirror] ul li[data-uuid]').map((li) => li.parentElement.getAttribute('aria-label') + '|' + li.getAttribute('data-uuid')).sort().join();
  if (drawn !== listed) return null;
  const s = layer.sprite(uuid);
  const canvas = document.querySelector('[data-testid=game-board] canvas');
  if (!s || !canvas) return null;
  const b = s.getBounds();
  const c = canvas.getBoundingClientRect();
  const at = { x: c.left + b.x + b.width / 2, y: c.top + b.y + Math.min(b.height / 2, 30) };
  // What the player sees of the board: the scroller's box within the window (a phone's board pans).
  const box = (document.querySelector('[data-testid=board-scroller]') || canvas).getBoundingClientRect();
  const seen = { left: Math.max(box.left, 0), top: Math.max(box.top, 0), right: Math.min(box.right, innerWidth), bottom: Math.min(box.bottom, innerHeight) };
  if (at.x >= seen.left + 4 && at.x <= seen.right - 4 && at.y >= seen.top + 4 && at.y <= seen.bottom - 4) return at;
  // Out of sight: the board is to be panned by this much first, by a drag from empty board (a
  // drag from a card would move the card), as near the middle of what is seen as there is one.
  const cards = [...layer.places.keys()].map((u) => layer.sprite(u)?.getBounds()).filter(Boolean)
    .map((r) => ({ left: c.left + r.x, top: c.top + r.y, right: c.left + r.x + r.width, bottom: c.top + r.y + r.height }));
  const free = (p) => !cards.some((r) => p.x >= r.left - 2 && p.x <= r.right + 2 && p.y >= r.top - 2 && p.y <= r.bottom + 2);
  const mid = { x: (seen.left + seen.right) / 2, y: (seen.top + seen.bottom) / 2 };
  let from = null;
  for (let i = 0; i <= 20 && !from; i++) for (let j = 0; j <= 20 && !from; j++) {
    const p = { x: seen.left + ((seen.right - seen.left) * j) / 20, y: seen.top + ((seen.bottom - seen.top) * i) / 20 };
    if (free(p) && p.x > seen.left + 8 && p.x < seen.right - 8 && p.y > seen.top + 8 && p.y < seen.bottom - 8) from = p;
  }
  from = from || mid;
  // Not more than half of what is seen at a time, so the drag stays on the board.
  const clampTo = (v, span) => Math.max(-span / 2, Math.min(span / 2, v));
  return { pan: true, x: from.x, y: from.y, dx: clampTo(at.x - mid.x, seen.right - seen.left), dy: clampTo(at.y - mid.y, seen.bottom - seen.top) };
})`;

/**
 * Where the awaited player's next move is, read from the page in one round trip (the machine is
 * shared, so round trips are dear): a selectable card's centre on the canvas (play a card from the
 * hand, choose a target), or a prompt button to press (Pass, End turn, Done, Ok).
 * `pick` chooses among the playable hand cards, so a whole game does not always play the first.
 */
export const NEXT = `((stateId, pick) => {
  const board = document.querySelector('[data-testid=game-board]');
  // The page decides from the view the server just patched in, not from the one before.
  if (!board || board.getAttribute('data-state-id') !== String(stateId)) return null;
  const q = (sel, root = document) => [...root.querySelectorAll(sel)];
  for (const d of q('[role=dialog]')) {
    const label = d.getAttribute('aria-label');
    if (label === 'Game over') return { kind: 'over' };
    if (label === 'Champion defeated' || label === 'Alert') return { kind: 'button', dialog: label, name: 'Ok' };
  }
  const prompt = document.querySelector('[aria-label=Prompt]');
  const text = prompt ? prompt.textContent : '';
  const at = (uuid) => (${CARD_AT})(uuid);
  const selectable = (group) => q('[data-testid=board-mirror] ul' + (group ? '[aria-label="' + group + '"]' : '') + ' li[data-uuid]')
    .filter((li) => / selectable/.test(li.querySelector('button').getAttribute('aria-label') || ''))
    .map((li) => li.getAttribute('data-uuid'));
  const choices = /Choose a target/.test(text) ? selectable(null) : /Your turn/.test(text) ? selectable('me hand') : [];
  const card = choices.length ? choices[(pick || 0) % choices.length] : undefined;
  const place = card && at(card);
  if (card && !place) return null;
  if (place && place.pan) return { kind: 'pan', x: place.x, y: place.y, dx: place.dx, dy: place.dy };
  if (place) return { kind: 'canvas', uuid: card, ...place };
  const buttons = prompt ? q('button', prompt).filter((b) => !b.disabled) : [];
  const press = buttons.find((b) => /^(Done|Pass|End turn|Ok)$/.test(b.textContent));
  return press ? { kind: 'button', name: press.textContent } : null;
})`;

export type Next =
  | { kind: 'over' }
  | { kind: 'canvas'; uuid: string; x: number; y: number }
  | { kind: 'pan'; x: number; y: number; dx: number; dy: number }
  | { kind: 'button'; name: string; dialog?: string };

/**
 * Pans the board as a player does to bring a card into sight: a finger dragged over empty board
 * (the board follows it) or the mouse wheel.
 */
export async function pan(page: Page, next: Extract<Next, { kind: 'pan' }>, input: Input): Promise<void> {
  if (input === 'touch') {
    // A finger on empty board dragged against the way the board is to move.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }] });
    await touch('touchStart', next.x, next.y);
    for (let i = 1; i <= 6; i++) await touch('touchMove', next.x - (next.dx * i) / 6, next.y - (next.dy * i) / 6);
    await touch('touchEnd', 0, 0);
    await cdp.detach();
  } else {
    await page.mouse.move(next.x, next.y);
    await page.mouse.wheel(next.dx, next.dy);
  }
}
export type Input = 'mouse' | 'touch';

/** Clicks (or taps) a card on the canvas as a hand does: a mouse goes over it first (the sleeping canvas wakes and draws). */
export async function pressCard(page: Page, at: { x: number; y: number }, input: Input = 'mouse'): Promise<void> {
  if (input === 'touch') {
    await page.touchscreen.tap(at.x, at.y);
    return;
  }
  await page.mouse.move(at.x, at.y);
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
  await page.mouse.click(at.x, at.y);
}

/** Presses a prompt or dialog button by name; the press may land while the prompt re-renders (the server's state decides). */
async function pressButton(page: Page, next: Extract<Next, { kind: 'button' }>, input: Input): Promise<void> {
  const root = next.dialog ? page.getByRole('dialog', { name: next.dialog }) : new BoardDriver(page).prompt();
  const button = root.getByRole('button', { name: next.name, exact: true });
  if (input === 'touch') await button.tap({ timeout: 2000 }).catch(() => undefined);
  else await button.click({ timeout: 2000 }).catch(() => undefined);
}

export interface PlayOptions {
  /** The game's live state on the server (its stateId moving on is what proves a move was made). */
  state: () => GameState;
  /** The pages of the human players, by username; others (a bot) move on the server. */
  pages: Record<string, Page>;
  /** How the players press: one input for all, or one per player. */
  input: Input | Record<string, Input>;
  /** Stop after this many moves (default: play to the end). */
  moves?: number;
  deadline: number;
  /** Called after each move a page made (e.g. to hover cards between moves, as a player reads them). */
  afterMove?: (page: Page) => Promise<void>;
}

/**
 * Plays through the canvas and the prompt as people do, one awaited move at a time, until the
 * game is over (or `moves` were made): every move is checked by the server's state moving on.
 */
export async function playThroughCanvas(o: PlayOptions): Promise<{ moves: number; canvasMoves: number; pans: number; over: boolean }> {
  let moves = 0;
  let canvasMoves = 0;
  let misses = 0;
  let pans = 0;
  let panned = 0;
  while (Date.now() < o.deadline && (o.moves === undefined || moves < o.moves)) {
    const s = o.state();
    if (s.winner) return { moves, canvasMoves, pans: panned, over: true };
    const who = awaitedPlayer(s);
    const page = who ? o.pages[who] : undefined;
    if (!page) {
      // A bot (or nobody yet) is to move: wait for the server.
      await expect.poll(() => o.state().stateId, { timeout: 10_000 }).toBeGreaterThan(s.stateId);
      continue;
    }
    const before = s.stateId;
    // The move number picks among the choices, so a whole game does not always play the first card.
    const found = await page.waitForFunction(`${NEXT}(${before}, ${moves + misses})`, undefined, { timeout: 8000, polling: 50 }).catch(async () => {
      // The game moved on without this player (a timer's pass, the other side's answer): look again.
      if (o.state().stateId !== before) return null;
      const shot = `/tmp/canvasPlay-${who}-${before}.png`;
      await page.screenshot({ path: shot }).catch(() => undefined);
      const seen = await page.evaluate(() => ({
        stateId: document.querySelector('[data-testid=game-board]')?.getAttribute('data-state-id'),
        prompts: [...document.querySelectorAll('[aria-label=Prompt]')].map((p) => [...p.querySelectorAll('button')].map((b) => `${b.textContent}${(b as HTMLButtonElement).disabled ? ' (disabled)' : ''}`).join('|')),
        dialogs: [...document.querySelectorAll('[role=dialog]')].map((d) => d.getAttribute('aria-label')),
      })).catch(() => null);
      throw new Error(`${who} found no move at state ${before} (prompt: ${await new BoardDriver(page).promptText()}; page: ${JSON.stringify(seen)}; screenshot ${shot})`);
    });
    if (!found) continue;
    const next = (await found.jsonValue()) as Next;
    if (next.kind === 'over') return { moves, canvasMoves, pans: panned, over: true };
    const input = typeof o.input === 'string' ? o.input : o.input[who!];
    if (next.kind === 'pan') {
      if (++pans > 5) throw new Error(`${who} panned 5 times and the card is still out of sight (${JSON.stringify(next)})`);
      await pan(page, next, input);
      panned++;
      continue;
    }
    pans = 0;
    if (next.kind === 'canvas') await pressCard(page, next, input);
    else await pressButton(page, next, input);
    const moved = await expect.poll(() => o.state().stateId, { timeout: 3000 }).toBeGreaterThan(before).then(() => true, () => false);
    if (!moved) {
      // A press can land between two layouts, as a person's can: it is tried again (with the next
      // choice); three in a row that made nothing fail the game.
      if (++misses === 3) {
        const refused = await page.getByTestId('refusal-toast').allTextContents();
        throw new Error(`${who}'s ${JSON.stringify(next)} made no move (prompt: ${await new BoardDriver(page).promptText()}; refused: ${refused.join()})`);
      }
      continue;
    }
    misses = 0;
    moves++;
    if (next.kind === 'canvas') canvasMoves++;
    await o.afterMove?.(page);
  }
  return { moves, canvasMoves, pans: panned, over: !!o.state().winner };
}

/**
 * The face-up cards drawn on the canvas (page coordinates), and the hover zoom when it shows
 * (found by its label in the Pixi scene): what a player sees when moving the mouse over cards.
 */
const FACES = `(() => {
  const layer = window.__boardLayer;
  const canvas = document.querySelector('[data-testid=game-board] canvas');
  if (!layer || !canvas) return [];
  const c = canvas.getBoundingClientRect();
  // Cards at rest only: a card sliding to its place (the bot just moved) is not where its zoom is placed from.
  const still = (p) => { const s = layer.sprite(p.uuid); return s && Math.abs(s.x - p.x) < 0.5 && Math.abs(s.y - p.y) < 0.5; };
  return [...layer.places.values()].filter((p) => p.faceUp && !p.buried && p.card.id && still(p)).map((p) => {
    const b = layer.sprite(p.uuid).getBounds();
    return { uuid: p.uuid, x: c.left + b.x, y: c.top + b.y, w: b.width, h: b.height };
  }).filter((b) => b.x >= c.left && b.y >= c.top && b.x + b.w <= c.right && b.y + b.h <= c.bottom);
})()`;
const ZOOM = `(() => {
  let root = window.__boardLayer;
  while (root && root.parent) root = root.parent;
  const find = (n) => (n.label === 'zoom' ? n : (n.children || []).map(find).find(Boolean));
  const zoom = root && find(root);
  if (!zoom || !zoom.visible || zoom.alpha < 0.99) return null;
  const c = document.querySelector('[data-testid=game-board] canvas').getBoundingClientRect();
  const b = zoom.getBounds();
  return { x: c.left + b.x, y: c.top + b.y, w: b.width, h: b.height };
})()`;

type Box = { x: number; y: number; w: number; h: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.w - 1 && b.x < a.x + a.w - 1 && a.y < b.y + b.h - 1 && b.y < a.y + a.h - 1;

/**
 * Moves the mouse over up to `count` face-up cards, one after another, and checks each one's zoom
 * shows without covering the hovered card. Returns how many were zoomed (a card that slid away
 * from under the pointer is not).
 */
export async function hoverCards(page: Page, count: number): Promise<number> {
  const faces = (await page.evaluate(FACES)) as Array<Box & { uuid: string }>;
  let zoomed = 0;
  for (const f of faces.slice(0, count)) {
    await page.mouse.move(f.x + f.w / 2, f.y + f.h / 2, { steps: 2 });
    // A card can slide away under the pointer (the bot moved): that one is not counted.
    const shown = await page.waitForFunction(ZOOM, undefined, { timeout: 1500, polling: 30 }).catch(() => null);
    if (!shown) continue;
    const zoom = (await shown.jsonValue()) as Box;
    // The card may have started to move since (a new view came): then it is not the one measured.
    const now = (await page.evaluate(FACES)) as Array<Box & { uuid: string }>;
    const here = now.find((n) => n.uuid === f.uuid);
    if (!here || Math.abs(here.x - f.x) > 1 || Math.abs(here.y - f.y) > 1) continue;
    expect(overlap(zoom, f), `the zoom ${JSON.stringify(zoom)} covers the hovered card ${JSON.stringify(f)}`).toBe(false);
    zoomed++;
  }
  // Off the cards: the zoom goes.
  await page.mouse.move(1, 1);
  return zoomed;
}

/** What a board shows a player at this moment: its layout (to check for overlaps) and the live region's lines. */
export async function readBoard(page: Page): Promise<{ layout: BoardLayout | null; said: string[] }> {
  const read = await page.evaluate(() => ({
    layout: JSON.stringify((window as unknown as { __boardLayer?: { layout: unknown } }).__boardLayer?.layout ?? null),
    said: [...document.querySelectorAll('[data-testid=board-feedback] p')].map((p) => p.textContent ?? ''),
  }));
  return { layout: JSON.parse(read.layout) as BoardLayout | null, said: read.said };
}
