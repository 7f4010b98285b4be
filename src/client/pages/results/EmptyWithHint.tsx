import { useTranslation } from 'react-i18next';
import type { ResultGameType, TypeCount } from '../../../protocol/results';

/**
 * The empty Results tab: the spec's 'You have no recorded games.', and when the server says the
 * user's games of this period are under another game type (a solo game under the default All PvP),
 * a hint naming that filter with a button that selects it.
 */
export function EmptyWithHint({ elsewhere, onShow }: { elsewhere: readonly TypeCount[]; onShow: (gameType: ResultGameType) => void }) {
  const { t } = useTranslation('results');
  return (
    <div className="py-6">
      <p className="text-stone-300">{t('empty')}</p>
      {elsewhere.length > 0 && (
        <div role="note" aria-label={t('hint.label')} className="mt-3 max-w-xl rounded-md border border-ember-800/70 bg-ember-950/30 px-4 py-3 text-sm text-stone-200">
          <p>{t('hint.text')}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {elsewhere.map((e) => (
              <li key={e.gameType}>
                <button
                  type="button"
                  onClick={() => onShow(e.gameType)}
                  className="rounded-md border border-ember-700 px-3 py-1 text-ember-200 hover:bg-ember-800/40"
                >
                  {t('hint.show', { count: e.count, filter: t(`filters.types.${e.gameType}`) })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
