import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { concedeGame, leaveGameSocket } from '../net/gameSocket';
import { accountStore } from '../stores/account';
import { gameStore } from '../stores/game';
import { clearCurrentGame, isPlayer, lobbyStore } from '../stores/lobby';
import { ConfirmDialog } from '../pages/lobby/ConfirmDialog';

const button = 'shrink-0 rounded-md px-2 py-1.5 text-sm sm:px-3 font-medium text-stone-200 hover:bg-stone-800 2xl:text-lg';

/** Concede (players only) and Leave, with the spec's confirmations. */
export function GameControls() {
  const { t } = useTranslation();
  const { user } = useSnapshot(accountStore);
  const { currentGame } = useSnapshot(lobbyStore);
  const { view } = useSnapshot(gameStore);
  const [asking, setAsking] = useState<'concede' | 'leave' | null>(null);
  if (!currentGame?.started) return null;
  const player = isPlayer(currentGame as typeof lobbyStore.currentGame, user?.username);
  const finished = Boolean(view?.winner ?? currentGame.winner);
  const opponentPresent = Object.values(view?.players ?? {}).some((p) => p.name !== user?.username && !p.left);
  const leave = () => {
    leaveGameSocket();
    clearCurrentGame();
  };
  return (
    <>
      {player && !finished && (
        <button type="button" className={button} onClick={() => setAsking('concede')}>
          {t('game.concede')}
        </button>
      )}
      <button type="button" className={button} onClick={() => (player && !finished && opponentPresent ? setAsking('leave') : leave())}>
        {t('game.leave')}
      </button>
      <ConfirmDialog open={asking === 'concede'} text={t('game.concedeConfirm')} onConfirm={concedeGame} onClose={() => setAsking(null)} />
      <ConfirmDialog open={asking === 'leave'} text={t('game.leaveConfirm')} onConfirm={leave} onClose={() => setAsking(null)} />
    </>
  );
}
