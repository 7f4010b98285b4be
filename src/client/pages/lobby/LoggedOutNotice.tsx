import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { addTexts } from '../../app/i18n';
import boardTexts from '../../locales/en/board.json';
import { LOGGED_OUT_REDIRECT_MS, lobbyStore } from '../../stores/lobby';

addTexts('board', boardTexts);

/**
 * board-spec 2: the session ended during a started game (logout elsewhere, a failed refresh, or the node refusing an
 * expired game token). Where the board was, "You are not logged in, redirecting..." shows, then the lobby at /.
 */
export function LoggedOutNotice() {
  const { t } = useTranslation('board');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      lobbyStore.loggedOut = false;
      void navigate('/', { replace: true });
    }, LOGGED_OUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="fixed inset-x-0 top-14 bottom-0 z-20 grid place-items-center bg-stone-950" data-testid="game-host">
      <p role="alert" className="font-display text-3xl text-amber-200 2xl:text-5xl">
        {t('notLoggedIn')}
      </p>
    </div>
  );
}
