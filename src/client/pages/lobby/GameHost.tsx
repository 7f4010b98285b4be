import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { LobbyGame } from '../../../protocol/lobby';
import type { BoardConnection, GameBoardProps } from '../../board/types';
import { chooseRematch, concedeGame, sendGameAction, sendGameTyping } from '../../net/gameSocket';
import { accountStore } from '../../stores/account';
import { DecklistDialog } from './DecklistDialog';
import { GameFrame } from './gameFrame';
import { leaveStartedGame } from './gameActions';
import { gameSession, type GameLinkState } from '../../stores/gameSession';
import { gameSettings, setViewSetting } from '../../stores/gameSettings';
import { isPlayer } from '../../stores/lobby';
import { usePageTitle } from '../../app/pageTitle';

// The board (and PixiJS with it) is its own chunk, loaded only when a game starts.
const Board = lazy(async () => ({ default: (await import('../../board/GameBoard')).GameBoard }));

export function boardConnection(state: GameLinkState | null): BoardConnection {
  if (state === null) return 'connecting';
  if (state === 'connectFailed') return 'failed';
  return state;
}

/**
 * The started game: the board fills the window below the menu, drawn from the game-session store
 * (view and every other signal of the game socket); 'Disconnected!' over it when the link is lost.
 */
export function GameHost({ game }: { game: LobbyGame }) {
  const { t } = useTranslation('lobby');
  const session = useSnapshot(gameSession);
  const { view, link: gameLink } = session;
  const { settings } = useSnapshot(gameSettings);
  const { user } = useSnapshot(accountStore);
  const mode = isPlayer(game, user?.username) ? 'live' : 'spectator';
  // The spec's "title shown is the game's own name", for players and spectators while the board is up.
  usePageTitle(game.name);
  const [decklistOf, setDecklistOf] = useState<string | null>(null);
  return (
    <GameFrame>
      <Suspense fallback={<p className="p-6 text-stone-300">{t('board.loading')}</p>}>
        <Board
          view={view as GameBoardProps['view']}
          send={sendGameAction}
          settings={settings}
          mode={mode}
          connection={boardConnection(gameLink.state)}
          onTyping={sendGameTyping}
          onLeave={leaveStartedGame}
          onConcede={concedeGame}
          onEndChoice={chooseRematch}
          session={session as GameBoardProps['session']}
          gameName={game.name}
          // The lobby still judges each request; a game hiding decklists offers none.
          onDecklist={game.hideDecklists ? undefined : setDecklistOf}
          onSettingsChange={(changes) => {
            for (const [key, value] of Object.entries(changes)) setViewSetting(key as keyof typeof settings, value as never);
          }}
        />
      </Suspense>
      <DecklistDialog gameId={game.id} player={decklistOf} onClose={() => setDecklistOf(null)} />
      {gameLink.splash && (
        <div role="alert" className="absolute inset-0 grid place-items-center bg-black/60">
          <p className="font-display text-5xl text-red-300 2xl:text-8xl">{t('board.disconnected')}</p>
        </div>
      )}
    </GameFrame>
  );
}
