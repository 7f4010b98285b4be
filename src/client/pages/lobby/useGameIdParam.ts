import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import i18n from '../../app/i18n';
import { showToast } from '../../app/toasts';
import { accountStore } from '../../stores/account';
import { lobbyStore } from '../../stores/lobby';
import { requestGame } from './gameActions';
import { gameIdAction } from './gameRules';

/**
 * A game id in the URL (/play/{gameId}, or ?gameId= merged in like a route parameter), for a user in
 * no game: not found gives an error toast and resets the URL to /; an unstarted game with fewer than
 * 2 players is joined; any other is watched (the password panel first when it has one).
 */
export function useGameIdParam(): void {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const gameId = params.gameId ?? search.get('gameId');
  const { gamesReceived, currentGame } = useSnapshot(lobbyStore);
  const { user, token } = useSnapshot(accountStore);
  const handled = useRef<string | null>(null);
  // Wait for the list, and for the user when a token says someone is logging in.
  const ready = gamesReceived && !(token && !user);
  useEffect(() => {
    if (!gameId || !ready || currentGame || handled.current === gameId) return;
    handled.current = gameId;
    const game = lobbyStore.games.find((g) => g.id === gameId);
    const action = gameIdAction(game);
    if (action === 'notFound' || !game) {
      showToast('error', i18n.t('lobby:gameNotFound'), i18n.t('lobby:error'));
      navigate('/', { replace: true });
      return;
    }
    requestGame(game, action === 'join' ? 'Join' : 'Watch');
  }, [gameId, ready, currentGame, navigate]);
}
