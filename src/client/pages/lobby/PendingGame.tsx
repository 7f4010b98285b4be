import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { canStart, pendingGameMachine, statusText } from '../../../../statecharts/pendingGame';
import { isPlayable } from '../../../engine/lobbyRules';
import type { LobbyGame, LobbyPlayer } from '../../../protocol/lobby';
import { lobbySend } from '../../net/lobbySocket';
import { accountStore } from '../../stores/account';
import { lobbyStore } from '../../stores/lobby';
import { ChooseChampionsModal } from './ChooseChampionsModal';
import { DecklistDialog } from './DecklistDialog';
import { deckSources, findChoice, type DeckChoice } from '../../stores/deckSources';
import { leavePendingGame } from './gameActions';
import { playJoinSound, showJoinNotification } from './joinNotice';
import { PendingChat } from './PendingChat';
import { PlayerName } from './PlayerName';
import { SelectDeckModal } from './SelectDeckModal';
import { Alert } from '../../ui';
import { primaryButton, secondaryButton, smallButton } from '../../ui/tokens';

/** The user's game before it starts: players and their decks, spectators, chat, status, Start and Leave. */
export function PendingGame({ game }: { game: LobbyGame }) {
  const { t } = useTranslation('lobby');
  const { user } = useSnapshot(accountStore);
  const { handoff, gameError, joinedNotice } = useSnapshot(lobbyStore);
  const username = user?.username ?? null;
  const [state, send] = useMachine(
    pendingGameMachine.provide({
      // In draft format Start sends draftStart: the lobby starts the game once the draft is complete.
      actions: { sendToLobby: (_, message) => lobbySend(message.type, game.id) },
    }),
    { input: { game, username } },
  );
  // Whose deck the Select Deck modal is choosing: the user's, or (the owner of a game against the bot) the bot's.
  // It stays set while the modal closes, so its title does not change during the fade.
  const [deckFor, setDeckFor] = useState<'me' | 'bot'>('me');
  const [deckOpen, setDeckOpen] = useState(false);
  const openDeck = (whose: 'me' | 'bot') => {
    setDeckFor(whose);
    setDeckOpen(true);
  };
  const [championsOpen, setChampionsOpen] = useState(false);
  const [championDeck, setChampionDeck] = useState<DeckChoice | undefined>(undefined);
  const { status: sourcesStatus } = useSnapshot(deckSources);
  const [decklistOf, setDecklistOf] = useState<string | null>(null);

  useEffect(() => send({ type: 'game.updated', game }), [game, send]);
  useEffect(() => send({ type: 'user.changed', username }), [username, send]);
  useEffect(() => {
    if (handoff?.gameId === game.id) send({ type: 'handoff', host: handoff.name });
  }, [handoff, game.id, send]);
  useEffect(() => {
    if (gameError) send({ type: 'game.error', message: gameError });
  }, [gameError, send]);
  // The owner hears and sees the second player arrive.
  useEffect(() => {
    if (!joinedNotice || game.owner !== username || Date.now() - joinedNotice.at > 5000) return;
    playJoinSound();
    showJoinNotification(joinedNotice.name);
  }, [joinedNotice, game.owner, username]);

  const me = username ? game.players[username] : undefined;
  const isDraft = game.gameFormat === 'draft';
  const players = Object.values(game.players);
  const isOwner = game.owner === username;
  // The draft itself begins with draftStart, before the machine's Start (which needs a startable draft).
  const draftNotStarted = isDraft && !game.draftState && players.length === 2 && !state.matches('gameError');
  return (
    <section className="mt-5 space-y-4" aria-labelledby="pending-title">
      <div className="flex items-start justify-between gap-3">
        <h2 id="pending-title" className="font-display text-xl text-stone-100 2xl:text-3xl">
          {game.name}
        </h2>
        <span className="rounded bg-stone-800 px-2 py-0.5 text-xs text-ember-300 2xl:text-base">{t(`newGame.formats.${game.gameFormat === 'coaloff' ? 'constructed' : game.gameFormat}.label`)}</span>
      </div>
      <p id="pending-status" role="status" className="rounded-md border border-stone-700 bg-stone-950/60 px-3 py-2 text-sm text-stone-200 2xl:text-lg" data-testid="pending-status">
        {draftNotStarted ? t(isOwner ? 'pending.draftReady' : 'pending.draftWaiting') : statusText(state.context)}
      </p>
      {state.matches('gameError') && (
        <Alert
          kind="error"
          onDismiss={() => {
            lobbyStore.gameError = null;
            send({ type: 'error.dismissed' });
          }}
        >
          {state.context.gameError}
        </Alert>
      )}
      <div>
        <h3 className="text-sm font-semibold tracking-wide text-stone-400 uppercase 2xl:text-lg">{t('players')}</h3>
        <ul className="mt-2 space-y-2">
          {players.map((p) => (
            <PlayerLine
              key={p.username}
              player={p}
              isMe={p.username === username}
              isOwner={p.username === game.owner}
              isDraft={isDraft}
              // The lobby judges; the button is offered only where it would answer with the list.
              canViewDeck={!game.hideDecklists && !!p.deck?.selected && p.username !== username}
              onViewDeck={() => setDecklistOf(p.username)}
              onSelectDeck={() => openDeck('me')}
              // The owner of a game against the bot picks the bot's precon (the lobby gives it a random one).
              canChooseBotDeck={isOwner && p.role === 'bot' && !isDraft && !game.solo}
              onChooseBotDeck={() => openDeck('bot')}
              onChooseChampions={() => {
                setChampionDeck(undefined);
                setChampionsOpen(true);
              }}
            />
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-semibold tracking-wide text-stone-400 uppercase 2xl:text-lg">{t('spectators')}</h3>
        <p className="mt-1 text-sm text-stone-300 2xl:text-lg">{game.spectators.length ? game.spectators.map((s) => s.name).join(', ') : t('noSpectators')}</p>
      </div>
      <div className="flex gap-3">
        {isOwner && draftNotStarted && (
          <button type="button" className={primaryButton} onClick={() => lobbySend('draftStart', game.id)}>
            {t('pending.startDraft')}
          </button>
        )}
        {isOwner && !draftNotStarted && (
          // Disabled, the button carries the lobby's own reason (the status line shows it too).
          <button
            type="button"
            className={primaryButton}
            disabled={!canStart(state.context)}
            title={game.startProblem ?? undefined}
            aria-describedby="pending-status"
            onClick={() => send({ type: 'start' })}
          >
            {t('pending.start')}
          </button>
        )}
        <button type="button" className={secondaryButton} onClick={leavePendingGame}>
          {t('pending.leave')}
        </button>
      </div>
      <PendingChat game={game} />
      <DecklistDialog gameId={game.id} player={decklistOf} onClose={() => setDecklistOf(null)} />
      {me && (
        <>
          <SelectDeckModal
            open={deckOpen}
            onClose={() => setDeckOpen(false)}
            gameId={game.id}
            gameFormat={game.gameFormat}
            solo={game.solo}
            onNeedChampions={(deck) => {
              setChampionDeck(deck);
              setChampionsOpen(true);
            }}
            forBot={deckFor === 'bot'}
          />
          <ChooseChampionsModal
            open={championsOpen}
            onClose={() => setChampionsOpen(false)}
            gameId={game.id}
            initial={me.champions ?? []}
            deckChampions={(championDeck ?? (sourcesStatus === 'ready' ? findChoice(me.deck) : undefined))?.champions}
          />
        </>
      )}
    </section>
  );
}

function PlayerLine(props: {
  player: LobbyPlayer;
  isMe: boolean;
  isOwner: boolean;
  isDraft: boolean;
  canViewDeck: boolean;
  onViewDeck: () => void;
  onSelectDeck: () => void;
  onChooseChampions: () => void;
  canChooseBotDeck: boolean;
  onChooseBotDeck: () => void;
}) {
  const { t } = useTranslation('lobby');
  const { player, isMe, isDraft } = props;
  const deck = player.deck;
  const deckText = isDraft ? t('pending.draftDeck') : deck?.selected ? (isMe ? (deck.name ?? t('pending.deckSelected')) : t('pending.deckSelected')) : t('pending.noDeck');
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-stone-800 bg-stone-950/40 px-3 py-2 2xl:text-lg" data-testid="pending-player">
      <PlayerName name={player.name} gamesPlayed={player.gamesPlayed} avatar={player.avatar} bot={player.role === 'bot'} />
      {props.isOwner && <span className="rounded bg-stone-800 px-1.5 text-xs text-stone-300 2xl:text-base">{t('pending.owner')}</span>}
      {player.disconnected && <span className="text-xs text-amber-300">{t('pending.disconnected')}</span>}
      {player.left && <span className="text-xs text-red-300">{t('pending.left')}</span>}
      <span className="ml-auto flex items-center gap-2 text-sm text-stone-300 2xl:text-lg">
        <span data-testid="deck-name">{deckText}</span>
        {deck?.selected && deck.status && !isPlayable(deck.status) && <span className="rounded bg-red-900 px-1.5 text-xs text-red-100">{t('pending.illegal')}</span>}
        {props.canViewDeck && (
          <button type="button" className={`${smallButton} bg-stone-700 text-stone-100 hover:bg-stone-600`} onClick={props.onViewDeck}>
            {t('decklist.view')}
          </button>
        )}
        {props.canChooseBotDeck && (
          <button type="button" className={`${smallButton} bg-ember-700 text-white hover:bg-orange-800`} onClick={props.onChooseBotDeck}>
            {t('pending.chooseBotDeck')}
          </button>
        )}
        {isMe && !isDraft && (
          <>
            <button type="button" className={`${smallButton} bg-ember-700 text-white hover:bg-orange-800`} onClick={props.onSelectDeck}>
              {deck?.selected ? t('pending.changeDeck') : t('pending.selectDeck')}
            </button>
            {deck?.selected && (
              <button type="button" className={`${smallButton} bg-stone-700 text-stone-100 hover:bg-stone-600`} onClick={props.onChooseChampions}>
                {t('pending.chooseChampions')}
              </button>
            )}
          </>
        )}
      </span>
    </li>
  );
}
