import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { MessageFragment } from '../../../protocol/game';
import { GameChatResponse } from '../../../protocol/results';
import { useApiData } from './useApiData';

/** Plain text of one chat fragment: chat logs are read, not played, so no icons are needed. */
function fragmentText(f: MessageFragment): string {
  switch (f.type) {
    case 'text': case 'alert': case 'label': case 'link': return f.text;
    case 'card': case 'player': case 'nonAvatarPlayer': return f.name;
    case 'energy': return f.value;
    case 'plus': return `+${f.value}`;
    case 'ability': return f.text ?? '';
    default: return '';
  }
}

/** A line's text; cards listed back to back (the attackers of a battle) get commas between them. */
function lineText(fragments: readonly MessageFragment[]): string {
  return fragments.map((f, i) => (f.type === 'card' && fragments[i - 1]?.type === 'card' ? ', ' : '') + fragmentText(f)).join('');
}

/** A finished game's chat log (GET /api/game/{id}/chat), linked from the Game List. */
export function GameChatDialog({ gameId, onClose }: { gameId: string; onClose: () => void }) {
  const { t } = useTranslation('results');
  const data = useApiData(`/api/game/${gameId}/chat`, GameChatResponse);
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="flex max-h-[80vh] w-full max-w-2xl flex-col rounded-xl border border-stone-700 bg-stone-900 p-5 shadow-2xl">
          <DialogTitle className="font-display text-xl text-ember-300">{t('chat.title', { label: data.data?.label ?? '' })}</DialogTitle>
          <div className="mt-3 flex-1 overflow-y-auto rounded-md bg-stone-950/60 p-3 text-sm">
            {data.status === 'loading' && <p className="text-stone-400">{t('chat.loading')}</p>}
            {data.status === 'error' && <p role="alert" className="text-red-300">{data.error}</p>}
            {data.data?.messages.length === 0 && <p className="text-stone-400">{t('chat.none')}</p>}
            <ul className="space-y-1">
              {data.data?.messages.map((m) => (
                <li key={m.mid} className={m.name ? 'text-stone-100' : 'text-stone-400 italic'}>
                  {m.name && <span className="mr-2 font-semibold text-ember-400">{m.name}</span>}
                  {lineText(m.message)}
                </li>
              ))}
            </ul>
          </div>
          <button type="button" onClick={onClose} className="mt-4 self-end rounded-md border border-stone-600 px-4 py-1.5 text-stone-200 hover:bg-stone-800">
            {t('chat.close')}
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
