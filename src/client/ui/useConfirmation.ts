import { useState } from 'react';

/**
 * Ask first, then act: `ask(item)` opens the question about item, Confirm closes it and runs `run(item)`,
 * Cancel only closes it. Spread `dialog` into a ConfirmDialog; `asking` is the item in question (for its words).
 */
export function useConfirmation<T extends NonNullable<unknown>>(run: (item: T) => void) {
  const [asking, setAsking] = useState<T | null>(null);
  return {
    asking,
    // Wrapped, so an item that is itself a function is stored, not called as a state updater.
    ask: (item: T) => setAsking(() => item),
    dialog: {
      open: asking !== null,
      onCancel: () => setAsking(null),
      onConfirm: () => {
        setAsking(null);
        if (asking !== null) run(asking);
      },
    },
  };
}
