import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass, panelClass } from './ui';

/** The username search of /users and /useralts; an empty name is refused with the spec's message. */
export function UserSearch({ onSearch, busy }: { onSearch: (username: string) => void; busy: boolean }) {
  const { t } = useTranslation('admin');
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name) return setError(t('users.required'));
    setError(null);
    onSearch(name);
  };
  return (
    <form onSubmit={submit} className={panelClass} noValidate>
      <label htmlFor="admin-username" className="mb-1 block text-sm font-medium text-stone-300">
        {t('users.username')}
      </label>
      <div className="flex gap-3">
        <input
          id="admin-username"
          name="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'admin-username-error' : undefined}
          className={`${inputClass} w-full max-w-sm`}
          autoComplete="off"
        />
        <button type="submit" className={buttonClass} disabled={busy}>
          {t('users.search')}
        </button>
      </div>
      {error && (
        <p id="admin-username-error" className="mt-1 text-sm text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
