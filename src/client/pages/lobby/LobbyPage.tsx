import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { accountStore } from '../../stores/account';
import { lobbyStore } from '../../stores/lobby';
import { GameList } from './GameList';

const panel = 'rounded-xl border border-stone-800 bg-stone-900/70 p-5 shadow-lg';

/** The lobby: start or find a game on the left, the live game list and the community on the right. */
export default function LobbyPage() {
  const { t } = useTranslation();
  const { user } = useSnapshot(accountStore);
  const { games } = useSnapshot(lobbyStore);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(320px,1fr)_minmax(420px,1.4fr)]">
      <div className="space-y-6">
        <section className={panel}>
          <h1 className="font-display text-3xl text-ember-300">{t('lobby.welcome')}</h1>
          <p className="mt-1 text-stone-400">{t('lobby.tagline')}</p>
          {!user && (
            <p role="status" className="mt-4 rounded-md border border-amber-700 bg-amber-950/60 px-3 py-2 text-amber-200">
              {t('lobby.loginToPlay')}
            </p>
          )}
          <div className="mt-4 flex gap-3">
            <button
              type="button"
              disabled={!user}
              className="rounded-md bg-ember-600 px-5 py-2 font-semibold text-white shadow hover:bg-ember-500 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {t('lobby.fight')}
            </button>
            <Link to="/decks" className="rounded-md border border-stone-600 px-5 py-2 font-semibold text-stone-200 hover:bg-stone-800">
              {t('lobby.decks')}
            </Link>
          </div>
        </section>
      </div>
      <div className="space-y-6">
        <section className={panel} aria-labelledby="game-list-title">
          <h2 id="game-list-title" className="mb-3 font-display text-xl text-stone-100">
            {t('lobby.gameList')}
          </h2>
          <GameList games={games as never} />
        </section>
        <section className={panel}>
          <h2 className="font-display text-xl text-stone-100">{t('lobby.community')}</h2>
          <p className="mt-1 text-stone-400">{t('lobby.communityText')}</p>
        </section>
      </div>
    </div>
  );
}
