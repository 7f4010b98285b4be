import { useTranslation } from 'react-i18next';
import { resultGameTypes, resultPeriods, type ResultGameType, type ResultPeriod } from '../../../protocol/results';

export type Filters = { months: ResultPeriod; gameType: ResultGameType };

const selectClass = 'rounded-md border border-stone-700 bg-stone-900 px-3 py-2 text-sm text-stone-100';

/** The period and game type selects (site-spec Results screen); each change reloads the tab. */
export function ResultFilters({ value, onChange }: { value: Filters; onChange: (f: Filters) => void }) {
  const { t } = useTranslation('results');
  return (
    <div className="flex flex-wrap gap-3">
      <label className="flex flex-col gap-1 text-xs text-stone-400">
        {t('filters.period')}
        <select className={selectClass} value={value.months} onChange={(e) => onChange({ ...value, months: Number(e.target.value) as ResultPeriod })}>
          {resultPeriods.map((m) => (
            <option key={m} value={m}>
              {t(`filters.months.${m}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs text-stone-400">
        {t('filters.type')}
        <select className={selectClass} value={value.gameType} onChange={(e) => onChange({ ...value, gameType: e.target.value as ResultGameType })}>
          {resultGameTypes.map((g) => (
            <option key={g} value={g}>
              {t(`filters.types.${g || 'all'}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

export const filterQuery = (f: Filters): string => `months=${f.months}&gameType=${f.gameType}`;
