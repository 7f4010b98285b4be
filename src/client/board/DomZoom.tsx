/** The zoomed card for DOM hovers (chat, card log, pile lists): the card image, or its name on a card-shaped panel. */
export function DomZoom({ card }: { card: { id: string | null; name?: string } | null }) {
  if (!card) return null;
  return (
    <div aria-hidden className="pointer-events-none fixed left-4 top-4 z-50 flex h-[280px] w-[200px] items-center justify-center rounded-lg border-2 border-ember-500 bg-stone-900 p-3 text-center font-display text-xl text-ember-200 shadow-2xl">
      {card.id ? (
        <img src={`/img/cards/${card.id}.svg`} alt="" className="absolute inset-0 h-full w-full rounded-lg object-cover" onError={(e) => (e.currentTarget.style.display = 'none')} />
      ) : null}
      <span>{card.name}</span>
    </div>
  );
}
