import type { GameView } from '../../../protocol/game';
import type { Rect } from '../layout/boardLayout';
import { textQuality, theme } from './palette';

const style = { fontFamily: 'Georgia, serif', fontSize: 13, fill: theme.ember, stroke: { color: theme.board, width: 4 } };

/** Between the two halves: the round, the phase and whose turn it is. */
export function MiddleStrip({ rect, view }: { rect: Rect; view: GameView }) {
  const turn = !view.activePlayerTurn ? '' : view.activePlayerTurn === view.viewer ? 'Your turn' : `${view.activePlayerTurn}'s turn`;
  const text = [view.round ? `Round ${view.round}` : '', view.currentPhase, turn, view.attack ? `Battle: ${view.attack.stage}` : ''].filter(Boolean).join('  —  ');
  return <pixiText text={text} style={style} x={rect.x + rect.w / 2} y={rect.y + rect.h / 2} anchor={0.5} resolution={textQuality.resolution} eventMode="none" />;
}
