import { useState } from 'react';
import type { GameView } from '../../../../protocol/game';
import { deriveEvents, type BoardEvent } from './deriveEvents';

const none: readonly BoardEvent[] = [];

/**
 * The feedback events of the view just arrived: derived once per view from the one before it (a
 * new array each time, so the effects draw each set exactly once).
 */
export function useBoardEvents(view: GameView | null): readonly BoardEvent[] {
  const [seen, setSeen] = useState<{ view: GameView | null; events: readonly BoardEvent[] }>({ view, events: none });
  if (seen.view === view) return seen.events;
  // Adjusting state while rendering (React's "storing information from previous renders").
  const events = view ? deriveEvents(seen.view, view) : none;
  setSeen({ view, events });
  return events;
}
