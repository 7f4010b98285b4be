import { useEffect, useState } from 'react';
import type { LocalGame, LocalGameOptions } from '../../board/local/localGame';

/** Loads the engine (its own chunk) and starts a local game; a new one whenever the options change. */
export function usePracticeGame(options: LocalGameOptions & { round: number }): LocalGame | null {
  const [game, setGame] = useState<LocalGame | null>(null);
  useEffect(() => {
    let live = true;
    let made: LocalGame | null = null;
    void import('../../board/local/localGame').then(({ createLocalGame }) => {
      if (!live) return;
      made = createLocalGame(options);
      setGame(made);
    });
    return () => {
      live = false;
      made?.dispose();
      setGame(null);
    };
  }, [options]);
  return game;
}
