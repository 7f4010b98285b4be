import { useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplayStep } from '../../../protocol/game';
import { nextTagged, previousTagged, type ReplayNavigationEvent } from '../../../../statecharts/replayNavigation';
import { MARKER_TAGS, markersOf, nearestMarker } from './seekMarkers';

type Props = {
  steps: readonly ReplayStep[];
  index: number;
  send: (event: ReplayNavigationEvent) => void;
};

/**
 * The replay's seek bar: a slider over the step indexes. A click or a drag on the track, the
 * arrow keys, Home and End, PageUp and PageDown (the next or previous marked step), and a click by
 * a marker all become one `seek` event of the replayNavigation machine; the bar keeps no position
 * of its own, it draws the machine's index.
 */
export function ReplaySeekBar({ steps, index, send }: Props) {
  const { t } = useTranslation('results');
  const track = useRef<HTMLDivElement>(null);
  // The index last asked for by this drag: a pointer move within one step sends nothing.
  const sent = useRef(-1);
  const last = Math.max(steps.length - 1, 0);
  const markers = markersOf(steps);
  const at = (i: number) => (last === 0 ? 0 : (i / last) * 100);
  const seek = (i: number) => {
    if (i === sent.current) return;
    sent.current = i;
    send({ type: 'seek', index: i });
  };

  // The step under a pointer's x on the track, unrounded (the markers snap to the nearest tick).
  const indexAtExact = (clientX: number) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return index;
    return Math.min(Math.max((clientX - box.left) / box.width, 0), 1) * last;
  };
  const indexAt = (clientX: number) => Math.round(indexAtExact(clientX));

  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    e.currentTarget.focus();
    sent.current = -1;
    seek(indexAt(e.clientX));
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (e.currentTarget.hasPointerCapture(e.pointerId)) seek(indexAt(e.clientX));
  };

  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    const target: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowUp: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index - 1,
      Home: 0,
      End: last,
      PageUp: nextTagged([...steps], index, MARKER_TAGS),
      PageDown: previousTagged([...steps], index, MARKER_TAGS),
    };
    if (!(e.key in target)) return;
    e.preventDefault();
    sent.current = -1;
    seek(Math.min(Math.max(target[e.key], 0), last));
  };

  /** A click on a tick goes to that tick's step; elsewhere on the strip, to the nearest tick. */
  const toMarker = (e: MouseEvent<HTMLElement>) => {
    // A step can be narrower than a pixel, and clientX is whole pixels: the tick under the pointer is exact.
    const onTick = (e.target as HTMLElement).dataset.step;
    const nearest = onTick !== undefined ? Number(onTick) : nearestMarker(markers, indexAtExact(e.clientX));
    if (nearest === null) return;
    sent.current = -1;
    seek(nearest);
  };

  const step = steps[index];
  return (
    <div className="select-none">
      <div
        ref={track}
        role="slider"
        tabIndex={0}
        aria-label={t('replay.seek')}
        aria-valuemin={1}
        aria-valuemax={Math.max(steps.length, 1)}
        aria-valuenow={index + 1}
        aria-valuetext={t('replay.seekValue', { index: index + 1, count: steps.length, tag: step ? t(`replay.tag.${step.tag}`) : '' })}
        aria-orientation="horizontal"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={(e) => e.currentTarget.releasePointerCapture(e.pointerId)}
        onKeyDown={key}
        data-testid="replay-seek"
        className="relative flex h-6 cursor-pointer touch-none items-center rounded outline-none focus-visible:ring-2 focus-visible:ring-ember-400"
      >
        <div className="h-1.5 w-full rounded-full bg-stone-700">
          <div className="h-full rounded-full bg-ember-600" style={{ width: `${at(index)}%` }} />
        </div>
        <div
          aria-hidden="true"
          className="absolute top-1/2 h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-stone-950 bg-ember-400 shadow"
          style={{ left: `${at(index)}%` }}
        />
      </div>
      {/*
        The tag markers: ticks at round starts (tall), turn starts (short) and the end. A click on the strip goes
        to the nearest tick, so close ticks (a round start just before its first turn) stay reachable; the keys
        reach them through the slider's PageUp and PageDown.
      */}
      <div className="relative mt-0.5 h-3 cursor-pointer" onClick={toMarker} data-testid="replay-markers">
        {markers.map((m) => (
          <span
            key={m.i}
            title={t('replay.marker', { tag: t(`replay.tag.${m.tag}`), index: m.i + 1 })}
            data-step={m.i}
            data-tag={m.tag}
            className={`absolute top-0 w-0.5 -translate-x-1/2 rounded-full ${m.tag === 'begin-turn' ? 'h-2' : 'z-10 h-3'} ${m.i === index ? 'bg-ember-200' : m.tag === 'begin-turn' ? 'bg-stone-500' : 'bg-ember-500'}`}
            style={{ left: `${at(m.i)}%` }}
          />
        ))}
      </div>
    </div>
  );
}
