import { manualMoves, manualTargets, statusNames, type PileName } from '../../../protocol/game';
import type { CardPlace, ZoneKey } from '../layout/boardLayout';
import type { BoardAction, BoardCtx } from './types';

const own = (ctx: BoardCtx, place: CardPlace) => ctx.isPlayer && place.side === 'me';
const ownHand = (ctx: BoardCtx, place: CardPlace) => own(ctx, place) && place.zone === 'hand';
const playerOnly = (ctx: BoardCtx) => ctx.isPlayer;

const inPlay = new Set<ZoneKey>(['play area', 'spells', 'champions']);

/** Manual mode's card commands: own cards in play, manual mode on. */
export function hasManualMenu(ctx: BoardCtx, place: CardPlace): boolean {
  return !!ctx.view.manualMode && own(ctx, place) && inPlay.has(place.zone);
}

/** Piles whose cards open the pile's list on a click, unless the prompt asks for that card. */
const pileZones = new Set<ZoneKey>(['discard', 'spent', 'purged']);

/** A click or tap on a card (and the mirror's card button): the engine decides what it means. */
export const cardClick: BoardAction = {
  id: 'card.click',
  label: 'actions.select',
  enabled: () => true,
  appliesTo: () => true,
  perform: (ctx, target) => {
    if (!target) return;
    const { place } = target;
    if (pileZones.has(place.zone) && !ctx.selectable.has(place.uuid)) return ctx.openPile(place);
    if (ctx.isPlayer) ctx.act({ command: 'cardClicked', uuid: place.uuid });
  },
};

export const play: BoardAction = {
  id: 'card.play',
  label: 'actions.play',
  menu: true,
  enabled: playerOnly,
  appliesTo: (ctx, place) => ownHand(ctx, place) && !!place.card.canPlay,
  perform: (ctx, target) => target && ctx.act({ command: 'cardClicked', uuid: target.place.uuid }),
};

/** Pitch for bacon: offered exactly when the engine would accept it (the card view's canPitch). */
export const pitch: BoardAction = {
  id: 'card.pitch',
  label: 'actions.pitch',
  menu: true,
  enabled: playerOnly,
  appliesTo: (ctx, place) => ownHand(ctx, place) && !!place.card.canPitch,
  labelFor: (_ctx, place) => ({ key: 'actions.pitch', values: { value: place.card.pitchValue ?? 0 } }),
  perform: (ctx, target) => target && ctx.act({ command: 'cardAltClicked', uuid: target.place.uuid }),
};

export const inspect: BoardAction = {
  id: 'card.inspect',
  label: 'actions.inspect',
  menu: true,
  enabled: () => true,
  appliesTo: (_ctx, place) => place.faceUp,
  perform: (ctx, target) => target && ctx.act({ command: 'inspectCard', uuid: target.place.uuid }),
};

/** Z: the hovered (or mirror-focused) card large; Z on the card shown closes it. */
export const zoom: BoardAction = {
  id: 'card.zoom',
  label: 'actions.zoom',
  keys: ['z'],
  menu: true,
  enabled: () => true,
  keyEnabled: (ctx) => !!ctx.zoomed || (!!ctx.hovered && ctx.hovered.faceUp && !!ctx.hovered.card.id),
  appliesTo: (_ctx, place) => place.faceUp && !!place.card.id,
  perform: (ctx, target) => {
    const place = target?.place ?? ctx.hovered;
    ctx.zoom(!place || ctx.zoomed === place.uuid || !place.faceUp || !place.card.id ? null : place);
  },
};

/** A drag and drop, or the mirror's "to <pile>": the engine decides what the drop means. */
export const drop: BoardAction = {
  id: 'card.drop',
  label: 'actions.drop',
  enabled: playerOnly,
  appliesTo: own,
  perform: (ctx, target) => {
    if (target?.pile) ctx.act({ command: 'drop', uuid: target.place.uuid, source: target.place.zone as PileName, target: target.pile });
  },
};

/** One manual-mode card command (board-spec 7: modifyCardToken, toggleExhaust, toggleStatus, menuItemClick). */
function manual(id: string, label: string, perform: (ctx: BoardCtx, place: CardPlace) => void, extra: Partial<BoardAction> = {}): BoardAction {
  return {
    id,
    label,
    menu: true,
    enabled: playerOnly,
    appliesTo: hasManualMenu,
    perform: (ctx, target) => target && perform(ctx, target.place),
    ...extra,
  };
}

export const manualActions: BoardAction[] = [
  manual('card.addDamage', 'actions.addDamage', (ctx, p) => ctx.act({ command: 'modifyCardToken', uuid: p.uuid, token: 'damage', delta: 1 })),
  manual('card.removeDamage', 'actions.removeDamage', (ctx, p) => ctx.act({ command: 'modifyCardToken', uuid: p.uuid, token: 'damage', delta: -1 })),
  manual('card.exhaust', 'actions.exhaust', (ctx, p) => ctx.act({ command: 'toggleExhaust', uuid: p.uuid }), {
    labelFor: (_ctx, p) => ({ key: p.card.exhausted ? 'actions.ready' : 'actions.exhaust' }),
  }),
  ...statusNames.map((status) =>
    manual(`card.status.${status}`, 'actions.toggleStatus', (ctx, p) => ctx.act({ command: 'toggleStatus', uuid: p.uuid, status }), {
      labelFor: () => ({ key: 'actions.toggleStatus', values: { status } }),
    }),
  ),
  ...(manualMoves['play area'] ?? []).map((pile) =>
    manual(`card.moveTo.${pile}`, 'actions.moveTo', (ctx, p) => ctx.act({ command: 'menuItemClick', uuid: p.uuid, item: pile }), {
      appliesTo: (ctx, p) => hasManualMenu(ctx, p) && p.zone === 'play area' && manualTargets('play area', p.card.type).includes(pile),
      labelFor: () => ({ key: 'actions.moveTo', values: { pile } }),
    }),
  ),
];

export const cardActions: BoardAction[] = [cardClick, play, pitch, inspect, zoom, drop, ...manualActions];

/** Whether a card shows the menu icon: one's own hand cards (Play, Pitch, ...) and manual mode's cards in play. */
export function showsMenuIcon(ctx: BoardCtx, place: CardPlace): boolean {
  return ownHand(ctx, place) || hasManualMenu(ctx, place);
}

/**
 * Whether a click opens the card's menu rather than clicking the card: a click on the menu icon, or
 * anywhere on a manual-mode card in play that the prompt does not ask for.
 */
export function clickOpensMenu(ctx: BoardCtx, place: CardPlace, onMenuIcon: boolean): boolean {
  if (!showsMenuIcon(ctx, place)) return false;
  return onMenuIcon || (hasManualMenu(ctx, place) && !ctx.selectable.has(place.uuid));
}
