import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { lobbyStore } from '../stores/lobby';

/** The lost-lobby warning (while the machine says lost) and the server's dismissible banner. */
export function Banners() {
  const { t } = useTranslation();
  const { lobbyLink, banner } = useSnapshot(lobbyStore);
  const [dismissed, setDismissed] = useState<string | null>(null);
  return (
    <>
      {lobbyLink.lost && (
        <div role="alert" className="border-b border-amber-700 bg-amber-950/80 px-4 py-2 text-center text-sm text-amber-100">
          {lobbyLink.lost}
        </div>
      )}
      {banner && banner !== dismissed && (
        <div role="status" className="flex items-center justify-center gap-3 border-b border-sky-800 bg-sky-950/80 px-4 py-2 text-sm text-sky-100">
          <span>{banner}</span>
          <button type="button" onClick={() => setDismissed(banner)} className="rounded px-2 text-sky-200 hover:bg-sky-900" aria-label={t('dismiss')}>
            ×
          </button>
        </div>
      )}
    </>
  );
}
