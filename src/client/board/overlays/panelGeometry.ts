export interface PanelBox { x: number; y: number; w: number; h: number }

export const PANEL_MIN_W = 200;
export const PANEL_MAX_W = 800;
export const PANEL_MIN_H = 150;
export const PANEL_MARGIN = 10;

/** Board-spec 5 and 9: width 200 to 800, height at least 150, kept 10 px inside the window. */
export function clampPanel(box: PanelBox, winW: number, winH: number): PanelBox {
  const w = Math.max(PANEL_MIN_W, Math.min(PANEL_MAX_W, box.w, winW - PANEL_MARGIN * 2));
  const h = Math.max(PANEL_MIN_H, Math.min(box.h, winH - PANEL_MARGIN * 2));
  const x = Math.max(PANEL_MARGIN, Math.min(box.x, winW - w - PANEL_MARGIN));
  const y = Math.max(PANEL_MARGIN, Math.min(box.y, winH - h - PANEL_MARGIN));
  return { x, y, w, h };
}

/** Positions are saved per panel and per side (top or bottom player). */
export function panelKey(panel: string, side: string): string {
  return `emberhall.panel.${panel}.${side}`;
}

export function loadPanel(panel: string, side: string, fallback: PanelBox): PanelBox {
  try {
    const raw = localStorage.getItem(panelKey(panel, side));
    return raw ? { ...fallback, ...(JSON.parse(raw) as Partial<PanelBox>) } : fallback;
  } catch {
    return fallback;
  }
}

export function savePanel(panel: string, side: string, box: PanelBox): void {
  try {
    localStorage.setItem(panelKey(panel, side), JSON.stringify(box));
  } catch {
    // No storage: the panel still moves, it just forgets.
  }
}
