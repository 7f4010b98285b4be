/** Shared Tailwind classes of the lobby's panels, buttons and inputs, so every part looks the same. */
export const panel = 'rounded-xl border border-stone-800 bg-stone-900/70 p-5 shadow-lg 2xl:p-8';
export const panelTitle = 'font-display text-xl text-stone-100 2xl:text-3xl';
export const primaryButton =
  'rounded-md bg-ember-700 px-5 py-2 font-semibold text-white shadow hover:bg-orange-800 disabled:cursor-not-allowed disabled:opacity-50 2xl:px-7 2xl:py-3 2xl:text-lg';
export const secondaryButton =
  'rounded-md border border-stone-600 px-5 py-2 font-semibold text-stone-200 hover:bg-stone-800 disabled:cursor-not-allowed disabled:opacity-50 2xl:px-7 2xl:py-3 2xl:text-lg';
export const smallButton =
  'rounded px-2.5 py-1 text-xs font-semibold disabled:opacity-50 2xl:px-4 2xl:py-2 2xl:text-base';
export const input =
  'w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100 placeholder:text-stone-500 focus:border-ember-500 2xl:py-3 2xl:text-lg';
export const label = 'block text-sm font-medium text-stone-300 2xl:text-lg';
export const errorText = 'mt-1 text-sm text-red-300 2xl:text-base';
export const dangerAlert = 'rounded-md border border-red-800 bg-red-950/70 px-3 py-2 text-red-100';
