import { useTranslation } from 'react-i18next';
import type { PileName, PromptButton } from '../../../protocol/game';
import type { BoardLayout, CardPlace, PileBox } from '../layout/boardLayout';
import { buttonLabel } from '../layout/text';
import type { MenuItem } from '../scene/CardMenu';
import type { ChooseButton } from '../champions/choose';
import { describeCard } from './describe';
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

/**
 * The board for keyboards and screen readers: every visible card, pile and (canvas-only) prompt
 * button as a DOM control that sends exactly what the canvas gesture sends. Off-screen until focused.
 */
export function Mirror(props: MirrorProps) {
  const { t } = useTranslation('board');
  const { layout } = props;
  const groups = new Map<string, CardPlace[]>();
  for (const c of layout.cards) {
    const key = `${c.side}:${c.zone}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return (
    <section aria-label={t('mirror')} className={hidden} data-testid="board-mirror">
      <h2>{t('mirror')}</h2>
      <ul aria-label={t('piles')}>
        {layout.piles.map((p) => (
          <li key={`${p.owner}:${p.pile}`}>
            <button type="button" aria-label={t('pileAria', { owner: p.side === 'me' ? t('your') : `${p.owner}'s`, pile: p.pile, count: p.count })} onClick={() => props.onPile(p)}>
              {p.pile} {p.count}
            </button>
          </li>
        ))}
      </ul>
      {[...groups.entries()].map(([key, places]) => (
        <ul key={key} aria-label={key.replace(':', ' ')}>
          {places.map((place) => {
            const name = place.faceUp && place.card.name ? place.card.name : t('facedownCard');
            const targets = props.interactive ? props.targets(place) : [];
            const menu = props.menu(place);
            return (
              <li key={place.uuid} data-uuid={place.uuid}>
                <button
                  type="button"
                  aria-label={describeCard(place, props.isSelectable(place.uuid))}
                  onClick={() => props.onAction('card.click', place)}
                  onFocus={() => props.onFocusCard(place)}
                  onBlur={() => props.onFocusCard(null)}
                >
                  {name}
                </button>
                {props.choose?.filter((b) => b.place.uuid === place.uuid).map((b) => (
                  <button key="choose" type="button" aria-label={t('chooseAria', { name })} aria-keyshortcuts={b.key} onClick={() => props.onChoose?.(place.uuid)}>
                    {t('choose')}
                  </button>
                ))}
                {menu.map((item) => (
                  <button key={item.id} type="button" aria-label={`${name}: ${item.text}`} aria-keyshortcuts={item.keys} onClick={() => props.onAction(item.id, place)}>
                    {item.text}
                  </button>
                ))}
                {targets.filter((x) => x !== place.zone).map((target) => (
                  <button key={target} type="button" aria-label={t('moveAria', { name, pile: target })} onClick={() => props.onAction('card.drop', place, target)}>
                    {t('moveTo', { pile: target })}
                  </button>
                ))}
              </li>
            );
          })}
        </ul>
      ))}
      {props.dice ? <DiceMirror {...props.dice} /> : null}
      {props.promptButtons?.length ? (
        <ul aria-label={t('prompt')}>
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
