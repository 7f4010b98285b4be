import { useTranslation } from 'react-i18next';
import type { MessageFragment } from '../../../protocol/game';
import { GameChatResponse } from '../../../protocol/results';
import { Alert, Modal } from '../../ui';
import { muted } from '../../ui/tokens';
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
    <Modal open onClose={onClose} title={t('chat.title', { label: data.data?.label ?? '' })} wide closeLabel={t('chat.close')}>
      <div className="max-h-[60vh] overflow-y-auto rounded-md bg-stone-950/60 p-3 text-sm">
        {data.status === 'loading' && <p className={muted}>{t('chat.loading')}</p>}
        {data.status === 'error' && <Alert kind="error">{data.error}</Alert>}
        {data.data?.messages.length === 0 && <p className={muted}>{t('chat.none')}</p>}
        <ul className="space-y-1">
          {data.data?.messages.map((m) => (
            <li key={m.mid} className={m.name ? 'text-stone-100' : 'text-stone-400 italic'}>
              {m.name && <span className="mr-2 font-semibold text-ember-400">{m.name}</span>}
              {lineText(m.message)}
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
