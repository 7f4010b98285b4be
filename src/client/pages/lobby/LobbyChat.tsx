import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { api } from '../../net/api';
import { lobbySend } from '../../net/lobbySocket';
import { accountStore } from '../../stores/account';
import { lobbyStore } from '../../stores/lobby';
import { LinkedText } from '../../chat/LinkedText';
import { z } from 'zod';
import { OnlineUsers } from './OnlineUsers';
import { Alert } from '../../ui';
import { input, panel, panelTitle } from '../../ui/tokens';

const Done = z.object({ success: z.literal(true) }).loose();

/** The community chat: Enter sends a non-empty message then clears; login required; moderators remove messages. */
export function LobbyChat() {
  const { t } = useTranslation('lobby');
  const { user } = useSnapshot(accountStore);
  const { messages, chatError } = useSnapshot(lobbyStore);
  const [text, setText] = useState('');
  // The last message sent: when the server refuses it ('nochat', e.g. too many messages too fast),
  // it goes back into the empty box so the user can send it again instead of typing it anew.
  const lastSent = useRef('');
  useEffect(() => {
    if (!chatError || !lastSent.current) return;
    const refused = lastSent.current;
    lastSent.current = '';
    setText((current) => current || refused);
  }, [chatError]);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages.length]);
  const moderator = Boolean(user?.permissions.canModerateChat);
  return (
    <section className={panel} aria-labelledby="chat-title">
      <div className="flex items-baseline justify-between">
        <h2 id="chat-title" className={panelTitle}>
          {t('chat.title')}
        </h2>
        <OnlineUsers />
      </div>
      <ol ref={list} className="mt-3 h-64 space-y-1.5 overflow-y-auto pr-1 text-sm 2xl:h-96 2xl:text-lg" aria-live="polite" tabIndex={0} aria-label={t('chat.title')}>
        {messages.length === 0 && <li className="text-stone-400">{t('chat.empty')}</li>}
        {messages.map((m) => (
          <li key={m.id} className="group flex items-start gap-2">
            <span className="shrink-0 font-mono text-xs text-stone-500 2xl:text-base">{new Date(m.time).toTimeString().slice(0, 5)}</span>
            <span className="min-w-0 flex-1 break-words text-stone-200">
              <span className="font-semibold text-ember-300">{m.user.name}</span> <LinkedText text={m.message} />
            </span>
            {moderator && (
              <button
                type="button"
                aria-label={t('chat.removeMessage', { name: m.user.name })}
                className="rounded px-1.5 text-red-300 opacity-60 group-hover:opacity-100 hover:bg-red-900 focus:opacity-100"
                onClick={() => void api(`/api/messages/${m.id}`, Done, { method: 'DELETE' }).catch(() => undefined)}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ol>
      {chatError && (
        <Alert kind="error" className="mt-2">
          {chatError}
        </Alert>
      )}
      {user ? (
        <div className="mt-3">
          <label htmlFor="lobby-chat" className="sr-only">
            {t('chat.label')}
          </label>
          <input
            id="lobby-chat"
            className={input}
            maxLength={500}
            placeholder={t('chat.placeholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' || !text.trim()) return;
              e.preventDefault();
              lastSent.current = text.trim();
              lobbySend('chat', text.trim());
              setText('');
            }}
          />
        </div>
      ) : (
        <p className="mt-3 text-sm text-stone-400 2xl:text-lg">{t('chat.loginRequired')}</p>
      )}
    </section>
  );
}
