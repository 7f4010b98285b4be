import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { GamesResponse, type GameRecord, type ResultGameType } from '../../../protocol/results';
import { cardsStore } from '../../stores/cards';
import { fetchReplayBytes, saveBytes } from '../replay/replayBytes';
import { formatStarted, replayFileName, splitDuration } from './format';
import { EmptyWithHint } from './EmptyWithHint';
import { GameChatDialog } from './GameChatDialog';
import { LoadState, td, th } from './LoadState';
import { filterQuery, type Filters } from './ResultFilters';
import { useApiData } from './useApiData';

const linkClass = 'text-ember-400 underline-offset-2 hover:text-ember-300 hover:underline';

/** The Game List: the user's finished games with decks, result, timing and links to chat and replay. */
export function GameListTable({ filters, onGameType }: { filters: Filters; onGameType: (gameType: ResultGameType) => void }) {
  const { t } = useTranslation('results');
  const data = useApiData(`/api/games?${filterQuery(filters)}`, GamesResponse);
  const [chatFor, setChatFor] = useState<string | null>(null);
  return (
    <>
      <LoadState data={data} isEmpty={(d) => d.games.length === 0} empty={(d) => <EmptyWithHint elsewhere={d.elsewhere} onShow={onGameType} />}>
        {(d) => (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" aria-label={t('tabs.gameList')}>
              <thead className="border-b border-stone-700">
                <tr>
                  {(['myDeck', 'opponent', 'opponentDeck', 'winner', 'reason'] as const).map((k) => (
                    <th key={k} className={th}>{t(`games.${k}`)}</th>
                  ))}
                  <th className={th} title={t('games.keysTitle')}>{t('games.keys')}</th>
                  {(['type', 'format', 'startedAt', 'duration', 'links'] as const).map((k) => (
                    <th key={k} className={th}>{t(`games.${k}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-800">
                {d.games.map((g) => (
                  <GameRow key={g.gameId} game={g} onChat={() => setChatFor(g.gameId)} />
                ))}
              </tbody>
            </table>
            {d.total > d.games.length && <p className="mt-3 text-xs text-stone-400">{t('games.more', { shown: d.games.length, total: d.total })}</p>}
          </div>
        )}
      </LoadState>
      {chatFor && <GameChatDialog gameId={chatFor} onClose={() => setChatFor(null)} />}
    </>
  );
}

function GameRow({ game: g, onChat }: { game: GameRecord; onChat: () => void }) {
  const { t } = useTranslation('results');
  const { cards } = useSnapshot(cardsStore);
  const names = (ids: readonly string[]) => ids.map((id) => cards.find((c) => c.id === id)?.name ?? id).join(', ');
  const duration = splitDuration(g.duration);
  const won = g.winner !== null && g.winner === g.me.name;
  const download = async () => saveBytes(await fetchReplayBytes(g.gameId), replayFileName(g.gameId));
  return (
    <tr className="hover:bg-stone-800/40" data-game-id={g.gameId}>
      <td className={td}>
        <div className="font-medium">{g.me.deck}</div>
        <div className="text-xs text-stone-400">{names(g.me.champions)}</div>
      </td>
      <td className={td}>{g.opponent?.name ?? ''}</td>
      <td className={td}>
        <div>{g.opponent?.deck ?? ''}</div>
        <div className="text-xs text-stone-400">{names(g.opponent?.champions ?? [])}</div>
      </td>
      <td className={`px-3 py-2 ${g.winner === null ? 'text-stone-500' : won ? 'font-semibold text-emerald-400' : 'text-red-300'}`}>{g.winner ?? t('games.noWinner')}</td>
      <td className={`${td} text-stone-300`}>{g.winReason ?? ''}</td>
      <td className={`${td} tabular-nums`} title={t('games.keysTitle')}>
        {g.me.wounds} / {g.opponent?.wounds ?? 0}
      </td>
      <td className={td}>{t(`games.types.${g.gameType}`, { defaultValue: g.gameType })}</td>
      <td className={td}>{t(`games.formats.${g.gameFormat}`, { defaultValue: g.gameFormat })}</td>
      <td className={`${td} whitespace-nowrap tabular-nums`}>{formatStarted(g.startedAt)}</td>
      <td className={`${td} whitespace-nowrap tabular-nums`}>{duration ? t('games.durationValue', duration) : ''}</td>
      <td className={`${td} whitespace-nowrap`}>
        <span className="flex gap-3">
          {g.chat && (
            <button type="button" className={linkClass} onClick={onChat}>
              {t('games.chat')}
            </button>
          )}
          {g.replay && (
            <>
              <button type="button" className={linkClass} onClick={() => void download()}>
                {t('games.download')}
              </button>
              <Link className={linkClass} to={`/replay/${g.gameId}`}>
                {t('games.watch')}
              </Link>
            </>
          )}
        </span>
      </td>
    </tr>
  );
}
