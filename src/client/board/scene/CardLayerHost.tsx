import { useApplication } from '@pixi/react';
import { useEffect, useRef, type RefObject } from 'react';
import type { Container } from 'pixi.js';
import type { PileName } from '../../../protocol/game';
import { zoomPosition, type BoardLayout, type CardPlace, type DropZone } from '../layout/boardLayout';
import { ZOOM_OFFSET, ZOOM_SIZE } from '../layout/sizes';
import { CardLayer } from './CardLayer';
import { CardMenu, type MenuItem } from './CardMenu';
import type { CardLook } from './CardSprite';
import { CardTextures } from './cardTextures';
import { arrivals, type BoardEvent } from './effects/deriveEvents';
import { FeedbackLayer } from './effects/FeedbackLayer';
import { driveGsapFromTicker } from './gsapTicker';
import { renderOnDemand } from './renderOnDemand';
import { ZoomCard } from './ZoomCard';

const noEvents: readonly BoardEvent[] = [];

/** What the board does with gestures on cards; read through a ref so the layer is built once. */
export interface CardHandlers {
  click(place: CardPlace, alt: boolean): void;
  inspect(place: CardPlace): void;
  drop(place: CardPlace, zone: DropZone): void;
  targets(place: CardPlace): PileName[];
  /** The menu to open on this click, if any. */
  menu(place: CardPlace, onMenuIcon: boolean): MenuItem[] | null;
  menuPick(place: CardPlace, command: string): void;
}

export interface CardLayerHostProps {
  layout: BoardLayout;
  looks: (place: CardPlace) => CardLook;
  square: boolean;
  scale: number;
  handlers: RefObject<CardHandlers>;
  /** What happened since the last view (effects/deriveEvents.ts): drawn once, over the cards. */
  events?: readonly BoardEvent[];
}

/**
 * Hosts the imperative card layer inside the pixi-react tree: sprites keyed by uuid, the hover
 * zoom and the card menu. React hands it layouts; tweens and pointer work never touch React state.
 */
export function CardLayerHost({ layout, looks, square, scale, handlers, events = noEvents }: CardLayerHostProps) {
  const { app, isInitialised } = useApplication();
  const root = useRef<Container>(null);
  const parts = useRef<{ layer: CardLayer; feedback: FeedbackLayer; zoom: ZoomCard; menu: CardMenu; textures: CardTextures; wake: () => void } | null>(null);
  const scaleRef = useRef(scale);
  const layoutRef = useRef(layout);
  const squareRef = useRef(square);
  useEffect(() => {
    scaleRef.current = scale;
    layoutRef.current = layout;
    squareRef.current = square;
  });

  useEffect(() => {
    const host = root.current;
    if (!host || !isInitialised || !app?.renderer) return;
    const textures = new CardTextures(app.renderer, (window as unknown as { __boardZoomCache?: number }).__boardZoomCache);
    const zoom = new ZoomCard();
    const menu = new CardMenu();
    const layer = new CardLayer(textures, {
      toLayout: (cx, cy) => {
        const r = app.canvas.getBoundingClientRect();
        return { x: (cx - r.left) / scaleRef.current, y: (cy - r.top) / scaleRef.current };
      },
      targets: (place) => handlers.current?.targets(place) ?? [],
      drop: (place, zone) => handlers.current?.drop(place, zone),
      inspect: (place) => handlers.current?.inspect(place),
      click: (place, { alt, onMenuIcon }) => {
        const items = alt ? null : handlers.current?.menu(place, onMenuIcon);
        if (items?.length) {
          if (menu.uuid === place.uuid) return menu.hide();
          const l = layoutRef.current;
          menu.show(place.uuid, items, place.x + place.w / 2 + 4, place.y - place.h / 2, l.width, l.height, (command) => {
            menu.hide();
            const current = layer.place(place.uuid) ?? place;
            handlers.current?.menuPick(current, command);
          });
          return;
        }
        menu.hide();
        handlers.current?.click(place, alt);
      },
      hover: (place, cx, cy) => {
        parts.current?.wake();
        if (!place?.card.id) return zoom.hide();
        const r = app.canvas.getBoundingClientRect();
        const s = scaleRef.current;
        const l = layoutRef.current;
        const pos = zoomPosition((cx - r.left) / s, (cy - r.top) / s, l.width, l.height, ZOOM_OFFSET);
        zoom.show(textures.zoom(place.card, squareRef.current, ZOOM_SIZE.w * s * (window.devicePixelRatio || 1)), pos.x, pos.y, squareRef.current);
      },
    });
    const feedback = new FeedbackLayer(app.canvas);
    host.addChild(layer, feedback, menu, zoom);
    const stopGsap = driveGsapFromTicker(app.ticker);
    const idle = renderOnDemand(app);
    parts.current = { layer, feedback, zoom, menu, textures, wake: idle.wake };
    const offImages = textures.onImageLoaded(() => {
      layer.refreshFaces(squareRef.current);
      idle.wake();
    });
    const closeMenu = (e: { target: unknown }) => {
      let t = e.target as Container | null;
      while (t) {
        if (t === menu) return;
        t = t.parent;
      }
      if (!(e.target as Container | null)?.label?.startsWith('card:')) menu.hide();
    };
    // Kept: app.stage is null once the Application is destroyed, which comes before this cleanup.
    const stage = app.stage;
    stage.eventMode = 'static';
    stage.on('pointerdown', closeMenu);
    (window as unknown as { __boardLayer?: CardLayer }).__boardLayer = layer;
    return () => {
      stage.off('pointerdown', closeMenu);
      offImages();
      idle.dispose();
      stopGsap();
      parts.current = null;
      feedback.destroy();
      layer.destroy();
      zoom.destroy({ children: true });
      menu.destroy({ children: true });
      textures.destroy();
    };
  }, [app, isInitialised, handlers]);

  // Any re-render of the canvas tree (a new view, a toggled bar) draws at least a few frames.
  useEffect(() => parts.current?.wake());

  useEffect(() => {
    const p = parts.current;
    if (!p) return;
    p.feedback.prepare(events);
    p.layer.sync(layout, { looks, square, animate: true, arrivals: arrivals(events) });
    p.feedback.show(layout, events, p.layer);
    if (p.menu.uuid && !layout.cards.some((c) => c.uuid === p.menu.uuid)) p.menu.hide();
  }, [layout, looks, square, app, isInitialised, events]);

  return <pixiContainer ref={root} sortableChildren />;
}
