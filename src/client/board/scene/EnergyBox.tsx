import type { PlayerView } from '../../../protocol/game';
import type { Rect } from '../layout/boardLayout';
import { textQuality, theme } from './palette';

const style = { fontFamily: 'system-ui, sans-serif', fontSize: 12, fill: theme.text };

/** Actions left, upgraded energy and bacon (with its cap from rules version 3: "Bacon 2/3"), beside the champions. */
export function EnergyBox({ rect, player }: { rect: Rect; player: PlayerView }) {
  const lines = [`Actions ${player.actionCount}`, `Energy +${player.plusEnergy}`, `Bacon ${player.bacon}${player.baconCap === undefined ? '' : `/${player.baconCap}`}`];
  const step = Math.min(22, rect.h / 3.4);
  return (
    <pixiContainer x={rect.x} y={rect.y} eventMode="none">
      {lines.map((l, i) => (
        <pixiText key={l.split(' ')[0]} text={l} style={{ ...style, fill: i === 0 && player.actionCount > 0 ? theme.ember : theme.text }} x={8} y={8 + i * step} resolution={textQuality.resolution} />
      ))}
    </pixiContainer>
  );
}
