import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OneFieldForm } from '../../ui';
import { panel } from '../../ui/tokens';

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
    <OneFieldForm
      id="admin-username"
      name="username"
      label={t('users.username')}
      button={t('users.search')}
      submit={submit}
      formClassName={panel}
      busy={busy}
      error={error}
      value={username}
      onChange={(e) => setUsername(e.target.value)}
      className="max-w-sm"
    />
  );
}
