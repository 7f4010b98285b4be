import { useTranslation } from 'react-i18next';
import type { ReplayStep } from '../../../protocol/game';
import { REPLAY_SPEEDS, type ReplayNavigationEvent } from '../../../../statecharts/replayNavigation';
import { ReplayIcon } from './ReplayIcon';
import { ReplaySeekBar } from './ReplaySeekBar';

const button =
  'flex h-9 items-center justify-center rounded-md border border-stone-600 bg-stone-800 px-2 text-sm text-stone-100 hover:border-ember-500 hover:bg-stone-700 disabled:opacity-40';

type Props = {
  steps: readonly ReplayStep[];
  index: number;
  playing: boolean;
  speed: number;
  send: (event: ReplayNavigationEvent) => void;
};

/**
 * The replay sidebar's controls (board-spec 4): the seek bar, start, step/turn/round back and
 * forward, and autoplay with a speed; each control sends replayNavigation events, nothing more.
 */
export function ReplayControls({ steps, index, playing, speed, send }: Props) {
  const { t } = useTranslation('results');
  const step = steps[index];
  const moves = ['start', 'roundBack', 'turnBack', 'stepBack', 'stepForward', 'turnForward', 'roundForward'] as const;
  return (
    <section aria-label={t('replay.controls')} className="space-y-3" data-step-index={index} data-step-tag={step?.tag ?? ''}>
      <div className="flex items-baseline justify-between">
        <p className="font-display text-lg text-ember-300">{step ? t(`replay.tag.${step.tag}`) : ''}</p>
        <p className="text-xs tabular-nums text-stone-400" role="status">
          {t('replay.step', { index: index + 1, count: steps.length })}
        </p>
      </div>
      <ReplaySeekBar steps={steps} index={index} send={send} />
      <div className="grid grid-cols-7 gap-1">
        {moves.map((move) => (
          <button key={move} type="button" className={button} aria-label={t(`replay.${move}`)} title={t(`replay.${move}`)} onClick={() => send({ type: move })}>
            <ReplayIcon name={move} />
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={`${button} flex-1 font-semibold`}
          onClick={() => send({ type: playing ? 'pause' : 'play' })}
          disabled={!playing && index >= steps.length - 1}
        >
          {playing ? t('replay.pause') : t('replay.play')}
        </button>
        <label className="flex items-center gap-2 text-xs text-stone-400">
          {t('replay.speed')}
          <select
            className="rounded-md border border-stone-700 bg-stone-900 px-2 py-1.5 text-sm text-stone-100"
            value={speed}
            onChange={(e) => send({ type: 'setSpeed', speed: Number(e.target.value) })}
          >
            {REPLAY_SPEEDS.map((s) => (
              <option key={s} value={s}>
                {t('replay.speedValue', { speed: s })}
              </option>
            ))}
          </select>
        </label>
      </div>
    </section>
  );
}
