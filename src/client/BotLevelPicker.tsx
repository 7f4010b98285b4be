import { useTranslation } from 'react-i18next';
import { BOT_LEVEL_LABELS, BOT_LEVELS, type BotLevel } from '../protocol/bot';
import { check, checkLabel, fieldLabel } from './ui/tokens';

/**
 * How hard the bot plays, as radio buttons with each level's blurb: the one picker of the New Game form
 * (a game against the bot, or solo) and the practice page. Controlled: the caller keeps the level (the
 * form in its state, the practice page in its ?level= address). `compact` (the practice board's sidebar)
 * shows only the chosen level's blurb, so the game chat below keeps its height. The words are the protocol's own
 * (BOT_LEVEL_LABELS), so the lobby's list, the board's names and this picker say the same.
 */
export function BotLevelPicker({ value, onChange, compact = false }: { value: BotLevel; onChange: (level: BotLevel) => void; compact?: boolean }) {
  const { t } = useTranslation('lobby');
  return (
    <fieldset className="space-y-2" data-testid="bot-level-picker">
      <legend className={fieldLabel}>{t('newGame.botLevel', { defaultValue: 'Bot level' })}</legend>
      {BOT_LEVELS.map((level) => (
        <label key={level} className={checkLabel}>
          <input type="radio" name="bot-level" value={level} checked={value === level} onChange={() => onChange(level)} className={check} />
          <span>
            <span className="font-semibold">{BOT_LEVEL_LABELS[level].name}</span>
            {/* Compact (the board's sidebar, where the chat needs the height): only the chosen level's blurb shows; the others stay in each radio's name. */}
            <span className={compact && value !== level ? 'sr-only' : 'block text-sm text-stone-400'}>{BOT_LEVEL_LABELS[level].blurb}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
