import { useTranslation } from 'react-i18next';
import type { GameView } from '../../../protocol/game';
import type { BoardSession } from '../types';
import type { BoardLayout, Side } from '../layout/boardLayout';
import { absenceRemaining, clockRemaining, formatClock, isLowTime } from './clockTime';
import { useNow } from './useNow';

/** The clock's left edge from a stats bar's right end (layout units): after the stats, before the DISCONNECTED flag. */
const CLOCK_FROM_RIGHT = 330;

export interface ClockOverlayProps {
  view: GameView;
  layout: BoardLayout;
  scale: number;
  clocks: BoardSession['clocks'];
  absence: BoardSession['absence'];
}

/**
 * The node's chess clocks beside each stats bar, and the absence countdown of a disconnected
 * opponent as a banner. DOM over the canvas: a ticking second never redraws the Pixi scene.
 */
export function ClockOverlay({ view, layout, scale, clocks, absence }: ClockOverlayProps) {
  const { t } = useTranslation('board');
  const away = absence && absence.player !== view.viewer ? absence : null;
  const now = useNow(!!clocks?.running || !!away);
  if (!clocks && !away) return null;
  const sides = (['opponent', 'me'] as Side[]).filter((s) => layout.players[s]);
  const absent = away ? (view.players[away.player]?.name ?? away.player) : null;
  return (
    <>
      {clocks
        ? sides.map((side) => {
            const p = layout.players[side]!;
            const ms = clockRemaining(clocks, p.username, now);
            if (ms === null) return null;
            const bar = layout.bars[side];
            const running = clocks.running === p.username;
            return (
              <div
                key={side}
                role="timer"
                aria-label={t('clockAria', { name: p.name, time: formatClock(ms, true) })}
                data-testid={`clock-${side}`}
                className={`pointer-events-none absolute flex items-center rounded px-2 font-mono font-bold tabular-nums ${
                  isLowTime(ms) ? 'bg-red-900/80 text-red-300' : running ? 'bg-ember-700/70 text-white' : 'bg-stone-800/70 text-stone-400'
                }`}
                style={{ left: (bar.x + Math.max(0, bar.w - CLOCK_FROM_RIGHT)) * scale, top: (bar.y + 3) * scale, height: (bar.h - 6) * scale, fontSize: 14 * scale }}
              >
                {running ? '▶ ' : ''}
                {formatClock(ms, true)}
              </div>
            );
          })
        : null}
      {away && absent ? (
        <div
          role="alert"
          data-testid="absence-banner"
          className="pointer-events-none absolute left-1/2 z-20 -translate-x-1/2 -translate-y-1/2 rounded-lg border-2 border-red-600 bg-stone-950 px-6 py-3 text-center font-display text-red-200 shadow-2xl"
          style={{ top: (layout.middle.y + layout.middle.h / 2) * scale, fontSize: 18 * scale }}
        >
          {t('absence', { name: absent, time: formatClock(absenceRemaining(away, now)) })}
        </div>
      ) : null}
    </>
  );
}
