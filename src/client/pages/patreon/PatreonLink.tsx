import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { PatreonConfigResponse, UnlinkPatreonResponse } from '../../../protocol/admin';
import { api } from '../../net/api';
import { accountStore, setSession } from '../../stores/account';
import '../admin/texts';

/**
 * The profile's patron option: a link to the provider's authorize page, or Unlink when linked.
 * Renders nothing when the site has no provider configured.
 */
export function PatreonLink() {
  const { t } = useTranslation('admin');
  const { user, token } = useSnapshot(accountStore);
  const [config, setConfig] = useState<PatreonConfigResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // Asked again per token: the authorize URL's state is tied to the logged-in user.
    api('/api/account/patreon-config', PatreonConfigResponse).then(setConfig, () => setConfig(null));
  }, [token]);

  if (!config?.enabled || !user) return null;
  const unlink = async () => {
    try {
      const answer = await api('/api/account/unlinkPatreon', UnlinkPatreonResponse, { method: 'POST' });
      setSession({ token: answer.token, user: answer.user });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  const linked = (user.patreon ?? 0) > 0;
  return (
    <div className="space-y-2">
      {linked ? (
        <>
          <p className="text-sm text-stone-300">{user.patreon === 2 ? t('patreon.pledged') : t('patreon.linked')}</p>
          <button type="button" onClick={() => void unlink()} className="rounded-md border border-stone-600 px-4 py-2 text-sm font-semibold text-stone-200 hover:bg-stone-800">
            {t('patreon.unlink')}
          </button>
        </>
      ) : (
        <a href={config.authorizeUrl} className="inline-flex items-center gap-2 rounded-md bg-[#f96854] px-4 py-2 text-sm font-semibold text-white shadow hover:brightness-110">
          {t('patreon.link')}
        </a>
      )}
      {error && <p className="text-sm text-red-400">{error}</p>}
    </div>
  );
}
