import { useEffect, useState } from 'react';
import type { LocalGame, LocalGameOptions } from '../../board/local/localGame';
import type { BotThinker } from '../../board/local/botThinker';

/** Loads the engine (its own chunk) and starts a local game; a new one whenever the options change. */
export function usePracticeGame(options: LocalGameOptions & { round: number }): LocalGame | null {
  const [game, setGame] = useState<LocalGame | null>(null);
  useEffect(() => {
    let live = true;
    let made: LocalGame | null = null;
    let bots: BotThinker | null = null;
    void Promise.all([import('../../board/local/localGame'), import('../../board/local/botThinker')]).then(([{ createLocalGame }, { workerThinker }]) => {
      if (!live) return;
      // The bot thinks in a Web Worker, so a long search never freezes the board.
      bots = workerThinker();
      const thinker = bots;
      made = createLocalGame({ ...options, think: (input) => thinker.think(input) });
      setGame(made);
    });
    return () => {
      live = false;
      made?.dispose();
      bots?.dispose();
      setGame(null);
    };
  }, [options]);
  return game;
}
