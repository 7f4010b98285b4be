/**
 * The design tokens of the site's DOM pages: the Tailwind classes of panels, inputs, buttons, alerts and
 * tables, in the stone and ember look. Every page and the board's DOM overlays take their classes from
 * here, so a colour or a size changes in one place. The 2xl sizes are the spec's large-screen (4K) scale.
 */

export const panel = 'rounded-xl border border-stone-800 bg-stone-900/70 p-5 shadow-lg 2xl:p-7';
export const panelTitle = 'font-display text-xl text-stone-100 2xl:text-3xl';
/** A page's heading (h1). */
export const pageHeading = 'font-display text-3xl text-ember-300 2xl:text-5xl';

export const input =
  'w-full rounded-md border border-stone-700 bg-stone-950/80 px-3 py-2 text-stone-100 placeholder:text-stone-500 focus:border-ember-500 focus:outline-none 2xl:py-3 2xl:text-lg';
export const fieldLabel = 'mb-1 block text-sm font-medium text-stone-300 2xl:text-lg';
/** A field's validation message, under the field. */
export const fieldError = 'mt-1 text-sm text-red-400 2xl:text-base';
/** A checkbox or radio button, and the label around it with its words. */
export const check = 'h-4 w-4 accent-ember-500 2xl:h-6 2xl:w-6';
export const checkLabel = 'flex items-center gap-2 text-sm text-stone-200 2xl:text-lg';
/** Quieter text: empty lists, loading lines, hints. */
export const muted = 'text-stone-400';

const buttonBase = 'inline-flex items-center justify-center gap-2 rounded-md font-semibold disabled:cursor-not-allowed disabled:opacity-50';
export const primaryButton = `${buttonBase} bg-ember-700 px-5 py-2 text-white shadow hover:bg-ember-800 2xl:px-7 2xl:py-3 2xl:text-lg`;
export const secondaryButton = `${buttonBase} border border-stone-600 px-4 py-2 text-sm text-stone-200 hover:bg-stone-800 2xl:px-6 2xl:py-3 2xl:text-lg`;
export const dangerButton = `${buttonBase} border border-red-800 px-4 py-2 text-sm text-red-200 hover:bg-red-950 2xl:px-6 2xl:py-3 2xl:text-lg`;
/** The small buttons of a list row (Join, Watch, Remove). */
export const smallButton = 'rounded px-2.5 py-1 text-xs font-semibold disabled:opacity-50 2xl:px-4 2xl:py-2 2xl:text-base';
/** A row's icon button (✕) that removes it. */
export const iconDeleteButton = 'rounded px-2 py-1 text-red-400 hover:bg-red-950/60';

export type AlertKind = 'success' | 'error' | 'info';
export const alertBox = 'flex items-start gap-3 rounded-md border px-3 py-2';
export const alertColours: Record<AlertKind, string> = {
  success: 'border-emerald-700 bg-emerald-950/70 text-emerald-100',
  error: 'border-red-800 bg-red-950/70 text-red-100',
  info: 'border-sky-800 bg-sky-950/70 text-sky-100',
};

export const table = {
  table: 'w-full text-left',
  head: 'border-b border-stone-700 text-sm text-stone-400',
  headCell: 'py-2 font-medium',
  row: 'border-b border-stone-800/70 last:border-0',
  cell: 'py-2 text-stone-300',
  actions: 'space-x-2 py-2 text-right',
};

export const dialog = {
  backdrop: 'fixed inset-0 bg-black/60',
  frame: 'fixed inset-0 flex items-center justify-center overflow-y-auto p-4',
  panel: 'w-full rounded-xl border border-stone-700 bg-stone-900 p-6 text-stone-100 shadow-2xl',
  narrow: 'max-w-md 2xl:max-w-2xl',
  wide: 'max-w-4xl 2xl:max-w-6xl',
  title: 'font-display text-2xl text-ember-300 2xl:text-4xl',
  question: 'text-lg text-stone-100 2xl:text-xl',
  buttons: 'mt-6 flex justify-end gap-3',
};
