import { useTranslation } from 'react-i18next';
import type { CardView, GameAction, PileName } from '../../../protocol/game';
import { manualTargets } from '../../../protocol/game';
import { Popup } from './Popup';

export interface PilePopupProps {
  pile: PileName;
  owner: string;
  side: string;
  cards: CardView[];
  manualMode: boolean;
  own: boolean;
  send: (action: GameAction) => void;
  onClose: () => void;
  onZoom: (card: CardView | null) => void;
}

/** A pile's cards in a movable popup; in manual mode each card can be moved to the piles the table allows. */
export function PilePopup({ pile, owner, side, cards, manualMode, own, send, onClose, onZoom }: PilePopupProps) {
  const { t } = useTranslation('board');
  return (
    <Popup panel={`pile-${pile}`} side={side} title={t('pileTitle', { owner, pile, count: cards.length })} onClose={onClose}>
      {cards.length === 0 ? <p className="text-sm text-stone-400">{t('emptyPile')}</p> : null}
      <ul className="space-y-1">
        {/* The deck reads from its top (the engine's first card); other piles newest first. */}
        {(pile === 'deck' ? cards : [...cards].reverse()).map((c) => (
          <PileRow key={c.uuid} card={c} moves={manualMode && own ? manualTargets(pile, c.type) : []} pile={pile} send={send} onZoom={onZoom} />
        ))}
      </ul>
      {pile === 'deck' && manualMode && own ? (
        <button type="button" className="mt-2 rounded bg-stone-700 px-2 py-1 text-xs" onClick={() => send({ command: 'shuffleDeck' })}>
          {t('shuffle')}
        </button>
      ) : null}
    </Popup>
  );
}

/** One card of the pile, with the manual moves the engine takes for it (protocol's manualTargets). */
function PileRow({ card: c, moves, pile, send, onZoom }: { card: CardView; moves: PileName[]; pile: PileName; send: (a: GameAction) => void; onZoom: (c: CardView | null) => void }) {
  const { t } = useTranslation('board');
  return (
    <li className="flex flex-wrap items-center gap-1 text-sm">
      <button
        type="button"
        className="rounded px-1 text-left text-stone-100 hover:bg-stone-700"
        onMouseEnter={() => onZoom(c)}
        onMouseLeave={() => onZoom(null)}
        onClick={() => send({ command: 'cardClicked', uuid: c.uuid })}
      >
        {c.facedown || !c.name ? t('facedownCard') : c.name}
      </button>
      {moves.map((target) => (
        <button
          key={target}
          type="button"
          className="rounded bg-stone-700 px-1 text-xs text-stone-200 hover:bg-stone-600"
          onClick={() => send({ command: 'drop', uuid: c.uuid, source: pile, target })}
        >
          {t('moveTo', { pile: target })}
        </button>
      ))}
    </li>
  );
}
