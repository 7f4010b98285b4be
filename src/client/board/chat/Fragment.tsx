import type { MessageFragment } from '../../../protocol/game';
import { safeLink } from '../../chat/links';
import { LinkedText } from '../../chat/LinkedText';

const alertTone: Record<string, string> = {
  endofround: 'text-ember-300 font-semibold',
  startofround: 'text-ember-300 font-semibold',
  phasestart: 'text-amber-200',
  success: 'text-green-400',
  info: 'text-sky-300',
  danger: 'text-red-400',
  warning: 'text-yellow-300',
};

/** One fragment of a chat message: text (links made safe), alerts by type, cards that zoom, players, icons. */
export function Fragment({ f, onZoom }: { f: MessageFragment; onZoom: (cardId: string | null, name?: string) => void }) {
  switch (f.type) {
    case 'text':
      return <LinkedText text={f.text} />;
    case 'alert':
      return <span className={alertTone[f.alert] ?? ''} data-alert={f.alert}>{f.text}</span>;
    case 'card':
      return (
        <span
          className="cursor-help font-semibold text-ember-300 underline decoration-dotted"
          tabIndex={0}
          onMouseEnter={() => onZoom(f.id ?? null, f.name)}
          onMouseLeave={() => onZoom(null)}
          onFocus={() => onZoom(f.id ?? null, f.name)}
          onBlur={() => onZoom(null)}
        >
          {f.name}
        </span>
      );
    case 'player':
    case 'nonAvatarPlayer':
      return <span className="font-semibold text-stone-100">{f.name}</span>;
    case 'energy':
      return <span className="rounded bg-stone-700 px-1 text-xs" aria-label={`${f.value} energy`}>⚡{f.value}</span>;
    case 'plus':
      return <span className="text-green-300">+{f.value}</span>;
    case 'action':
      return <span aria-label="action" title="action">◆</span>;
    case 'exhaust':
      return <span aria-label="exhaust" title="exhaust">⟳</span>;
    case 'ability':
      return <span className="italic text-amber-200">{f.text ?? 'ability'}</span>;
    case 'link': {
      const href = safeLink(f.href);
      return href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="text-sky-300 underline">
          {f.text}
        </a>
      ) : (
        <span>{f.text}</span>
      );
    }
    case 'label':
      return <span className="rounded bg-stone-700 px-1 text-xs uppercase">{f.text}</span>;
  }
}
