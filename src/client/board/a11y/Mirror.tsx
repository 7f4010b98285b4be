import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PileName, PromptButton } from '../../../protocol/game';
import type { BoardLayout, CardPlace, PileBox } from '../layout/boardLayout';
import { buttonLabel } from '../layout/text';
import type { MenuItem } from '../scene/CardMenu';
import type { ChooseButton } from '../champions/choose';
import { describeCard } from './describe';
import { cachedTranslate, sameRow, type MirrorRowData, type Translate } from './mirrorRows';
import { DiceMirror, type DiceMirrorProps } from '../dice/DiceMirror';

export interface MirrorProps {
  layout: BoardLayout;
  isSelectable: (uuid: string) => boolean;
  targets: (place: CardPlace) => PileName[];
  /** The card's menu: the registered actions that apply to it now (actions/registry.ts). */
  menu: (place: CardPlace) => MenuItem[];
  interactive: boolean;
  /** Runs a registered action on a card: 'card.click' for the card's own button, a menu item's id, 'card.drop' with a pile. */
  onAction: (id: string, place: CardPlace, pile?: PileName) => void;
  /** Focus on a card's button: the card Z zooms, as the mouse's hover. */
  onFocusCard: (place: CardPlace | null) => void;
  onPile: (pile: PileBox) => void;
  /** Prompt buttons, when the prompt area itself is not shown (canvas only). */
  promptButtons?: PromptButton[];
  onPromptButton?: (b: PromptButton) => void;
  /** Board-spec 2's Choose buttons (champions/choose.ts): the same press as the overlay's, with its key. */
  choose?: ChooseButton[];
  onChoose?: (uuid: string) => void;
  /** Rules version 3, a player: their dice (use a power, mark a die to pay with). */
  dice?: DiceMirrorProps;
}

const hidden =
  'sr-only focus-within:not-sr-only focus-within:fixed focus-within:bottom-2 focus-within:left-2 focus-within:z-50 focus-within:max-h-[45vh] focus-within:w-[28rem] focus-within:overflow-auto focus-within:rounded focus-within:border focus-within:border-ember-600 focus-within:bg-stone-950 focus-within:p-2 focus-within:text-xs';

/** Stable handlers of a card's row: they look the card up by uuid in the latest view when pressed. */
interface RowHandlers {
  action: (id: string, uuid: string, pile?: PileName) => void;
  focus: (uuid: string | null) => void;
  choose: (uuid: string) => void;
}

/**
 * One card's entry: its button and the buttons after it (choose, menu items, moves). Memoized on what
 * it shows (sameRow), so a view that moves ten cards re-renders those rows, not every card's.
 */
const MirrorCardRow = memo(
  function MirrorCardRow({ row, on, tr }: { row: MirrorRowData; on: RowHandlers; tr: Translate }) {
    const { uuid, name } = row;
    return (
      <li data-uuid={uuid}>
        <button type="button" aria-label={row.label} onClick={() => on.action('card.click', uuid)} onFocus={() => on.focus(uuid)} onBlur={() => on.focus(null)}>
          {name}
        </button>
        {row.choose.map((key) => (
          <button key="choose" type="button" aria-label={tr('chooseAria', { name })} aria-keyshortcuts={key} onClick={() => on.choose(uuid)}>
            {tr('choose')}
          </button>
        ))}
        {row.menu.map((item) => (
          <button key={item.id} type="button" aria-label={`${name}: ${item.text}`} aria-keyshortcuts={item.keys} onClick={() => on.action(item.id, uuid)}>
            {item.text}
          </button>
        ))}
        {row.targets.map((target) => (
          <button key={target} type="button" aria-label={tr('moveAria', { name, pile: target })} onClick={() => on.action('card.drop', uuid, target)}>
            {tr('moveTo', { pile: target })}
          </button>
        ))}
      </li>
    );
  },
  (a, b) => a.on === b.on && a.tr === b.tr && sameRow(a.row, b.row),
);

/** The board namespace's `t` with its strings kept (mirrorRows.ts), one cache per `t`. */
function useCachedT(): Translate {
  const { t } = useTranslation('board');
  return useMemo(() => cachedTranslate((key, values) => t(key, values ?? {})), [t]);
}

/**
 * The board for keyboards and screen readers: every visible card, pile and (canvas-only) prompt
 * button as a DOM control that sends exactly what the canvas gesture sends. Off-screen until focused.
 */
export function Mirror(props: MirrorProps) {
  const tr = useCachedT();
  const { layout } = props;
  // The rows' handlers stay the same from view to view and read the latest props and cards when pressed.
  const latest = useRef({ props, places: new Map<string, CardPlace>() });
  const places = new Map<string, CardPlace>();
  const groups = new Map<string, MirrorRowData[]>();
  for (const place of layout.cards) {
    places.set(place.uuid, place);
    const key = `${place.side}:${place.zone}`;
    const name = place.faceUp && place.card.name ? place.card.name : tr('facedownCard');
    const row: MirrorRowData = {
      uuid: place.uuid,
      name,
      label: describeCard(place, props.isSelectable(place.uuid)),
      choose: (props.choose ?? []).filter((b) => b.place.uuid === place.uuid).map((b) => b.key),
      menu: props.menu(place),
      targets: props.interactive ? props.targets(place).filter((x) => x !== place.zone) : [],
    };
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  useLayoutEffect(() => {
    latest.current = { props, places };
  });
  const on = useMemo<RowHandlers>(
    () => ({
      action: (id, uuid, pile) => {
        const place = latest.current.places.get(uuid);
        if (place) latest.current.props.onAction(id, place, pile);
      },
      focus: (uuid) => latest.current.props.onFocusCard(uuid === null ? null : (latest.current.places.get(uuid) ?? null)),
      choose: (uuid) => latest.current.props.onChoose?.(uuid),
    }),
    [],
  );
  return (
    <section aria-label={tr('mirror')} className={hidden} data-testid="board-mirror">
      <h2>{tr('mirror')}</h2>
      <ul aria-label={tr('piles')}>
        {layout.piles.map((p) => (
          <li key={`${p.owner}:${p.pile}`}>
            <button type="button" aria-label={tr('pileAria', { owner: p.side === 'me' ? tr('your') : `${p.owner}'s`, pile: p.pile, count: p.count })} onClick={() => props.onPile(p)}>
              {p.pile} {p.count}
            </button>
          </li>
        ))}
      </ul>
      {[...groups.entries()].map(([key, rows]) => (
        <ul key={key} aria-label={key.replace(':', ' ')}>
          {rows.map((row) => (
            <MirrorCardRow key={row.uuid} row={row} on={on} tr={tr} />
          ))}
        </ul>
      ))}
      {props.dice ? <DiceMirror {...props.dice} /> : null}
      {props.promptButtons?.length ? (
        <ul aria-label={tr('prompt')}>
          {props.promptButtons.map((b, i) => (
            <li key={i}>
              <button type="button" disabled={b.disabled} onClick={() => props.onPromptButton?.(b)}>
                {buttonLabel(b.text)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
