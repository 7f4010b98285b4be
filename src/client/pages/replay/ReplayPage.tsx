import { useMachine } from '@xstate/react';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { replayNavigationMachine } from '../../../../statecharts/replayNavigation';
import type { GameView, ReplayFile } from '../../../protocol/game';
import { addTexts } from '../../app/i18n';
import { LazyGameBoard } from '../../board/LazyGameBoard';
import texts from '../../locales/en/results.json';
import { accountStore } from '../../stores/account';
import { gameSettings } from '../../stores/gameSettings';
import { ReplayDrop } from './ReplayDrop';
import { ReplaySidebar } from './ReplaySidebar';
import { decodeReplay, fetchReplayBytes } from './replayBytes';
import { buildTimeline, viewAtStep, type Timeline } from './replayTimeline';
import { Alert } from '../../ui';

addTexts('results', texts);

type Loaded = { replay: ReplayFile; timeline: Timeline; bytes: Uint8Array; gameId: string | null };
type State = { kind: 'choose'; error: string | null } | { kind: 'loading' } | { kind: 'error'; error: string } | { kind: 'ready'; loaded: Loaded };

/**
 * /replay/:gameId (a server replay) and /replay (a dropped or chosen .ashteki file): the game's
 * setup and log replayed by the engine in the browser, each step drawn on the real board in
 * replay mode. Nothing here connects to a game node; the only call is the replay's download.
 */
export default function ReplayPage() {
  const { t } = useTranslation('results');
  const { gameId } = useParams();
  const navigate = useNavigate();
  const { user } = useSnapshot(accountStore);
  const [state, setState] = useState<State>(gameId ? { kind: 'loading' } : { kind: 'choose', error: null });
  const [index, setIndex] = useState(0);

  const open = useCallback(
    (bytes: Uint8Array, id: string | null) => {
      const replay = decodeReplay(bytes);
      if (!replay) return setState(id ? { kind: 'error', error: t('replay.badFile') } : { kind: 'choose', error: t('replay.badFile') });
      setIndex(0);
      // Replaying a long game takes a moment: let the "Replaying" text paint first.
      setState({ kind: 'loading' });
      setTimeout(() => setState({ kind: 'ready', loaded: { replay, timeline: buildTimeline(replay), bytes, gameId: id } }), 0);
    },
    [t],
  );

  useEffect(() => {
    if (!gameId) return setState({ kind: 'choose', error: null });
    setState({ kind: 'loading' });
    fetchReplayBytes(gameId)
      .then((bytes) => open(bytes, gameId))
      .catch((err: Error) => setState({ kind: 'error', error: err.message }));
  }, [gameId, open]);

  const openFile = (file: File) => void file.arrayBuffer().then((buf) => open(new Uint8Array(buf), null));

  if (state.kind === 'choose') return <ReplayDrop onFile={openFile} error={state.error} />;
  if (state.kind === 'loading') return <p className="py-10 text-center text-stone-400">{gameId ? t('replay.loading') : t('replay.computing')}</p>;
  if (state.kind === 'error')
    return (
      <Alert kind="error" className="mx-auto max-w-xl">
        {state.error}
      </Alert>
    );
  return <ReplayScreen key={state.loaded.bytes.length + (state.loaded.gameId ?? '')} loaded={state.loaded} index={index} onIndex={setIndex} user={user?.username ?? null} leftMode={user?.settings.optionSettings.leftMode ?? true} onOpenAnother={() => (gameId ? navigate('/replay') : setState({ kind: 'choose', error: null }))} onLeave={() => navigate(user ? '/results' : '/')} />;
}

type ScreenProps = { loaded: Loaded; index: number; onIndex: (i: number) => void; user: string | null; leftMode: boolean; onOpenAnother: () => void; onLeave: () => void };

function ReplayScreen({ loaded, index, onIndex, user, leftMode, onOpenAnother, onLeave }: ScreenProps) {
  const { settings } = useSnapshot(gameSettings);
  const view = useMemo(() => withLeftMode(viewAtStep(loaded.timeline, index, user), leftMode), [loaded.timeline, index, user, leftMode]);
  const isPlayer = !!user && loaded.timeline.players.includes(user);
  // The machine owns the index; it lives here so the board remounting its sidebar loses nothing.
  const [snapshot, sendNav] = useMachine(replayNavigationMachine, { input: { steps: loaded.timeline.steps } });
  const step = snapshot.context.index;
  useEffect(() => onIndex(step), [step, onIndex]);
  const controls = (
    <ReplaySidebar
      replay={loaded.replay}
      timeline={loaded.timeline}
      view={view}
      bytes={loaded.bytes}
      gameId={loaded.gameId}
      canShare={isPlayer}
      snapshot={snapshot}
      send={sendNav}
      onOpenAnother={onOpenAnother}
    />
  );
  return (
    <Suspense fallback={<p className="py-10 text-center text-stone-400">…</p>}>
      <LazyGameBoard view={view} send={() => undefined} settings={settings} mode="replay" connection="local" onLeave={onLeave} sidebarExtra={controls} />
    </Suspense>
  );
}

/** The stats bar shows REPLAY in left mode: the watcher's own setting decides, not the players'. */
function withLeftMode(view: GameView, leftMode: boolean): GameView {
  const players = Object.fromEntries(Object.entries(view.players).map(([k, p]) => [k, { ...p, optionSettings: { ...p.optionSettings, leftMode } }]));
  return { ...view, players };
}
