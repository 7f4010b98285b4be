import { useState } from 'react';
import type { SnapshotFrom, EventFrom } from 'xstate';
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
  /** The replayNavigation machine, owned by the page (the board may remount this panel). */
  snapshot: SnapshotFrom<typeof replayNavigationMachine>;
  send: (event: EventFrom<typeof replayNavigationMachine>) => void;
  onOpenAnother: () => void;
};

const small = 'rounded-md border border-stone-600 px-3 py-1.5 text-xs text-stone-200 hover:bg-stone-800';

/**
 * The replay's panel, drawn inside the board's sidebar above the chat (GameBoard's sidebarExtra):
 * where the game is, the replayNavigation machine's controls (with the step's tag), and download / share.
 */
export function ReplaySidebar({ replay, timeline, view, bytes, gameId, canShare, snapshot, send, onOpenAnother }: Props) {
  const { t } = useTranslation('results');
  const [note, setNote] = useState<string | null>(null);
  const index = snapshot.context.index;

  const share = async () => {
    if (!gameId) return;
    if (canShare) await api(`/api/game/${gameId}/replay`, ReplayShareResponse, { method: 'PATCH', body: { isPublic: true } });
    const link = `${location.origin}/replay/${gameId}`;
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setNote(`${t('replay.copied')}: ${link}`);
  };

  return (
    <section className="shrink-0 space-y-3 rounded-md border border-ember-700/60 bg-stone-950 p-3 text-stone-100" aria-label={t('replay.title')}>
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
    </section>
  );
}
