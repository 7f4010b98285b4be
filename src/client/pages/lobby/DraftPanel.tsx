import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { canDiscard, canPick, draftHeader, draftMachine, draftPool } from '../../../../statecharts/draft';
import type { CatalogCard } from '../../../protocol/cards';
import type { DraftState } from '../../../protocol/lobby';
import { lobbySend } from '../../net/lobbySocket';
import { cardsStore, loadCards } from '../../stores/cards';
import { ChampionCard } from './ChampionCard';
import { panel, panelTitle } from '../../ui/tokens';

const grid = 'grid grid-cols-[repeat(auto-fill,minmax(110px,1fr))] gap-3 2xl:grid-cols-[repeat(auto-fill,minmax(190px,1fr))]';

/** The Pod Draft: the pool of 8, each player's picks, the snake order's turn, then one discard each. */
export function DraftPanel({ gameId, draft, username, opponent }: { gameId: string; draft: DraftState; username: string; opponent: string | undefined }) {
  const { t } = useTranslation('lobby');
  const { cards } = useSnapshot(cardsStore);
  const byId = useMemo(() => new Map((cards as CatalogCard[]).map((c) => [c.id, c])), [cards]);
  const [state, send] = useMachine(
    draftMachine.provide({
      actions: {
        draftChamp: (_, champId) => lobbySend('draftChamp', gameId, champId),
        discardChamp: (_, champId) => lobbySend('discardChamp', gameId, champId),
      },
    }),
    { input: { username } },
  );
  useEffect(() => void loadCards(), []);
  useEffect(() => send({ type: 'draft.updated', draft }), [draft, send]);
  const phase = state.value as string;
  const mine = draft.playerChoices[username] ?? [];
  const theirs = opponent ? (draft.playerChoices[opponent] ?? []) : [];
  const myDiscards = draft.playerDiscards[username] ?? [];
  const theirDiscards = opponent ? (draft.playerDiscards[opponent] ?? []) : [];
  const help =
    phase === 'choosing' ? t('draft.pickHelp') : phase === 'waitingForOther' ? t('draft.theirHelp', { name: opponent ?? '' }) : phase === 'discarding' ? t('draft.discardHelp') : phase === 'ready' ? t('draft.readyHelp') : t('draft.waiting');
  return (
    <section className={panel} aria-labelledby="draft-title" data-testid="draft-panel">
      <h2 id="draft-title" className={panelTitle}>
        {t('draft.title')}
      </h2>
      <p className="mt-2 font-display text-2xl text-ember-300 2xl:text-4xl" role="status" data-testid="draft-header">
        {draftHeader(state)}
      </p>
      <p className="text-sm text-stone-300 2xl:text-lg">{help}</p>
      <h3 className="mt-4 text-sm font-semibold tracking-wide text-stone-400 uppercase 2xl:text-lg">{t('draft.pool')}</h3>
      <ul className={`mt-2 ${grid}`} data-testid="draft-pool">
        {draftPool(draft).map(({ id }) => (
          <li key={id}>
            <ChampionCard id={id} card={byId.get(id)} disabled={!canPick(state.context, id) || phase !== 'choosing'} dimmed={phase !== 'choosing'} onClick={() => send({ type: 'pick', champId: id })} />
          </li>
        ))}
      </ul>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold tracking-wide text-stone-400 uppercase 2xl:text-lg">{t('draft.yourPicks')}</h3>
          <ul className={`mt-2 ${grid}`} data-testid="my-picks">
            {mine.map((id) => (
              <li key={id}>
                <ChampionCard
                  id={id}
                  card={byId.get(id)}
                  dimmed={myDiscards.includes(id)}
                  disabled={!(phase === 'discarding' && canDiscard(state.context, id))}
                  label={myDiscards.includes(id) ? `${byId.get(id)?.name ?? id} (${t('draft.discarded')})` : undefined}
                  onClick={() => send({ type: 'pick', champId: id })}
                />
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold tracking-wide text-stone-400 uppercase 2xl:text-lg">{t('draft.theirPicks', { name: opponent ?? '' })}</h3>
          <ul className={`mt-2 ${grid}`}>
            {theirs.map((id) => (
              <li key={id}>
                <ChampionCard id={id} card={byId.get(id)} disabled dimmed={theirDiscards.includes(id)} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
