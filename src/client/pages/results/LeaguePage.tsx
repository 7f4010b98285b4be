import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { PairingsResponse } from '../../../protocol/results';
import { addTexts } from '../../app/i18n';
import texts from '../../locales/en/results.json';
import { accountStore } from '../../stores/account';
import { LoadState, td, th } from './LoadState';
import { ResultsSubpage } from './ResultsSubpage';
import { useApiData } from './useApiData';

addTexts('results', texts);

/** The spec's date form, YYYY-MM-DD, in the viewer's time zone. */
const day = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

/**
 * /results/league (GET /api/league/pairings): the server's suggested pairings among players active
 * in PvP lately, neighbours by record, an odd one out with a bye. The user's own pairing is marked.
 */
export default function LeaguePage() {
  const { t } = useTranslation('results');
  const { user } = useSnapshot(accountStore);
  const data = useApiData('/api/league/pairings', PairingsResponse);
  const record = (p: { wins: number; losses: number }) => t('league.recordValue', p);
  const who = (name: string) => (name === user?.username ? `${name} (${t('league.you')})` : name);
  return (
    <ResultsSubpage heading={t('league.title')}>
      <LoadState
        data={data}
        isEmpty={(d) => d.pairings.length === 0}
        empty={(d) => <p className="py-6 text-stone-300">{t('league.empty', { since: day(d.since) })}</p>}
      >
        {(d) => (
          <>
            <p className="max-w-2xl text-sm text-stone-400">{t('league.intro', { since: day(d.since) })}</p>
            <table className="mt-4 w-full max-w-3xl text-sm" aria-label={t('league.table')}>
              <thead className="border-b border-stone-700">
                <tr>
                  <th className={th}>{t('league.number')}</th>
                  <th className={th}>{t('league.player')}</th>
                  <th className={`${th} text-right`}>{t('league.record')}</th>
                  <th className={th}>{t('league.opponent')}</th>
                  <th className={`${th} text-right`}>{t('league.record')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-800">
                {d.pairings.map((p, i) => {
                  const mine = p.a.username === user?.username || p.b?.username === user?.username;
                  return (
                    <tr key={p.a.username} className={mine ? 'bg-ember-900/30' : 'hover:bg-stone-800/40'} aria-current={mine ? 'true' : undefined}>
                      <td className={`${td} tabular-nums text-stone-400`}>{i + 1}</td>
                      <td className={`${td} font-medium`}>{who(p.a.username)}</td>
                      <td className={`${td} text-right tabular-nums`}>{record(p.a)}</td>
                      <td className={`${td} ${p.b ? 'font-medium' : 'italic text-stone-400'}`}>{p.b ? who(p.b.username) : t('league.bye')}</td>
                      <td className={`${td} text-right tabular-nums`}>{p.b ? record(p.b) : ''}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </>
        )}
      </LoadState>
    </ResultsSubpage>
  );
}
