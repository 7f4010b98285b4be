import { useTranslation } from 'react-i18next';
import { resultGameTypes, resultPeriods, type ResultGameType, type ResultPeriod } from '../../../protocol/results';
import { td, th } from './LoadState';

export type Filters = { months: ResultPeriod; gameType: ResultGameType };

export const selectClass = 'rounded-md border border-stone-700 bg-stone-900 px-3 py-2 text-sm text-stone-100';

/** The period select, shared by the Results filters and the matchup report. */
export function PeriodSelect({ months, onChange }: { months: ResultPeriod; onChange: (months: ResultPeriod) => void }) {
  const { t } = useTranslation('results');
  return (
    <label className="flex flex-col gap-1 text-xs text-stone-400">
      {t('filters.period')}
      <select className={selectClass} value={months} onChange={(e) => onChange(Number(e.target.value) as ResultPeriod)}>
        {resultPeriods.map((m) => (
          <option key={m} value={m}>
            {t(`filters.months.${m}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The head of a wins/losses table (champion stats, matchup report): the first column's label, then the counts. */
export function WinLossHead({ first }: { first: string }) {
  const { t } = useTranslation('results');
  return (
    <thead className="border-b border-stone-700">
      <tr>
        <th className={th}>{first}</th>
        <th className={`${th} text-right`}>{t('stats.wins')}</th>
        <th className={`${th} text-right`}>{t('stats.losses')}</th>
        <th className={`${th} text-right`}>{t('stats.total')}</th>
        <th className={`${th} text-right`}>{t('stats.winRate')}</th>
      </tr>
    </thead>
  );
}

/** The period and game type selects (site-spec Results screen); each change reloads the tab. */
export function ResultFilters({ value, onChange }: { value: Filters; onChange: (f: Filters) => void }) {
  const { t } = useTranslation('results');
  return (
    <div className="flex flex-wrap gap-3">
      <PeriodSelect months={value.months} onChange={(months) => onChange({ ...value, months })} />
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

/** The counts of one wins/losses row, under WinLossHead (`rate` as the row shows it, in whole percent). */
export function WinLossCells({ wins, losses, total, rate }: { wins: number; losses: number; total: number; rate: number }) {
  const cell = `${td} text-right tabular-nums`;
  return (
    <>
      <td className={cell}>{wins}</td>
      <td className={cell}>{losses}</td>
      <td className={cell}>{total}</td>
      <td className={cell}>{rate}</td>
    </>
  );
}
