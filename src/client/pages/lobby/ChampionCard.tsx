import type { CatalogCard } from '../../../protocol/cards';

/** A champion as a pressable card image with its name; used by the champions modal and the draft. */
export function ChampionCard(props: {
  id: string;
  card: CatalogCard | undefined;
  selected?: boolean;
  dimmed?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  label?: string;
}) {
  const name = props.card?.name ?? props.id;
  const ring = props.selected ? 'ring-4 ring-ember-400' : 'ring-1 ring-stone-700 hover:ring-ember-500';
  return (
    <button
      type="button"
      aria-pressed={props.selected}
      aria-label={props.label ?? name}
      disabled={props.disabled}
      onClick={props.onClick}
      data-testid="champion"
      data-champion={props.id}
      className={`group block w-full rounded-lg text-left transition disabled:cursor-default ${props.dimmed ? 'opacity-40' : ''}`}
    >
      {props.card ? (
        <img src={props.card.imageUrl} alt="" className={`aspect-[5/7] w-full rounded-lg object-cover shadow-lg ${ring}`} />
      ) : (
        <span className={`grid aspect-[5/7] w-full place-items-center rounded-lg bg-stone-800 p-2 text-center text-sm ${ring}`}>{name}</span>
      )}
      <span className="mt-1 block truncate text-center text-sm text-stone-200 2xl:text-lg">{name}</span>
    </button>
  );
}
