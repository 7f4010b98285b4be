import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LazyGameBoard } from '../../board/LazyGameBoard';
import type { BoardSettings } from '../../board/types';
import { applyGameState, applyRefusal, clearGameSession, gameSession } from '../../stores/gameSession';
import { gameSettings, setViewSetting } from '../../stores/gameSettings';
import { defaultChimeraTier } from '../../chimeraTiers';
import { ChimeraTierPicker } from '../../ChimeraTierPicker';
import { BotLevelPicker } from '../../BotLevelPicker';
import { BotLevel, DEFAULT_BOT_LEVEL } from '../../../protocol/bot';
import { practiceClock } from './practiceClock';
import { usePracticeGame } from './usePracticeGame';

const BenchBoard = lazy(() => import('../../board/fixtures/BenchBoard'));

/**
 * /practice: a game against the bot that runs the engine in the browser, no server needed.
 * URL options: ?bench=150 (a synthetic board for bench/board.ts), ?canvasOnly=1 (streaming), ?watch=1 (bot against bot, as a spectator), ?seed=N, ?botDelay=ms, ?decks=0,1, ?clock=minutes (a chess clock),
 * ?chimera=ember|blaze|inferno (a solo game against the chimera of that tier; ?chimera alone is the middle tier).
 * ?level=novice|standard|strong|expert (how hard the bot plays; its picker is in the sidebar).
 */
export default function PracticePage() {
  const [params, setParams] = useSearchParams();
  return params.has('bench') ? (
    <Suspense fallback={null}>
      <BenchBoard cards={Number(params.get('bench')) || 150} />
    </Suspense>
  ) : (
    <PracticeGame
      params={params}
      // Another tier is another game: the address changes, and with it the options the game is made from.
      onTier={(tier) => setParams((p) => { const next = new URLSearchParams(p); next.set('chimera', tier); return next; })}
      onLevel={(level) => setParams((p) => { const next = new URLSearchParams(p); next.set('level', level); return next; })}
    />
  );
}

function PracticeGame({ params, onTier, onLevel }: { params: URLSearchParams; onTier: (tier: string) => void; onLevel: (level: BotLevel) => void }) {
  const [round, setRound] = useState(0);
  const options = useMemo(
    () => ({
      seed: params.get('seed') ?? undefined,
      botDelay: params.has('botDelay') ? Number(params.get('botDelay')) : undefined,
      decks: (params.get('decks')?.split(',').map(Number) as [number, number] | undefined) ?? undefined,
      watch: params.get('watch') === '1',
      chimera: params.has('chimera') ? params.get('chimera') || defaultChimeraTier : undefined,
      // The address is the player's to edit: an unknown level is the default one.
      level: BotLevel.catch(DEFAULT_BOT_LEVEL).parse(params.get('level') ?? DEFAULT_BOT_LEVEL),
      round,
    }),
    [params, round],
  );
  const game = usePracticeGame(options);
  const snap = useSnapshot(gameSession);
  const { settings: viewSettings } = useSnapshot(gameSettings);
  useEffect(() => {
    if (!game) return;
    const minutes = Number(params.get('clock'));
    const clock = minutes > 0 ? practiceClock(minutes) : null;
    const off = game.subscribe((v) => {
      applyGameState(v);
      clock?.(v);
    });
    // The engine's refusals show where a live game's do: near the prompt.
    const offRefused = game.onRefused((reason) => applyRefusal(reason));
    return () => {
      off();
      offRefused();
      clearGameSession();
    };
  }, [game, params]);
  const settings = viewSettings as BoardSettings;
  return (
    <Suspense fallback={<p className="text-stone-400">Waiting for server...</p>}>
      <LazyGameBoard
        view={snap.view as never}
        send={(a) => game?.send(a)}
        settings={settings}
        mode={options.watch ? 'spectator' : 'live'}
        connection="local"
        session={snap as never}
        canvasOnly={params.get('canvasOnly') === '1'}
        // Against the chimera, its tier can be changed from the sidebar (a new game of that tier).
        // The bot's level too: a pick is a new game at that level.
        sidebarExtra={
          options.watch ? undefined : (
            <>
              {options.chimera && <ChimeraTierPicker value={options.chimera} onChange={onTier} />}
              <BotLevelPicker value={options.level} onChange={onLevel} compact />
            </>
          )
        }
        onLeave={() => setRound((r) => r + 1)}
        onSettingsChange={(s) => {
          for (const [k, v] of Object.entries(s)) setViewSetting(k as keyof BoardSettings & keyof typeof gameSettings.settings, v as never);
        }}
      />
    </Suspense>
  );
}
