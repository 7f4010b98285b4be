import { useTranslation } from 'react-i18next';
import { addTexts } from './app/i18n';
import lobbyTexts from './locales/en/lobby.json';
import { chimeraTierChoices } from './chimeraTiers';

// The New Game form's words live in the lobby's texts; a page outside the lobby (practice) needs them too.
addTexts('lobby', lobbyTexts);

/**
 * The chimera's tier as radio buttons, worded as the New Game form words them (lobby
 * newGame.chimeraTier and newGame.chimeraTiers.<tier>, the tier's name when a wording is missing).
 * Controlled: the caller keeps the tier (the practice page keeps it in its ?chimera= address).
 */
export function ChimeraTierPicker({ value, onChange }: { value: string; onChange: (tier: string) => void }) {
  const { t } = useTranslation('lobby');
  return (
    <fieldset className="space-y-1" data-testid="chimera-tier-picker">
      <legend className="text-sm font-semibold text-stone-300">{t('newGame.chimeraTier')}</legend>
      {chimeraTierChoices.map((c) => (
        <label key={c.tier} className="flex items-start gap-2 text-xs text-stone-200">
          <input type="radio" name="chimera-tier" value={c.tier} checked={value === c.tier} onChange={() => onChange(c.tier)} className="mt-0.5 h-4 w-4 accent-ember-500" />
          {t(`newGame.chimeraTiers.${c.tier}`, { defaultValue: c.name })}
        </label>
      ))}
    </fieldset>
  );
}
