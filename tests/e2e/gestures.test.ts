import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { BoardDriver } from './boardDriver';
import { contextFor, createUser, openLobby, startSoloGame } from './lobbySupport';

type Point = { x: number; y: number };

/** Passes every socket through, and can hold what the server sends (the next view) until released. */
async function socketGate(context: BrowserContext) {
  let held: (() => void)[] | null = null;
  const sent: string[] = [];
  await context.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      sent.push(String(m));
      server.send(m);
    });
    server.onMessage((m) => {
      if (held) held.push(() => ws.send(m));
      else ws.send(m);
    });
  });
  return {
    sent,
    hold: () => void (held ??= []),
    release: () => {
      const queue = held ?? [];
      held = null;
      for (const send of queue) send();
    },
  };
}

/** Real touch input through the DevTools protocol: Chromium turns it into touch pointer events. */
class Finger {
  constructor(private readonly cdp: CDPSession, private readonly page: Page) {}
  async down(p: Point) {
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y, id: 1 }] });
  }
  async move(from: Point, to: Point, steps = 8) {
    for (let i = 1; i <= steps; i++) {
      const x = from.x + ((to.x - from.x) * i) / steps;
      const y = from.y + ((to.y - from.y) * i) / steps;
      await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y, id: 1 }] });
    }
  }
  async up() {
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
}

const gesture = (page: Page) => page.evaluate(() => (window as unknown as { __boardLayer: { gestureState(): string } }).__boardLayer.gestureState());

/** A sprite's position (layout units) and the gesture's state, every frame for `ms`. */
const track = (page: Page, uuid: string, ms: number) =>
  page.evaluate(([u, span]) => new Promise<(Point & { state: string })[]>((resolve) => {
    type S = { x: number; y: number };
    const layer = (window as unknown as { __boardLayer: { sprite(u: string): S | undefined; gestureState(): string } }).__boardLayer;
    const out: (Point & { state: string })[] = [];
    const end = performance.now() + span;
    const frame = () => {
      const s = layer.sprite(u);
      if (s) out.push({ x: s.x, y: s.y, state: layer.gestureState() });
      if (performance.now() < end) requestAnimationFrame(frame);
      else resolve(out);
    };
    frame();
  }), [uuid, ms] as const);

const placeOf = (page: Page, uuid: string) => page.evaluate((u) => {
  const layer = (window as unknown as { __boardLayer: { place(u: string): { x: number; y: number } | undefined } }).__boardLayer;
  const p = layer.place(u);
  return p ? { x: p.x, y: p.y } : null;
}, uuid);

const spread = (points: Point[]) => Math.max(...points.map((p) => Math.hypot(p.x - points[0].x, p.y - points[0].y)));

describe('card gestures in Chromium, on a solo game hosted by the server', () => {
  let t: TestServer;
  let browser: Browser;
  let page: Page;
  let board: BoardDriver;
  let gate: Awaited<ReturnType<typeof socketGate>>;
  let finger: Finger;
  const centre = async (uuid: string) => {
    const b = (await board.cardBox(uuid))!;
    return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
  };

  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    const context = await contextFor(browser, await createUser(t, 'toucher'), { width: 1280, height: 800 }, { hasTouch: true });
    gate = await socketGate(context);
    page = await context.newPage();
    finger = new Finger(await context.newCDPSession(page), page);
    board = new BoardDriver(page);
    await openLobby(page, `${t.url}/`, 'toucher');
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('a long touch zooms the card without clicking it', async () => {
    await startSoloGame(page);
    await board.waitForBoard();
    // The chimera may open: let its attack through until the player's own turn.
    await board.untilOwnTurn(45_000);
    await page.waitForTimeout(500); // the opening deal has settled
    const card = (await board.uuids('me hand'))[0];
    const at = await centre(card);
    const zoomShown = () => board.zoomShown();
    const clicks = gate.sent.length;
    await finger.down(at);
    await page.waitForTimeout(250);
    expect(await zoomShown()).toBe(false);
    await expect.poll(zoomShown, { timeout: 2000 }).toBe(true);
    expect(await gesture(page)).toBe('holding');
    await page.screenshot({ path: '.tmp/gesture-hold-1280x800.png' });
    await finger.up();
    await expect.poll(zoomShown).toBe(false);
    expect(await gesture(page)).toBe('idle');
    expect(gate.sent.slice(clicks).filter((m) => m.includes('cardClicked'))).toEqual([]);
  });

  it('a card dragged by touch to the spent pile is pitched, and waits at the drop point until the view comes', async () => {
    const card = (await board.uuids('me hand'))[0];
    const from = await centre(card);
    const to = await board.zoneCenter('spent');
    gate.hold();
    await finger.down(from);
    await finger.move(from, to);
    expect(await gesture(page)).toBe('dragging');
    await finger.up();
    expect(await gesture(page)).toBe('dropping');
    const still = (await track(page, card, 600)).filter((p) => p.state === 'dropping');
    expect(still.length).toBeGreaterThan(5);
    expect(spread(still)).toBeLessThan(1);
    expect(Math.hypot(still[0].x - (await placeOf(page, card))!.x, still[0].y - (await placeOf(page, card))!.y)).toBeGreaterThan(50);
    expect(await board.uuids('me hand')).toContain(card);
    await page.screenshot({ path: '.tmp/gesture-dropped-1280x800.png' });
    gate.release();
    await expect.poll(async () => (await board.uuids('me hand')).includes(card), { timeout: 5000 }).toBe(false);
    expect(await gesture(page)).toBe('idle');
    expect(gate.sent.some((m) => m.includes('"drop"') && m.includes(card) && m.includes('"spent"'))).toBe(true);
  });

  it('a card dropped with the mouse goes back to its place when no view comes within 1.5 s', async () => {
    // The last test's views (released late on a loaded machine) have all come and the cards stand still.
    await page.waitForFunction('window.__boardLayer.moving === 0', undefined, { timeout: 5000 });
    await page.waitForTimeout(300);
    const card = (await board.uuids('me hand'))[0];
    const home = (await placeOf(page, card))!;
    gate.hold();
    await board.drag(card, await board.zoneCenter('spent'));
    expect(await gesture(page)).toBe('dropping');
    const frames = await track(page, card, 2200);
    const waiting = frames.filter((p) => p.state === 'dropping');
    expect(waiting.length).toBeGreaterThan(5);
    expect(spread(waiting)).toBeLessThan(1);
    expect(Math.hypot(waiting[0].x - home.x, waiting[0].y - home.y)).toBeGreaterThan(50);
    expect(frames.at(-1)!.state).toBe('idle');
    await page.waitForTimeout(400); // the return tween
    const back = (await track(page, card, 50))[0];
    expect(Math.hypot(back.x - home.x, back.y - home.y)).toBeLessThan(1);
    gate.release();
    await expect.poll(async () => (await board.uuids('me hand')).includes(card), { timeout: 5000 }).toBe(false);
  });

  it('a tap is a click', async () => {
    // The last test's pitch has been drawn and the cards stand still (a tap lands where the card is).
    await page.waitForFunction('window.__boardLayer.moving === 0', undefined, { timeout: 5000 });
    await page.waitForTimeout(300);
    const card = (await board.uuids('me hand'))[0];
    const before = gate.sent.length;
    await page.touchscreen.tap(...(Object.values(await centre(card)) as [number, number]));
    await expect.poll(() => gate.sent.slice(before).some((m) => m.includes('cardClicked') && m.includes(card)), { timeout: 5000 }).toBe(true);
    expect(await gesture(page)).toBe('idle');
  });
});
