import { useTranslation } from 'react-i18next';
import { DeferredPopover } from '../../ui/deferred';
import { filterTypes, type GameFilter } from './gameRules';

/** The per-type filter of the games list (kept in local storage by the caller). */
export function GameFilterMenu({ filter, onChange }: { filter: GameFilter; onChange: (filter: GameFilter) => void }) {
  const { t } = useTranslation('lobby');
  const hidden = filterTypes.filter((type) => !filter[type]).length;
  return (
    <DeferredPopover
      className="relative"
      buttonClassName="rounded-md border border-stone-700 px-3 py-1.5 text-sm text-stone-200 hover:bg-stone-800 2xl:text-lg"
      button={`${t('filter')}${hidden > 0 ? ` (${filterTypes.length - hidden}/${filterTypes.length})` : ''} ▾`}
    >
      {({ PopoverPanel }) => (
        <PopoverPanel anchor="bottom end" className="z-40 mt-1 w-56 rounded-md border border-stone-700 bg-stone-900 p-3 shadow-xl">
          <fieldset>
            <legend className="mb-2 text-xs font-semibold tracking-wide text-stone-400 uppercase">{t('filter')}</legend>
            {filterTypes.map((type) => (
              <label key={type} className="flex items-center gap-2 py-1 text-sm text-stone-200 2xl:text-lg">
                <input type="checkbox" className="accent-ember-500" checked={filter[type]} onChange={(e) => onChange({ ...filter, [type]: e.target.checked })} />
                {t(`gameTypes.${type}`)}
              </label>
            ))}
          </fieldset>
        </PopoverPanel>
      )}
    </DeferredPopover>
  );
}
