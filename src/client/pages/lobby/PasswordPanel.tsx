import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordRequest } from '../../stores/lobby';
import { cancelPassword, submitPassword } from './gameActions';
import { Alert } from '../../ui';
import { fieldLabel, input, primaryButton, secondaryButton } from '../../ui/tokens';

/** The password entry for a password game, labelled Join or Watch; a wrong one shows the lobby's error. */
export function PasswordPanel({ request, error }: { request: PasswordRequest; error: string | null }) {
  const { t } = useTranslation('lobby');
  const [password, setPassword] = useState('');
  const action = request.joinType === 'Join' ? t('password.join') : t('password.watch');
  return (
    <form
      className="mt-5 space-y-3 rounded-lg border border-stone-700 bg-stone-950/60 p-4"
      aria-labelledby="password-title"
      onSubmit={(e) => {
        e.preventDefault();
        submitPassword(password);
      }}
    >
      <h2 id="password-title" className="font-display text-lg text-stone-100 2xl:text-2xl">
        {t('password.title')}: {request.name}
      </h2>
      <p className="text-sm text-stone-300 2xl:text-lg">{t('password.help', { action: action.toLowerCase() })}</p>
      {error && (
        <Alert kind="error">{error}</Alert>
      )}
      <div>
        <label htmlFor="game-password" className={fieldLabel}>
          {t('password.label')}
        </label>
        <input id="game-password" type="password" autoFocus autoComplete="off" className={input} value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      <div className="flex gap-3">
        <button type="submit" className={primaryButton}>
          {action}
        </button>
        <button type="button" className={secondaryButton} onClick={cancelPassword}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
