import type { ReactNode } from 'react';

/**
 * The started game's box: the board fills the window below the menu. The transform makes this box the
 * containing block of the board's own fixed layer, so the board fills it and the menu stays visible.
 * LobbyPage draws it empty while GameHost's chunk loads, so nothing moves when the board arrives.
 */
export function GameFrame({ children }: { children: ReactNode }) {
  return (
    <div className="fixed inset-x-0 top-[calc(3.5rem*var(--header-zoom,1))] bottom-0 z-20 bg-stone-950" style={{ transform: 'translateZ(0)' }} data-testid="game-host">
      {children}
    </div>
  );
}
