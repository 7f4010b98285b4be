import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui';
import { cardSizes, stepCardSize } from '../../../protocol/account';
import type { GameAction, OptionSettings } from '../../../protocol/game';
import type { BoardSettings } from '../types';
import { useCardSizeKeys } from './cardSizeKeys';

export interface SettingsModalProps {
  open: boolean;
  onClose: () => void;
  options?: OptionSettings;
  isPlayer: boolean;
  settings: BoardSettings;
  send: (action: GameAction) => void;
  onSettingsChange?: (s: Partial<BoardSettings>) => void;
}

/**
 * The game configuration: timers (0 to 10 s) and option settings through the server, for this game;
 * card size and square cards through onSettingsChange (the host keeps them like the profile's).
 * The card-size ladder (Bigger/Smaller here, + and - on the board) is always live, open or not.
 */
export function SettingsModal({ open, onClose, options, isPlayer, settings, send, onSettingsChange }: SettingsModalProps) {
  const { t } = useTranslation('board');
  const step = (by: 1 | -1) => {
    const next = stepCardSize(settings.cardSize, by);
    if (next !== settings.cardSize) onSettingsChange?.({ cardSize: next });
  };
  useCardSizeKeys(onSettingsChange ? step : undefined);
  const smallest = settings.cardSize === cardSizes[0];
  const largest = settings.cardSize === cardSizes[cardSizes.length - 1];
  const stepButton = 'rounded bg-stone-700 px-2 py-1 text-stone-100 hover:bg-stone-600 disabled:opacity-40';
  return (
    <Modal open={open} onClose={onClose} title={t('gameConfiguration')} closeLabel={t('close')}>
      <div className="space-y-3 text-sm">
        {isPlayer && options ? (
          <>
            {(['bluffTimer', 'alertTimer'] as const).map((name) => (
              <label key={name} className="block">
                {t(name)}: {options[name]} s
                <input
                  type="range"
                  min={0}
                  max={10}
                  step={1}
                  value={options[name]}
                  className="block w-full accent-ember-500"
                  onChange={(e) => send({ command: 'toggleOptionSetting', name, value: Number(e.target.value) })}
                />
              </label>
            ))}
            {(['compactLayout', 'leftMode'] as const).map((name) => (
              <label key={name} className="flex items-center gap-2">
                <input type="checkbox" checked={options[name]} onChange={(e) => send({ command: 'toggleOptionSetting', name, value: e.target.checked })} />
                {t(name)}
              </label>
            ))}
          </>
        ) : null}
        <label className="block">
          {t('cardSize')}
          <select
            className="ml-2 rounded border border-stone-600 bg-stone-800 p-1"
            value={settings.cardSize}
            onChange={(e) => onSettingsChange?.({ cardSize: e.target.value as BoardSettings['cardSize'] })}
          >
            {cardSizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-center gap-2" role="group" aria-label={t('cardSizeLadder')}>
          <button type="button" className={stepButton} disabled={smallest} onClick={() => step(-1)} aria-keyshortcuts="-">
            {t('smallerCards')}
          </button>
          <button type="button" className={stepButton} disabled={largest} onClick={() => step(1)} aria-keyshortcuts="+">
            {t('biggerCards')}
          </button>
        </div>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={settings.useSquareCards} onChange={(e) => onSettingsChange?.({ useSquareCards: e.target.checked })} />
          {t('squareCards')}
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={settings.turnSound !== false} onChange={(e) => onSettingsChange?.({ turnSound: e.target.checked })} />
          {t('turnSound')}
        </label>
      </div>
    </Modal>
  );
}
