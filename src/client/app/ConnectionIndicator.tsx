import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { PingLevel } from '../stores/gameSession';
import { lobbyStore } from '../stores/lobby';

const dot: Record<PingLevel, string> = { success: 'bg-emerald-500', warning: 'bg-amber-400', danger: 'bg-red-500', unknown: 'bg-stone-500' };

/** One link's dot and words: its ping when connected, else its state. */
export function Indicator({ name, state, ping }: { name: string; state: string | null; ping: { level: PingLevel; text: string } }) {
  const { t } = useTranslation();
  const connected = state === 'connected';
  const level: PingLevel = connected ? ping.level : state === 'connecting' || state === 'reconnecting' ? 'warning' : 'danger';
  const text = connected ? ping.text : t(`connection.${state ?? 'connecting'}`);
  return (
    <span className="flex items-center gap-1.5 text-xs text-stone-300 2xl:text-base" data-testid={`${name}-connection`}>
      <span aria-hidden className={`h-2.5 w-2.5 rounded-full ${dot[level]}`} />
      <span>
        {t(`connection.${name}`)}: {text}
      </span>
    </span>
  );
}

/** The lobby link's indicator, shown on every page. */
export function LobbyIndicator() {
  const { lobbyLink } = useSnapshot(lobbyStore);
  return <Indicator name="lobby" state={lobbyLink.state} ping={lobbyLink.ping} />;
}
