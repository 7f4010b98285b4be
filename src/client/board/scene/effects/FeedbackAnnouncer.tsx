import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from './announce';
import type { BoardEvent } from './deriveEvents';

const KEPT = 8;

/**
 * The board's feedback in words, for screen readers: a polite live region that adds a short line
 * for each thing that happened ("Ash Knight deals 3 damage to Tidecaller", "Your turn").
 */
export function FeedbackAnnouncer({ events }: { events: readonly BoardEvent[] }) {
  const { t } = useTranslation('board');
  const [lines, setLines] = useState<{ id: number; text: string }[]>([]);
  const nextId = useRef(0);
  const told = useRef<readonly BoardEvent[] | null>(null);
  useEffect(() => {
    if (told.current === events) return;
    told.current = events;
    const added = announce(events, (key, values) => t(key, values ?? {}));
    if (added.length) setLines((old) => [...old, ...added.map((text) => ({ id: nextId.current++, text }))].slice(-KEPT));
  }, [events, t]);
  return (
    <div className="sr-only" aria-live="polite" aria-label={t('feedbackRegion')} data-testid="board-feedback">
      {lines.map((l) => (
        <p key={l.id}>{l.text}</p>
      ))}
    </div>
  );
}
