import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameView, ReplayFile } from '../../../protocol/game';
import { replayNavigationMachine } from '../../../../statecharts/replayNavigation';
import { api } from '../../net/api';
import { ReplayShareResponse } from '../../../protocol/results';
import { replayFileName } from '../results/format';
import { ReplayControls } from './ReplayControls';
import { saveBytes } from './replayBytes';
import type { Timeline } from './replayTimeline';

type Props = {
  replay: ReplayFile;
  timeline: Timeline;
  view: GameView;
  bytes: Uint8Array;
  /** The server game id when the replay came from the server (sharing needs it). */
  gameId: string | null;
  canShare: boolean;
  onIndex: (index: number) => void;
  onOpenAnother: () => void;
};

const small = 'rounded-md border border-stone-600 px-3 py-1.5 text-xs text-stone-200 hover:bg-stone-800';

/**
 * The replay's panel, docked over the foot of the board's sidebar: where the game is, the
 * replayNavigation machine's controls, and download / share. The machine owns the index.
 */
export function ReplaySidebar({ replay, timeline, view, bytes, gameId, canShare, onIndex, onOpenAnother }: Props) {
  const { t } = useTranslation('results');
  const [snapshot, send] = useMachine(replayNavigationMachine, { input: { steps: timeline.steps } });
  const [note, setNote] = useState<string | null>(null);
  const index = snapshot.context.index;
  useEffect(() => onIndex(index), [index, onIndex]);
  // The board's sidebar grows with tall screens (zoom up to 3 over 300 px); this panel matches it.
  // Its sizes are in rem, which large screens already scale up, so only the rest is zoom.
  const remScale = parseFloat(getComputedStyle(document.documentElement).fontSize) / 16 || 1;
  const zoom = Math.max(1, Math.min(3, window.innerHeight / 720)) / remScale;

  const share = async () => {
    if (!gameId) return;
    if (canShare) await api(`/api/game/${gameId}/replay`, ReplayShareResponse, { method: 'PATCH', body: { isPublic: true } });
    const link = `${location.origin}/replay/${gameId}`;
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setNote(`${t('replay.copied')}: ${link}`);
  };

  return (
    <aside
      className="fixed bottom-0 right-0 z-40 w-[18.75rem] space-y-3 border-l border-t border-ember-800/60 bg-stone-950 p-3 text-stone-100 shadow-2xl"
      style={{ zoom }}
      aria-label={t('replay.title')}
    >
      <div className="flex items-center justify-between text-xs text-stone-400">
        <span className="rounded bg-ember-700/70 px-2 py-0.5 font-bold tracking-widest text-white">REPLAY</span>
        <span>
          {t('replay.round', { round: view.round })}
          {view.activePlayerTurn ? ` · ${t('replay.turn', { player: view.activePlayerTurn })}` : ''}
        </span>
      </div>
      {view.winner && index === timeline.steps.length - 1 && <p className="text-sm text-emerald-400">{t('replay.winner', { winner: view.winner })}</p>}
      <ReplayControls steps={timeline.steps} index={index} playing={snapshot.matches('playing')} speed={snapshot.context.speed} send={send} />
      <div className="flex flex-wrap gap-2 border-t border-stone-800 pt-2">
        <button type="button" className={small} onClick={() => saveBytes(bytes, replayFileName(gameId ?? replay.setup.gameId))}>
          {t('replay.download')}
        </button>
        {gameId && (
          <button type="button" className={small} onClick={() => void share().catch((e: Error) => setNote(e.message))}>
            {canShare ? t('replay.makePublic') : t('replay.share')}
          </button>
        )}
        <button type="button" className={small} onClick={onOpenAnother}>
          {t('replay.openAnother')}
        </button>
      </div>
      {note && <p className="break-all text-xs text-stone-400" role="status">{note}</p>}
    </aside>
  );
}
