import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { CatalogCard } from '../../../protocol/cards';
import { lobbySend } from '../../net/lobbySocket';
import { cardsStore, loadCards } from '../../stores/cards';
import { ChampionCard } from './ChampionCard';
import { Modal } from '../../ui';
import { primaryButton, secondaryButton } from '../../ui/tokens';

export const CHAMPIONS_TO_CHOOSE = 3;

/** Clicking a champion adds it (up to 3) or, when already chosen, removes it. */
export function toggleChampion(chosen: readonly string[], id: string): string[] {
  if (chosen.includes(id)) return chosen.filter((c) => c !== id);
  return chosen.length >= CHAMPIONS_TO_CHOOSE ? [...chosen] : [...chosen, id];
}

/** The deck's champions when it names at least 3, else every standard champion. */
export function championCandidates(deckChampions: readonly string[] | undefined, cards: readonly CatalogCard[]): string[] {
  if (deckChampions && deckChampions.length >= CHAMPIONS_TO_CHOOSE) return [...deckChampions];
  return cards.filter((c) => c.type === 'Champion' && c.deckType !== 'chimera').map((c) => c.id);
}

/** Choose exactly 3 champions; Confirm stays disabled otherwise. */
export function ChooseChampionsModal(props: { open: boolean; onClose: () => void; gameId: string; initial: readonly string[]; deckChampions?: readonly string[] }) {
  const { t } = useTranslation('lobby');
  const { cards } = useSnapshot(cardsStore);
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (!props.open) return;
    void loadCards();
    setChosen(props.initial.slice(0, CHAMPIONS_TO_CHOOSE));
  }, [props.open]); // eslint-disable-line react-hooks/exhaustive-deps
  const byId = useMemo(() => new Map((cards as CatalogCard[]).map((c) => [c.id, c])), [cards]);
  const candidates = championCandidates(props.deckChampions, cards as CatalogCard[]);
  return (
    <Modal open={props.open} onClose={props.onClose} title={t('champions.title')} wide>
      <p className="text-stone-300 2xl:text-xl">{t('champions.help')}</p>
      <p className="mt-1 text-sm text-ember-300 2xl:text-lg" aria-live="polite">
        {t('champions.chosen', { count: chosen.length })}
      </p>
      <ul className="mt-4 grid max-h-[60vh] grid-cols-[repeat(auto-fill,minmax(120px,1fr))] gap-3 overflow-y-auto p-1 2xl:grid-cols-[repeat(auto-fill,minmax(200px,1fr))]">
        {candidates.map((id) => (
          <li key={id}>
            <ChampionCard
              id={id}
              card={byId.get(id)}
              selected={chosen.includes(id)}
              dimmed={!chosen.includes(id) && chosen.length >= CHAMPIONS_TO_CHOOSE}
              onClick={() => setChosen(toggleChampion(chosen, id))}
            />
          </li>
        ))}
      </ul>
      <div className="mt-5 flex justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={props.onClose}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className={primaryButton}
          disabled={chosen.length !== CHAMPIONS_TO_CHOOSE}
          onClick={() => {
            lobbySend('selectChampions', props.gameId, chosen);
            props.onClose();
          }}
        >
          {t('champions.confirm')}
        </button>
      </div>
    </Modal>
  );
}
