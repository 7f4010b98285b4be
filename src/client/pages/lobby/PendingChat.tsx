import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { LobbyGame } from '../../../protocol/lobby';
import { lobbySend, lobbyTyping } from '../../net/lobbySocket';
import { accountStore } from '../../stores/account';
import { lobbyStore } from '../../stores/lobby';
import { LinkedText } from '../../chat/LinkedText';
import { input } from '../../ui/tokens';

/** Chat inside the pending game, with who is typing. */
export function PendingChat({ game }: { game: LobbyGame }) {
  const { t } = useTranslation('lobby');
  const { user } = useSnapshot(accountStore);
  const { typing } = useSnapshot(lobbyStore);
  const [text, setText] = useState('');
  const typingNow = useRef(false);
  const lines = game.messages ?? [];
  const setTyping = (value: boolean) => {
    if (typingNow.current === value) return;
    typingNow.current = value;
    lobbyTyping(value);
  };
  useEffect(() => () => setTyping(false), []);
  const typers = Object.entries(typing).filter(([name, on]) => on && name !== user?.username).map(([name]) => name);
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wide text-stone-400 uppercase 2xl:text-lg">{t('pending.chat')}</h3>
      <ol className="mt-2 max-h-40 space-y-1 overflow-y-auto text-sm 2xl:max-h-72 2xl:text-lg" aria-live="polite">
        {lines.map((line, i) => (
          <li key={i} className="text-stone-200">
            <span className="font-semibold text-ember-300">{line.name}</span> <LinkedText text={line.text} />
          </li>
        ))}
      </ol>
      <p className="h-5 text-xs text-stone-400 2xl:text-base">{typers.length > 0 && t('pending.typing', { name: typers.join(', ') })}</p>
      <label htmlFor="game-chat" className="sr-only">
        {t('pending.chat')}
      </label>
      <input
        id="game-chat"
        className={input}
        maxLength={500}
        placeholder={t('pending.chatPlaceholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setTyping(e.target.value.length > 0);
        }}
        onBlur={() => setTyping(false)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || !text.trim()) return;
          e.preventDefault();
          lobbySend('gamechat', game.id, text.trim());
          setText('');
          setTyping(false);
        }}
      />
    </div>
  );
}
