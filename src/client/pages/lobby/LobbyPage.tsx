import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { addTexts } from '../../app/i18n';
import lobbyTexts from '../../locales/en/lobby.json';
import { accountStore } from '../../stores/account';
import { lobbyStore } from '../../stores/lobby';
import { GameFrame } from './gameFrame';
import { GameList } from './GameList';
import { LoggedOutNotice } from './LoggedOutNotice';
import { viewerOf } from './gameRules';
import { LobbyChat } from './LobbyChat';
import { PasswordPanel } from './PasswordPanel';
import { pageHeading, panel, primaryButton, secondaryButton } from '../../ui/tokens';
import { useGameIdParam } from './useGameIdParam';

addTexts('lobby', lobbyTexts);

// Loaded when first needed, so the lobby's first paint carries no form library, modals or draft machine.
const NewGameForm = lazy(() => import('./NewGameForm').then((m) => ({ default: m.NewGameForm })));
const PendingGame = lazy(() => import('./PendingGame').then((m) => ({ default: m.PendingGame })));
const DraftPanel = lazy(() => import('./DraftPanel').then((m) => ({ default: m.DraftPanel })));
// The started game's host (the board's own chunk loads from it): only a player or spectator of a started game needs it.
const GameHost = lazy(() => import('./GameHost').then((m) => ({ default: m.GameHost })));

/**
 * The lobby (site-spec 2): start or join a game on the left, the live game list and the community
 * chat on the right (the Pod Draft during a draft); the board instead once the user's game has started.
 */
export default function LobbyPage() {
  const { t } = useTranslation('lobby');
  const { user } = useSnapshot(accountStore);
  const { games, currentGame, creating, passwordGame, passwordError, loggedOut } = useSnapshot(lobbyStore);
  // Fight! opens a pvp game; Solo opens the chimera game type, whose only format is Solo.
  const [newGameType, setNewGameType] = useState<'pvp' | 'chimera'>('pvp');
  useGameIdParam();
  const game = currentGame as typeof lobbyStore.currentGame;
  if (loggedOut) return <LoggedOutNotice />;
  if (game?.started)
    return (
      <Suspense
        fallback={
          <GameFrame>
            <p className="p-6 text-stone-300">{t('board.loading')}</p>
          </GameFrame>
        }
      >
        <GameHost game={game} />
      </Suspense>
    );

  const openNewGame = (type: 'pvp' | 'chimera') => {
    setNewGameType(type);
    lobbyStore.creating = true;
    lobbyStore.passwordGame = null;
  };
  const username = user?.username;
  const draft = game && username && username in game.players && game.draftState ? game.draftState : null;
  const opponent = game && username ? Object.keys(game.players).find((name) => name !== username) : undefined;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(340px,1fr)_minmax(440px,1.4fr)]">
      <div className="space-y-6">
        <section className={panel} aria-labelledby="lobby-title">
          <h1 id="lobby-title" className={pageHeading}>
            {t('welcome')}
          </h1>
          <p className="mt-1 text-stone-300 2xl:text-xl">{t('tagline')}</p>
          {!user && (
            <p role="status" className="mt-4 rounded-md border border-amber-700 bg-amber-950/60 px-3 py-2 text-amber-200 2xl:text-xl">
              {t('loginToPlay')}
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" disabled={!user || Boolean(game)} className={primaryButton} onClick={() => openNewGame('pvp')}>
              {t('fight')}
            </button>
            <button
              type="button"
              disabled={!user || Boolean(game)}
              className={secondaryButton}
              aria-describedby="solo-help"
              onClick={() => openNewGame('chimera')}
            >
              {t('solo')}
            </button>
            <Link to="/decks" className={secondaryButton}>
              {t('decks')}
            </Link>
            {/* A game against the bot with no account and no server: the engine runs in the page. */}
            <Link to="/practice" className={secondaryButton}>
              {t('practice')}
            </Link>
          </div>
          <p id="solo-help" className="mt-2 text-sm text-stone-400 2xl:text-lg">
            {t('soloHelp')}
          </p>
          <Suspense fallback={<p className="mt-4 text-stone-400">{t('loading', { ns: 'common' })}</p>}>
            {creating && user && !game && <NewGameForm key={newGameType} newGameType={newGameType} onClose={() => (lobbyStore.creating = false)} />}
            {passwordGame && !game && <PasswordPanel request={passwordGame} error={passwordError} />}
            {game && !game.started && <PendingGame key={game.id} game={game} />}
          </Suspense>
        </section>
      </div>
      <div className="space-y-6">
        {draft && game && username ? (
          <Suspense fallback={<p className="text-stone-400">{t('loading', { ns: 'common' })}</p>}>
            <DraftPanel key={game.id} gameId={game.id} draft={draft} username={username} opponent={opponent} />
          </Suspense>
        ) : (
          <>
            <GameList games={games as typeof lobbyStore.games} viewer={viewerOf(user as typeof accountStore.user, game?.id ?? null)} />
            <LobbyChat />
          </>
        )}
      </div>
    </div>
  );
}
