import { useTranslation } from 'react-i18next';
import type { Deck } from '../../../protocol/decks';
import { NS } from './texts';

/** The win/loss/total/win rate table, shown once the deck has played a game. */
export function DeckStats({ deck }: { deck: Deck }) {
  const { t } = useTranslation(NS);
  if (deck.played === 0) return null;
  return (
    <table className="w-full text-left text-sm 2xl:text-base">
      <caption className="mb-1 text-left text-xs font-semibold tracking-wide text-stone-400 uppercase 2xl:text-sm">{t('stats')}</caption>
      <thead className="text-stone-400">
        <tr>
          <th className="py-1 font-medium">{t('wins')}</th>
          <th className="py-1 font-medium">{t('losses')}</th>
          <th className="py-1 font-medium">{t('totalGames')}</th>
          <th className="py-1 font-medium">{t('winRate')}</th>
        </tr>
      </thead>
      <tbody className="text-stone-100">
        <tr>
          <td>{deck.wins}</td>
          <td>{deck.played - deck.wins}</td>
          <td>{deck.played}</td>
          <td>{deck.winRate}%</td>
        </tr>
      </tbody>
    </table>
  );
}
