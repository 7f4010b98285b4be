import { useState } from 'react';
import type { CatalogCard } from '../../../protocol/cards';

/** A name's initials, for a drawn card too small to hold the whole name. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();
}

/**
 * A card's picture, or a drawn frame with its name while the art is missing or fails to load
 * (compact frames, as in list rows, show the initials instead).
 */
export function CardImage({ card, className = '', compact = false }: { card: CatalogCard; className?: string; compact?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed || !card.imageUrl) {
    return (
      <div
        role="img"
        aria-label={card.name}
        title={card.name}
        className={`flex aspect-[5/7] flex-col items-center overflow-hidden rounded-lg border border-ember-700/60 bg-gradient-to-b from-stone-800 to-stone-950 text-center shadow-lg ${compact ? 'justify-center p-0.5' : 'justify-between p-1.5'} ${className}`}
      >
        {compact ? (
          <span className="font-display text-xs text-ember-300 2xl:text-base">{initials(card.name)}</span>
        ) : (
          <>
            <span className="font-display text-[11px] leading-tight break-words text-ember-300 2xl:text-base">{card.name}</span>
            <span className="text-[9px] text-stone-400 2xl:text-xs">{card.type}</span>
          </>
        )}
      </div>
    );
  }
  return <img src={card.imageUrl} alt={card.name} title={card.name} loading="lazy" onError={() => setFailed(true)} className={`aspect-[5/7] rounded-lg object-cover shadow-lg ring-1 ring-stone-700 ${className}`} />;
}
