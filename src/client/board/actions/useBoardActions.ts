import { useCallback, useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameAction, GameView, PileName, PromptButton, PromptState } from '../../../protocol/game';
import { cachedTranslate } from '../a11y/mirrorRows';
import type { ChooseButton } from '../champions/choose';
import { zoomSpot } from '../champions/zoomCover';
import type { CardPlace } from '../layout/boardLayout';
import { allowedTargets } from '../layout/moves';
import { buttonAction } from '../overlays/promptAction';
import type { CardHandlers } from '../scene/CardLayerHost';
import type { MenuItem } from '../scene/CardMenu';
import { clickOpensMenu } from './cardActions';
import { keyBelongsToElement, keyDescriptor, keyName } from './keys';
import { actionById, actionForKey, canRun, labelOf, menuFor, runAction } from './registry';
import type { BoardCtx } from './types';

export interface BoardActionsInput {
  view: GameView | null;
  isPlayer: boolean;
  prompt: PromptState | undefined;
  selectable: ReadonlySet<string>;
  choose: readonly ChooseButton[];
  act: (action: GameAction) => void;
  /** Opens the list of a pile a card lies in (discard, spent, purged). */
  openPile: (place: CardPlace) => void;
}

/** A card menu entry as the canvas menu and the mirror show it: the action's id and its words. */
export type ActionItem = MenuItem;

/**
 * The board's actions wired to its state: the context every registered action reads, the handlers
 * the canvas calls, the menus, and the keyboard shortcuts (not while typing or inside a dialog).
 */
export function useBoardActions({ view, isPlayer, prompt, selectable, choose, act, openPile }: BoardActionsInput) {
  const { t } = useTranslation('board');
  const [zoomed, setZoomed] = useState<CardPlace | null>(null);
  /** The card whose canvas menu is open: DOM over the canvas (Choose buttons) steps aside for it. */
  const [menuOpen, setMenuOpen] = useState<string | null>(null);
  const hovered = useRef<CardPlace | null>(null);
  /**
   * The card hovered when the zoom pin opened. The pin covers the canvas, so the canvas sees the pointer
   * leave the card (when Chromium next updates hover, a frame or so later) and nothing more while the pin
   * is open; closing the pin with the pointer where it was hovers that card again, so Z, Z, Z toggles the
   * zoom without a mouse move. A pointer that moves over the pin forgets it (ZoomPin: pointerMovedOverPin).
   */
  const hoveredUnderPin = useRef<CardPlace | null>(null);
  const zoom = useCallback((place: CardPlace | null) => {
    if (place) hoveredUnderPin.current = hovered.current;
    else if (hoveredUnderPin.current) {
      hovered.current ??= hoveredUnderPin.current;
      hoveredUnderPin.current = null;
    }
    setZoomed(place);
  }, []);
  const pointerMovedOverPin = useCallback(() => {
    hoveredUnderPin.current = null;
  }, []);
  /** Where the canvas's hover zoom is (the Choose buttons it covers step aside). */
  const zoomCover = useMemo(zoomSpot, []);
  /** The prompt area's own press (through its timer machine); absent when the prompt area is not drawn. */
  const pressRef = useRef<((b: PromptButton) => void) | null>(null);

  const ctx = useMemo<BoardCtx | null>(
    () =>
      view
        ? {
            view,
            isPlayer,
            prompt,
            selectable,
            get hovered() {
              return hovered.current;
            },
            zoomed: zoomed?.uuid ?? null,
            choose,
            act,
            press: (b) => (pressRef.current ? pressRef.current(b) : act(buttonAction(b))),
            openPile,
            zoom,
          }
        : null,
    [view, isPlayer, prompt, selectable, zoomed, choose, act, openPile, zoom],
  );
  const latest = useRef(ctx);
  latest.current = ctx;

  // A zoomed card that leaves the board (or whose face turns down) closes its zoom.
  useEffect(() => {
    if (!zoomed || !view) return;
    if (!Object.values(view.players).some((p) => Object.values(p.cardPiles).some((pile) => pile.some((c) => c.uuid === zoomed.uuid && !c.facedown)) || p.champions.some((c) => c.uuid === zoomed.uuid))) setZoomed(null);
  }, [view, zoomed]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const c = latest.current;
      const key = keyDescriptor(e);
      if (!c || !key || e.defaultPrevented || e.repeat || keyBelongsToElement(e.target, key)) return;
      const action = actionForKey(c, key);
      if (!action) return;
      e.preventDefault();
      action.perform(c);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const run = useCallback((id: string, place?: CardPlace, pile?: PileName) => {
    const c = latest.current;
    return !!c && runAction(c, id, place ? { place, pile } : undefined);
  }, []);

  /** Whether an action without a card (the game menu's) may run now. */
  const can = useCallback((id: string) => {
    const action = actionById(id);
    return !!ctx && !!action && canRun(ctx, action);
  }, [ctx]);

  // The menus' words are asked for every card on every view (the mirror): kept per `t` (a11y/mirrorRows.ts).
  const tr = useMemo(() => cachedTranslate((key, values) => t(key, values ?? {})), [t]);
  const itemsFor = useCallback(
    (place: CardPlace): ActionItem[] => {
      if (!ctx) return [];
      return menuFor(ctx, place).map((a) => {
        const label = labelOf(ctx, a, place);
        return { id: a.id, text: tr(label.key, label.values), keys: a.keys?.map(keyName).join(' ') };
      });
    },
    [ctx, tr],
  );

  const targetsFor = useCallback(
    (place: CardPlace) => allowedTargets(place.zone, { manualMode: !!view?.manualMode, canPlay: place.card.canPlay, type: place.card.type, isPlayer, own: place.side === 'me' }),
    [view?.manualMode, isPlayer],
  );

  const hover = useCallback((place: CardPlace | null) => {
    hovered.current = place;
  }, []);
  const menuToggled = useCallback((uuid: string | null) => setMenuOpen(uuid), []);

  // Read by the canvas through a ref, so the card layer is built once.
  const handlers = useRef<CardHandlers>(null as unknown as CardHandlers);
  useEffect(() => {
    handlers.current = {
      click: (place, alt) => run(alt ? 'card.pitch' : 'card.click', place),
      inspect: (place) => run('card.inspect', place),
      drop: (place, zone) => run('card.drop', place, zone.pile),
      targets: targetsFor,
      menu: (place, onIcon) => (ctx && clickOpensMenu(ctx, place, onIcon) ? itemsFor(place) : null),
      menuFor: itemsFor,
      menuPick: (place, id) => run(id, place),
      hover,
      menuToggled,
      zoomShown: zoomCover.set,
    };
  });

  return { ctx, run, can, menuOpen, zoomCover, itemsFor, targetsFor, handlers, hover, zoomed, pointerMovedOverPin, pressRef: pressRef as MutableRefObject<((b: PromptButton) => void) | null> };
}
