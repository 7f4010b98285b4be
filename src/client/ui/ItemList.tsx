import type { Key, ReactNode } from 'react';
import { muted } from './tokens';

type ItemListProps<T> = { items: readonly T[]; itemKey: (item: T) => Key; empty: string; className?: string; children: (item: T) => ReactNode };

/** A plain list (held alts, linked accounts), or its empty line when there is nothing in it. */
export function ItemList<T>({ items, itemKey, empty, className, children }: ItemListProps<T>) {
  if (items.length === 0) return <p className={muted}>{empty}</p>;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={itemKey(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
