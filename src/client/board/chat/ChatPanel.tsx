import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, GameAction } from '../../../protocol/game';
import { Fragment } from './Fragment';
import { chatText } from '../../chat/links';
import { showToast } from '../../app/toasts';
import { roleClass } from './roleClass';
import { useStickToBottom } from './useStickToBottom';

export const TYPING_DEBOUNCE_MS = 2000;

export interface ChatPanelProps {
  messages: ChatMessage[];
  send: (action: GameAction) => void;
  disabled: boolean;
  /** The viewer is a spectator of a game whose spectators are muted: the input says why it is closed. */
  muted: boolean;
  /** For players: whether spectators are muted now, shown as the header's Mute/Unmute toggle. Absent for spectators and replays. */
  spectatorsMuted?: boolean;
  /** The other players typing now (the game session's 'playertyping'), shown in the header. */
  typing: readonly string[];
  me?: string;
  onTyping?: (typing: boolean) => void;
  onZoom: (cardId: string | null, name?: string) => void;
}

/** The game chat: rendered fragments, auto-scroll near the bottom, typing indicator, copy to clipboard. */
export function ChatPanel({ messages, send, disabled, muted, spectatorsMuted, typing: typingNames, me, onTyping, onZoom }: ChatPanelProps) {
  const { t } = useTranslation('board');
  const [text, setText] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const typing = useRef(false);

  // Board-spec: keep following the newest line while within 20 px of the bottom, checked 500 ms after a scroll.
  useStickToBottom(list, messages.at(-1)?.mid);
  useEffect(() => () => {
    if (typingTimer.current) clearTimeout(typingTimer.current);
  }, []);

  const onChange = (value: string) => {
    setText(value);
    if (!typing.current) {
      typing.current = true;
      onTyping?.(true);
    }
    if (typingTimer.current) clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => {
      typing.current = false;
      onTyping?.(false);
    }, TYPING_DEBOUNCE_MS);
  };
  const submit = () => {
    const body = text.trim();
    if (!body) return;
    if (body.startsWith('/')) {
      const [name, ...args] = body.slice(1).split(/\s+/);
      send({ command: 'manual', name, args: args.slice(0, 3) });
    } else send({ command: 'chat', text: body.slice(0, 500) });
    setText('');
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(chatText(messages as never));
      showToast('success', t('chatCopied'));
    } catch (e) {
      showToast('error', t('chatCopyFailed', { reason: e instanceof Error ? e.message : String(e) }));
    }
  };
  return (
    <section aria-label={t('chat')} className="flex min-h-0 flex-1 flex-col rounded-md border border-stone-700 bg-stone-900/95">
      <div className="flex items-center justify-between border-b border-stone-700 px-2 py-1 text-xs text-stone-400">
        <span>{t('chat')}</span>
        {typingNames.length ? (
          <span role="status" className="truncate px-1 italic text-stone-300">
            {t('opponentTyping', { name: typingNames.join(', ') })}
          </span>
        ) : null}
        <span className="flex shrink-0 gap-1">
          {spectatorsMuted === undefined ? null : (
            <button type="button" className="rounded px-1 hover:bg-stone-700" aria-pressed={spectatorsMuted} onClick={() => send({ command: 'toggleMuteSpectators' })}>
              {spectatorsMuted ? t('unmuteSpectators') : t('muteSpectators')}
            </button>
          )}
          <button type="button" className="rounded px-1 hover:bg-stone-700" onClick={() => void copy()}>
            {t('copyChat')}
          </button>
        </span>
      </div>
      {/* overflow-anchor none: the log scrolls itself (useStickToBottom). With the browser's scroll anchoring on,
          a full log's oldest line leaving the top moved the view up by that line, a scroll the rule read as the
          reader's, so now and then the log stopped following its newest line for the rest of the game. */}
      <div ref={list} className="min-h-0 flex-1 space-y-1 overflow-y-auto px-2 py-1 text-sm text-stone-300 [overflow-anchor:none]" role="log" aria-live="polite">
        {messages.map((m) => (
          <p key={m.mid} className={m.name ? (m.name === me ? 'text-stone-100' : 'text-amber-100') : 'text-stone-400'}>
            {m.name ? <span className={`font-semibold text-ember-300 ${roleClass(m.role)}`}>{m.name}: </span> : null}
            {m.message.map((f, i) => (
              <span key={i}>
                {i > 0 && f.type === 'card' && m.message[i - 1].type === 'card' ? ', ' : null}
                <Fragment f={f} onZoom={onZoom} />
              </span>
            ))}
          </p>
        ))}
      </div>
      <input
        aria-label={t('chatInput')}
        className="m-1 rounded border border-stone-600 bg-stone-800 px-2 py-1 text-sm text-stone-100 placeholder:text-stone-500 disabled:opacity-50"
        placeholder={muted ? t('spectatorsMuted') : t('chatPlaceholder')}
        disabled={disabled}
        value={text}
        maxLength={500}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
        }}
      />
    </section>
  );
}
