import { useApplication } from '@pixi/react';
import { exposeForTests, testOverride } from './testHooks';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { Container, FederatedPointerEvent } from 'pixi.js';
import type { PileName } from '../../../protocol/game';
import type { BoardLayout, CardPlace, DropZone } from '../layout/boardLayout';
import { drawnBox, zoomPlace } from '../layout/zoomPlace';
import { CardLayer } from './CardLayer';
import { CardMenu, type MenuItem } from './CardMenu';
import type { CardLook } from './CardSprite';
import { CardTextures } from './cardTextures';
import { FaceAtlas } from './faceAtlas';
import { legacyFaces } from './rendererTuning';
import { arrivals, type BoardEvent } from './effects/deriveEvents';
import { FeedbackLayer } from './effects/FeedbackLayer';
import { driveGsapFromTicker } from './gsapTicker';
import { lowerResolutionWhileMoving } from './motionResolution';
import { renderOnDemand } from './renderOnDemand';
import { panWithPointer } from './touchPan';
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
  /** The card's menu (the registered actions that apply to it now), for a long press or a right click. */
  menuFor(place: CardPlace): MenuItem[];
  /** Runs the picked registered action on the card. */
  menuPick(place: CardPlace, actionId: string): void;
  /** The card under the mouse (null when it leaves), for the Z key. */
  hover?(place: CardPlace | null): void;
  /** The card whose menu is open, or null. */
  menuToggled?(uuid: string | null): void;
  /** Where the hover zoom is drawn (layout units), or null when it is hidden. */
  zoomShown?(rect: { x: number; y: number; w: number; h: number } | null): void;
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
  /** Above everything else of the board (pile labels, target lines): feedback effects, then the zoom and the card menu. */
  const top = useRef<Container>(null);
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
    const overlay = top.current;
    if (!host || !overlay || !isInitialised || !app?.renderer) return;
    const atlas = legacyFaces() ? null : new FaceAtlas(app.renderer);
    const textures = new CardTextures(app.renderer, testOverride<number>('__boardZoomCache'), atlas);
    const zoom = new ZoomCard();
    const menu = new CardMenu();
    menu.onToggle = (uuid) => handlers.current?.menuToggled?.(uuid);
    // A card's menu beside it; the same card again closes it.
    const openMenu = (place: CardPlace, items: MenuItem[]) => {
      if (!items.length || menu.uuid === place.uuid) return menu.hide();
      const l = layoutRef.current;
      menu.show(place.uuid, items, place.x + place.w / 2 + 4, place.y - place.h / 2, l.width, l.height, (id) => {
        menu.hide();
        handlers.current?.menuPick(layer.place(place.uuid) ?? place, id);
      });
      parts.current?.wake();
    };
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
        if (items?.length) return openMenu(place, items);
        menu.hide();
        handlers.current?.click(place, alt);
      },
      // A long press opens the card's menu of registered actions.
      menu: (place) => openMenu(place, handlers.current?.menuFor(place) ?? []),
      zoom: (place) => showZoom(place),
      wake: () => parts.current?.wake(),
      hover: (place) => showZoom(place),
    });
    const showZoom = (place: CardPlace | null) => {
      parts.current?.wake();
      handlers.current?.hover?.(place);
      if (!place?.card.id) {
        handlers.current?.zoomShown?.(null);
        return zoom.hide();
      }
      const l = layoutRef.current;
      const row = l.cards.filter((c) => c.side === place.side && c.zone === place.zone && !c.buried).map(drawnBox);
      const at = zoomPlace(drawnBox(place), l.width, l.height, squareRef.current, row);
      zoom.show(textures.zoom(place.card, squareRef.current, at.w * scaleRef.current * (window.devicePixelRatio || 1)), at);
      handlers.current?.zoomShown?.(at);
    };
    host.addChild(layer);
    const feedback = new FeedbackLayer(app.canvas);
    overlay.addChild(feedback, zoom, menu);
    const stopGsap = driveGsapFromTicker(app.ticker);
    const idle = renderOnDemand(app);
    const stopMotionResolution = lowerResolutionWhileMoving(app, layer);
    parts.current = { layer, feedback, zoom, menu, textures, wake: idle.wake };
    const closeMenu = (e: { target: unknown }) => {
      let t = e.target as Container | null;
      while (t) {
        if (t === menu) return;
        t = t.parent;
      }
      if (!onCard(e.target as Container | null)) menu.hide();
    };
    // Kept: app.stage is null once the Application is destroyed, which comes before this cleanup.
    const stage = app.stage;
    stage.eventMode = 'static';
    // Presses on empty space reach the stage too (closing the menu, panning a phone's board).
    stage.hitArea = app.screen;
    stage.on('pointerdown', closeMenu);
    let stopPan = () => undefined as void;
    const pan = (e: FederatedPointerEvent) => {
      if (e.pointerType !== 'touch' || onCard(e.target as Container | null)) return;
      stopPan();
      stopPan = panWithPointer(app.canvas, e.pointerId, e.clientX, e.clientY);
    };
    stage.on('pointerdown', pan);
    // A DOM mark that the card layer is up (tests wait on it; it says nothing about the game).
    app.canvas.dataset.boardReady = 'true';
    exposeForTests('__boardLayer', layer);
    exposeForTests('__boardAtlas', atlas);
    return () => {
      stage.off('pointerdown', closeMenu);
      stage.off('pointerdown', pan);
      stopPan();
      idle.dispose();
      stopMotionResolution();
      stopGsap();
      parts.current = null;
      showZoom(null);
      feedback.destroy();
      layer.destroy();
      zoom.destroy({ children: true });
      menu.destroy({ children: true });
      textures.destroy();
      atlas?.destroy();
    };
  }, [app, isInitialised, handlers]);

  // Any re-render of the canvas tree (a new view, a toggled bar) draws at least a few frames.
  useEffect(() => parts.current?.wake());

  // A new view finishes the last view's effects before any effect of its own starts: in a layout
  // effect, which runs before every passive one, since DiceRow starts a round's tumble in its own
  // passive effect, which runs before this component's (finishing there ended the tumble unseen).
  useLayoutEffect(() => parts.current?.feedback.prepare(events), [events]);

  useEffect(() => {
    const p = parts.current;
    if (!p) return;
    p.textures.setCardPixels(layout.cardW * scale * (window.devicePixelRatio || 1));
    p.layer.sync(layout, { looks, square, animate: true, arrivals: arrivals(events) });
    p.feedback.show(layout, events, p.layer);
    if (p.menu.uuid && !layout.cards.some((c) => c.uuid === p.menu.uuid)) p.menu.hide();
  }, [layout, looks, square, scale, app, isInitialised, events]);

  return (
    <>
      <pixiContainer ref={root} sortableChildren />
      <pixiContainer ref={top} zIndex={100000} sortableChildren />
    </>
  );
}

/** Whether a pressed display object is (part of) a card sprite. */
function onCard(target: Container | null): boolean {
  for (let t = target; t; t = t.parent) if (t.label?.startsWith('card:')) return true;
  return false;
}
