import { useTranslation } from 'react-i18next';
import type { GameView } from '../../../protocol/game';
import type { Spectator } from '../../../protocol/sockets';
import { ShortcutList } from '../actions/ShortcutList';
import { quitControl } from '../layout/menuRules';
import type { BoardMode } from '../types';
import { QuitControls } from './QuitControls';

export interface GameMenuProps {
  view: GameView;
  mode: BoardMode;
  /** Who watches, as the game node reports its connected spectators. */
  spectators: readonly Spectator[];
  onConcede: () => void;
  onLeave: () => void;
  onSettings: () => void;
  onManualCommands: () => void;
  /** The registered board actions (actions/registry.ts): whether one may run now, and running it. */
  actions: { can: (id: string) => boolean; run: (id: string) => unknown };
}

/** Spectators (names on hover), leave or concede, settings, manual mode and its command list, undo. */
export function GameMenu({ view, mode, spectators, onConcede, onLeave, onSettings, onManualCommands, actions }: GameMenuProps) {
  const { t } = useTranslation('board');
  const isPlayer = mode === 'live' && !!view.viewer && !!view.players[view.viewer];
  const btn = 'rounded bg-stone-800 px-2 py-1 text-xs text-stone-200 hover:bg-stone-700 disabled:opacity-40';
  const requested = view.manualModeRequest === view.viewer;
  return (
    <nav aria-label={t('gameMenu')} className="flex flex-wrap items-center gap-1.5">
      <span className="group relative rounded bg-stone-800 px-2 py-1 text-xs text-stone-300" tabIndex={0} aria-label={t('spectatorsAria', { count: spectators.length, names: spectators.map((s) => s.name).join(', ') })}>
        {t('spectators', { count: spectators.length })}
        {spectators.length ? (
          <span role="tooltip" className="absolute left-0 top-full z-50 mt-1 hidden min-w-32 rounded border border-stone-600 bg-stone-900 p-1 group-hover:block group-focus:block">
            {spectators.map((s) => (
              <span key={s.id} className="block whitespace-nowrap">
                {s.name}
              </span>
            ))}
          </span>
        ) : null}
      </span>
      <QuitControls quit={quitControl(view, mode)} onConcede={onConcede} onLeave={onLeave} buttonClassName={btn} />
      <button type="button" className={btn} onClick={onSettings}>
        {t('settings')}
      </button>
      <ShortcutList className={btn} />
      {isPlayer ? (
        <>
          <button type="button" className={btn} aria-pressed={view.manualMode} disabled={!actions.can('game.manualMode')} onClick={() => actions.run('game.manualMode')}>
            {view.manualMode ? t('manualOn') : requested ? t('manualRequested') : t('manualOff')}
          </button>
          {view.manualMode ? (
            <button type="button" className={btn} onClick={onManualCommands}>
              {t('manualCommands')}
            </button>
          ) : null}
          <button type="button" className={btn} disabled={!actions.can('game.undo')} onClick={() => actions.run('game.undo')}>
            {view.undoRequest === view.viewer ? t('undoRequested') : t('undo')}
          </button>
        </>
      ) : null}
    </nav>
  );
}
