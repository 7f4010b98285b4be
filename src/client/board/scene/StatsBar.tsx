import type { PlayerView } from '../../../protocol/game';
import type { Rect } from '../layout/boardLayout';
import { textQuality, theme } from './palette';

const style = { fontFamily: 'system-ui, sans-serif', fontSize: 12, fill: theme.text };
const nameStyle = { fontFamily: 'Georgia, serif', fontSize: 14, fontWeight: 'bold' as const, fill: theme.ember };

export interface StatsBarProps {
  rect: Rect;
  player: PlayerView;
  showHand: boolean;
  /** In left mode: the connection status, or REPLAY. */
  status?: string;
  /** Board-spec's disconnected flag: this player's link is down (the game session says so, not the view). */
  disconnected: boolean;
  chatOpen: boolean;
  onChatToggle?: () => void;
  /** Opens this player's decklist (site-spec 3); absent when the game hides it. */
  onNameTap?: () => void;
}

/** One player's stats bar: name, deck, hand (opponent), discard, spent, bacon, disconnected flag, chat toggle. */
export function StatsBar({ rect, player, showHand, status, disconnected, chatOpen, onChatToggle, onNameTap }: StatsBarProps) {
  const parts = [
    `Deck ${player.numDeckCards}`,
    ...(showHand ? [`Hand ${player.numHandCards}`] : []),
    `Discard ${player.cardPiles.discard.length}`,
    `Spent ${player.cardPiles.spent.length}`,
    `Bacon ${player.bacon}`,
  ];
  const res = textQuality.resolution;
  return (
    <pixiContainer x={rect.x} y={rect.y}>
      <pixiText
        label={onNameTap ? 'decklist-name' : undefined}
        text={player.name + (player.activePlayer ? '  ◆' : '')}
        style={nameStyle}
        x={10}
        y={rect.h / 2}
        anchor={{ x: 0, y: 0.5 }}
        resolution={res}
        eventMode={onNameTap ? 'static' : 'auto'}
        cursor={onNameTap ? 'pointer' : undefined}
        onPointerTap={onNameTap}
      />
      <pixiText text={parts.join('   ·   ')} style={style} x={190} y={rect.h / 2} anchor={{ x: 0, y: 0.5 }} resolution={res} />
      {disconnected || player.left ? (
        <pixiText label="disconnected-flag" text={player.left ? 'LEFT' : 'DISCONNECTED'} style={{ ...style, fill: theme.danger, fontWeight: 'bold' }} x={rect.w - 220} y={rect.h / 2} anchor={{ x: 0, y: 0.5 }} resolution={res} />
      ) : null}
      {status ? <pixiText text={status} style={{ ...style, fill: status === 'REPLAY' ? theme.ember : theme.muted }} x={rect.w - 120} y={rect.h / 2} anchor={{ x: 1, y: 0.5 }} resolution={res} /> : null}
      {onChatToggle ? (
        <pixiContainer x={rect.w - 70} y={3} eventMode="static" cursor="pointer" onPointerTap={onChatToggle} label="chat-toggle">
          <pixiGraphics draw={(g) => g.clear().roundRect(0, 0, 60, rect.h - 6, 4).fill(chatOpen ? theme.emberDeep : 0x292524)} />
          <pixiText text="Chat" style={style} x={30} y={(rect.h - 6) / 2} anchor={0.5} resolution={res} />
        </pixiContainer>
      ) : null}
    </pixiContainer>
  );
}
