import { useTranslation } from 'react-i18next';
import type { DeckStatus } from '../../../protocol/decks';
import { NS } from './texts';

/** The deck state of board-spec 4: valid when the basic rules hold, else invalid. */
export function StatusBadge({ status }: { status: DeckStatus }) {
  const { t } = useTranslation(NS);
  const valid = status.basicRules && status.legalToPlay;
  return (
    <span
      data-testid="deck-status"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold 2xl:text-sm ${valid ? 'bg-emerald-800/80 text-emerald-100' : 'bg-red-800/80 text-red-100'}`}
    >
      {valid ? t('valid') : t('invalid')}
    </span>
  );
}

/** The reasons a deck is invalid, in words. */
export function Problems({ status }: { status: DeckStatus }) {
  const { t } = useTranslation(NS);
  if (status.problems.length === 0) return null;
  return (
    <ul className="list-disc space-y-0.5 pl-5 text-sm text-red-200">
      {status.problems.map((p) => (
        <li key={p}>{t(`problems.${p}`, { count: status.totalCards })}</li>
      ))}
    </ul>
  );
}
