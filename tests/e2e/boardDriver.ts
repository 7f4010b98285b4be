import type { Locator, Page } from 'playwright-core';

type Box = { x: number; y: number; w: number; h: number };

/**
 * Drives the board the way a player does: through the accessible mirror (keyboard), the DOM
 * prompt, and real pointer events on the canvas at the places where sprites are drawn.
 */
export class BoardDriver {
  constructor(readonly page: Page) {}

  mirror(): Locator {
    return this.page.getByTestId('board-mirror');
  }

  prompt(): Locator {
    return this.page.getByRole('region', { name: 'Prompt' });
  }

  async waitForBoard(): Promise<void> {
    await this.page.waitForFunction(() => {
      const l = (window as unknown as { __boardLayer?: { children: unknown[] } }).__boardLayer;
      return !!l && l.children.length > 10;
    }, undefined, { timeout: 30_000 });
  }

  /** A card's drawn rectangle in page coordinates. */
  async cardBox(uuid: string): Promise<Box | null> {
    return this.page.evaluate((u) => {
      type S = { getBounds(): { x: number; y: number; width: number; height: number } };
      const layer = (window as unknown as { __boardLayer: { sprite(u: string): S | undefined } }).__boardLayer;
      const s = layer.sprite(u);
      const canvas = document.querySelector('[data-testid=game-board] canvas')!.getBoundingClientRect();
      if (!s) return null;
      const b = s.getBounds();
      return { x: canvas.left + b.x, y: canvas.top + b.y, w: b.width, h: b.height };
    }, uuid);
  }

  /** The centre of a drop zone of the viewer's side, in page coordinates. */
  async zoneCenter(pile: string, side: 'me' | 'opponent' = 'me'): Promise<{ x: number; y: number }> {
    return this.page.evaluate(
      ([p, sd]) => {
        type L = { layout: { zones: Array<{ side: string; pile: string; rect: { x: number; y: number; w: number; h: number } }> }; toGlobal(p: { x: number; y: number }): { x: number; y: number } };
        const layer = (window as unknown as { __boardLayer: L }).__boardLayer;
        const z = layer.layout.zones.find((zz) => zz.side === sd && zz.pile === p)!;
        const g = layer.toGlobal({ x: z.rect.x + Math.min(z.rect.w / 2, 150), y: z.rect.y + z.rect.h / 2 });
        const canvas = document.querySelector('[data-testid=game-board] canvas')!.getBoundingClientRect();
        return { x: canvas.left + g.x, y: canvas.top + g.y };
      },
      [pile, side] as const,
    );
  }

  /** Real pointer drag from a card to a point, in small steps. */
  async drag(uuid: string, to: { x: number; y: number }): Promise<void> {
    const box = await this.cardBox(uuid);
    if (!box) throw new Error(`no sprite for ${uuid}`);
    const from = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
    await this.page.mouse.move(from.x, from.y);
    await this.page.mouse.down();
    for (let i = 1; i <= 8; i++) await this.page.mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
    await this.page.mouse.up();
  }

  /** Opens a card's menu with a real click on its menu icon (the card's top right corner). */
  async openCardMenu(uuid: string): Promise<void> {
    // The icon's centre in the card's own frame (CardSprite), not its bounds: a glow or badges widen those.
    const at = await this.page.evaluate((u) => {
      type S = { menuIcon(): { x: number; y: number }; toGlobal(p: { x: number; y: number }): { x: number; y: number } };
      const s = (window as unknown as { __boardLayer: { sprite(u: string): S | undefined } }).__boardLayer.sprite(u);
      if (!s) return null;
      const g = s.toGlobal(s.menuIcon());
      const canvas = document.querySelector('[data-testid=game-board] canvas')!.getBoundingClientRect();
      return { x: canvas.left + g.x, y: canvas.top + g.y };
    }, uuid);
    if (!at) throw new Error(`no sprite for ${uuid}`);
    await this.page.mouse.click(at.x, at.y);
  }

  /** Whether the hover zoom shows (found by its label: it is drawn in a container above the cards'). */
  async zoomShown(): Promise<boolean> {
    return this.page.evaluate(() => {
      type C = { label: string; visible: boolean; parent: C | null; children: C[] };
      let root: C | null = (window as unknown as { __boardLayer?: C }).__boardLayer ?? null;
      while (root?.parent) root = root.parent;
      const find = (n: C): C | undefined => (n.label === 'zoom' ? n : n.children.map(find).find(Boolean));
      return !!root && !!find(root)?.visible;
    });
  }

  /** The registered actions listed in the open canvas card menu, with each row's centre in page coordinates. */
  async menuItems(): Promise<Array<{ id: string; x: number; y: number }>> {
    return this.page.evaluate(() => {
      type C = { label: string; visible: boolean; parent: C | null; children: C[]; getBounds(): { x: number; y: number; width: number; height: number } };
      // The menu is drawn over the whole scene (in a container above the cards'): found by its label.
      let root: C | null = (window as unknown as { __boardLayer: C }).__boardLayer;
      while (root?.parent) root = root.parent;
      const find = (n: C): C | undefined => (n.label === 'card-menu' ? n : n.children.map(find).find(Boolean));
      const menu = root ? find(root) : undefined;
      if (!menu?.visible) return [];
      const canvas = document.querySelector('[data-testid=game-board] canvas')!.getBoundingClientRect();
      return menu.children.filter((c) => c.label.startsWith('menu:')).map((row) => {
        const b = row.getBounds();
        return { id: row.label.slice(5), x: canvas.left + b.x + b.width / 2, y: canvas.top + b.y + b.height / 2 };
      });
    });
  }

  /** Uuids of mirror cards in a group (e.g. 'me hand'). */
  async uuids(group: string): Promise<string[]> {
    return this.mirror().getByRole('list', { name: group, exact: true }).locator('li[data-uuid]').evaluateAll((els) => els.map((e) => e.getAttribute('data-uuid')!));
  }

  async label(uuid: string): Promise<string> {
    return (await this.mirror().locator(`li[data-uuid="${uuid}"] button`).first().getAttribute('aria-label')) ?? '';
  }

  async promptText(): Promise<string> {
    return (await this.prompt().count()) ? await this.prompt().innerText() : '';
  }

  /** Presses an enabled prompt button by its label, with a real click; false when absent. */
  async pressButton(name: RegExp): Promise<boolean> {
    const b = this.prompt().getByRole('button', { name });
    if ((await b.count()) === 0 || !(await b.first().isEnabled())) return false;
    await b.first().click({ timeout: 2000 }).catch(() => undefined);
    return true;
  }

  /** Answers the opponent's turn as a passive player would (passiveStep) until the player's own turn begins. */
  async untilOwnTurn(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let step = '';
    while (Date.now() < deadline && (step = (await this.page.evaluate(passiveStep(false, true))) as string) !== 'mine') {
      if (step === 'over') throw new Error('The game ended before the player\'s turn');
      if (step === 'wait') await this.page.waitForTimeout(100);
    }
    if (step !== 'mine') throw new Error(`Not the player's turn after ${timeoutMs} ms: ${await this.promptText()}`);
  }

  async gameOver(): Promise<boolean> {
    return this.page.getByRole('dialog', { name: 'Game over' }).isVisible();
  }
}

/**
 * One move of a passive player (leaveDefeat: a champion's defeat splash is reported, not answered), decided and made inside the page in one round trip (the machine
 * is shared, so round trips are dear): answer splashes, choose targets, block nothing, pass.
 * With `stopAtOwnTurn` it returns 'mine' on the player's own turn instead of passing it: the prompt is read and the
 * button pressed in one task of the page, so a view that starts the turn between a test's read and its click cannot
 * turn a "pass the reaction" into "pass the turn" (the Pass button ends an untouched turn).
 */
export const passiveStep = (leaveDefeat: boolean, stopAtOwnTurn = false): string => `(() => {
  const q = (sel, root = document) => [...root.querySelectorAll(sel)];
  for (const d of q('[role=dialog]')) {
    const label = d.getAttribute('aria-label');
    if (label === 'Game over') return 'over';
    if (${leaveDefeat} && label === 'Champion defeated') return 'defeat';
    if (label === 'Champion defeated' || label === 'Alert') { const ok = q('button', d).find((b) => b.textContent === 'Ok'); if (ok) { ok.click(); return 'ok'; } }
  }
  const prompt = document.querySelector('[aria-label=Prompt]');
  const text = prompt ? prompt.textContent : '';
  if (${stopAtOwnTurn} && /Your turn/.test(text)) return 'mine';
  if (/Choose a target/.test(text)) {
    const t = q('[data-testid=board-mirror] button').find((b) => /selectable/.test(b.getAttribute('aria-label') || ''));
    if (t) { t.click(); return 'target'; }
  }
  const buttons = prompt ? q('button', prompt).filter((b) => !b.disabled) : [];
  const pick = buttons.find((b) => /^(Done|Pass|End turn|Ok)$/.test(b.textContent));
  if (pick) { pick.click(); return pick.textContent; }
  return 'wait';
})()`;
