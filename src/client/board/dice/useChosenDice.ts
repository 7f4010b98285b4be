import { useCallback, useEffect, useState } from 'react';
import type { GameAction, GameView } from '../../../protocol/game';

/** The commands that may pay a cost: the chosen dice ride along with them (rules version 3). */
const paying = new Set<GameAction['command']>(['cardClicked', 'menuItemClick', 'drop']);

/**
 * Rules version 3's chosen payment: dice the player marked to pay with. While any are marked, every
 * action that may pay names them, so the engine pays with exactly those or refuses; with none marked
 * the engine pays automatically, as before. A marked die drops out once spent.
 */
export function useChosenDice(view: GameView | null) {
  const [picked, setPicked] = useState<string[]>([]);
  const me = view?.viewer ? view.players[view.viewer] : undefined;
  const rules3 = me?.baconCap !== undefined;
  const exhausted = me?.dice.filter((d) => d.exhausted).map((d) => d.uuid).join(',') ?? '';
  useEffect(() => {
    const gone = new Set(exhausted.split(','));
    setPicked((p) => (p.some((u) => gone.has(u)) ? p.filter((u) => !gone.has(u)) : p));
  }, [exhausted]);
  const toggle = useCallback((uuid: string) => setPicked((p) => (p.includes(uuid) ? p.filter((u) => u !== uuid) : [...p, uuid])), []);
  const attach = useCallback((a: GameAction): GameAction => (rules3 && picked.length && paying.has(a.command) ? { ...a, dice: picked } as GameAction : a), [rules3, picked]);
  return { chosen: rules3 ? picked : [], toggle, attach, rules3 };
}
