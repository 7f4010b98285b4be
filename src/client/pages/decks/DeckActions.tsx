import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Deck } from '../../../protocol/decks';
import { showToast } from '../../app/toasts';
import { copyDeck, deleteDeck, resyncDeck } from '../../stores/decks';
import { NS } from './texts';
import { dangerButton, secondaryButton } from '../../ui/tokens';

/** Shows a result beside the deck; ms overrides how long it stays (resync's message clears after 1 s). */
type Say = (kind: 'success' | 'error', message: string, ms?: number) => void;

/** This deck's public link: the page anyone can open, and the address other sites import from. */
export function shareUrl(deck: Deck): string {
  return `${location.origin}/decks/share/${deck.shareUuid}`;
}

/** Where an imported deck came from: its share page on the source site (this site when no origin). */
function sourceUrl(deck: Deck): string {
  return `${deck.sourceOrigin ?? location.origin}/decks/share/${deck.ashesLiveUuid}`;
}

/**
 * Edit, Copy, Delete (two-step confirm) and the share menu (Copy url; Update and Go to site for imports).
 * Copy url answers with the spec's toasts; the other results show beside the deck.
 */
export function DeckActions({ deck, say, onDeleted }: { deck: Deck; say: Say; onDeleted: () => void }) {
  const { t } = useTranslation(NS);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, success?: string, ms?: number) => {
    setBusy(true);
    try {
      await work();
      if (success) say('success', success, ms);
    } catch (err) {
      say('error', (err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const copyUrl = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl(deck));
      showToast('success', t('copiedUrl'));
    } catch (err) {
      showToast('error', t('copyFailed', { error: (err as Error).message }));
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link to={`/decks/edit/${deck._id}`} className={secondaryButton}>
        {t('edit')}
      </Link>
      <button type="button" disabled={busy} className={secondaryButton} onClick={() => void run(() => copyDeck(deck))}>
        {t('copy')}
      </button>
      {confirming ? (
        <span className="inline-flex gap-2">
          <button
            type="button"
            disabled={busy}
            className={dangerButton}
            onClick={() => void run(async () => {
              await deleteDeck(deck);
              onDeleted();
            })}
          >
            {t('confirmDelete')}
          </button>
          <button type="button" className={secondaryButton} onClick={() => setConfirming(false)}>
            {t('cancel')}
          </button>
        </span>
      ) : (
        <button type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
          {t('delete')}
        </button>
      )}
      <Menu as="div" className="relative ml-auto">
        <MenuButton className={secondaryButton}>{t('externalSite')} ▾</MenuButton>
        <MenuItems anchor="bottom end" className="z-40 mt-1 w-48 rounded-md border border-stone-700 bg-stone-900 p-1 shadow-xl 2xl:w-64">
          {deck.ashesLiveUuid && (
            <MenuItem>
              <button type="button" className="block w-full rounded px-3 py-2 text-left text-sm text-stone-200 data-focus:bg-stone-800 2xl:text-base" onClick={() => void run(() => resyncDeck(deck), t('updated'), 1000)}>
                {t('update')}
              </button>
            </MenuItem>
          )}
          {deck.ashesLiveUuid && (
            <MenuItem>
              <a href={sourceUrl(deck)} target="_blank" rel="noreferrer" className="block rounded px-3 py-2 text-sm text-stone-200 data-focus:bg-stone-800 2xl:text-base">
                {t('goToSite')}
              </a>
            </MenuItem>
          )}
          <MenuItem>
            <button type="button" className="block w-full rounded px-3 py-2 text-left text-sm text-stone-200 data-focus:bg-stone-800 2xl:text-base" onClick={() => void copyUrl()}>
              {t('copyUrl')}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
    </div>
  );
}
