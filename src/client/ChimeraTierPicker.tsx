import { useTranslation } from 'react-i18next';
import { addTexts } from './app/i18n';
import lobbyTexts from './locales/en/lobby.json';
import { chimeraTierChoices } from './chimeraTiers';
import { check, checkLabel, fieldLabel } from './ui/tokens';

// The New Game form's words live in the lobby's texts; a page outside the lobby (practice) needs them too.
addTexts('lobby', lobbyTexts);

/**
 * The chimera's tier as radio buttons, in the New Game form and on the practice page (lobby
 * newGame.chimeraTier and newGame.chimeraTiers.<tier>, the tier's name when a wording is missing).
 * Controlled: the caller keeps the tier (the New Game form in its form state, the practice page in its
 * ?chimera= address).
 */
export function ChimeraTierPicker({ value, onChange }: { value: string; onChange: (tier: string) => void }) {
  const { t } = useTranslation('lobby');
  return (
    <fieldset className="space-y-2" data-testid="chimera-tier-picker">
      <legend className={fieldLabel}>{t('newGame.chimeraTier')}</legend>
      {chimeraTierChoices.map((c) => (
        <label key={c.tier} className={checkLabel}>
          <input type="radio" name="chimera-tier" value={c.tier} checked={value === c.tier} onChange={() => onChange(c.tier)} className={check} />
          {t(`newGame.chimeraTiers.${c.tier}`, { defaultValue: c.name })}
        </label>
      ))}
    </fieldset>
  );
}
