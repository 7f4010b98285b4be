import { Container, Graphics, Text } from 'pixi.js';
import { textQuality, theme } from './palette';

/** A registered board action (actions/registry.ts) as a menu row: its id and its words. */
export interface MenuItem { id: string; text: string; /** Its keys, as aria-keyshortcuts names them ('Z'). */ keys?: string }

/** A card's menu drawn on the canvas beside the card; picking an item calls back with its action id. */
export class CardMenu extends Container {
  uuid: string | null = null;
  /** Told the card whose menu opens, and null when it closes (the board hides DOM it would sit under). */
  onToggle: ((uuid: string | null) => void) | null = null;

  constructor() {
    super();
    this.visible = false;
    this.zIndex = 300000; // above the hover zoom
    this.label = 'card-menu';
  }

  show(uuid: string, items: MenuItem[], x: number, y: number, maxW: number, maxH: number, onPick: (id: string) => void): void {
    for (const c of this.removeChildren()) c.destroy({ children: true });
    this.uuid = uuid;
    // Rows tall enough for a finger (the menu is the touch way to pitch, zoom and inspect).
    const w = 170;
    const rowH = 28;
    const h = items.length * rowH + 6;
    const bg = new Graphics().roundRect(0, 0, w, h, 6).fill({ color: theme.panel, alpha: 0.97 }).stroke({ width: 1.5, color: theme.ember });
    this.addChild(bg);
    items.forEach((item, i) => {
      const row = new Container();
      row.position.set(3, 3 + i * rowH);
      const hover = new Graphics().roundRect(0, 0, w - 6, rowH - 2, 4).fill(theme.emberDeep);
      hover.alpha = 0;
      const label = new Text({ resolution: textQuality.resolution, text: item.text, style: { fontFamily: 'system-ui, sans-serif', fontSize: 12, fill: theme.text } });
      label.position.set(8, 6);
      row.addChild(hover, label);
      if (item.keys) {
        const key = new Text({ resolution: textQuality.resolution, text: item.keys, style: { fontFamily: 'system-ui, sans-serif', fontSize: 11, fill: theme.muted } });
        key.position.set(w - 14 - key.width, 7);
        row.addChild(key);
      }
      row.eventMode = 'static';
      row.cursor = 'pointer';
      row.label = `menu:${item.id}`;
      row.on('pointerover', () => (hover.alpha = 0.7));
      row.on('pointerout', () => (hover.alpha = 0));
      row.on('pointertap', (e) => {
        e.stopPropagation();
        onPick(item.id);
      });
      this.addChild(row);
    });
    this.position.set(Math.max(4, Math.min(x, maxW - w - 4)), Math.max(4, Math.min(y, maxH - h - 4)));
    this.visible = true;
    this.onToggle?.(uuid);
  }

  hide(): void {
    const was = this.uuid;
    this.visible = false;
    this.uuid = null;
    if (was) this.onToggle?.(null);
  }
}
