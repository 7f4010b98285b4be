import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SidebarDrawerProps {
  /** A drawer over the board (phones) rather than a column beside it. */
  drawer: boolean;
  open: boolean;
  onToggle: () => void;
  /** CSS px before `zoom`. */
  width: number;
  zoom: number;
  children: ReactNode;
}

/**
 * The board's sidebar (menu, card log, prompt, chat). On a wide window a column beside the canvas;
 * on a phone a drawer over the board's right edge, opened and closed by its tab, so the board keeps
 * the whole width. A closed drawer stays mounted (chat input and scroll are kept) but inert.
 */
export function SidebarDrawer({ drawer, open, onToggle, width, zoom, children }: SidebarDrawerProps) {
  const { t } = useTranslation('board');
  const panel = 'flex h-full flex-col gap-2 overflow-hidden border-l border-stone-800 p-2';
  if (!drawer) {
    return (
      <aside className={`${panel} bg-stone-950/80`} style={{ width, zoom }} aria-label={t('sidebar')}>
        {children}
      </aside>
    );
  }
  return (
    <>
      <button
        type="button"
        className="absolute top-2 z-40 rounded-l-md border border-r-0 border-stone-700 bg-stone-900/95 px-2 py-3 text-sm font-semibold text-ember-300 shadow-lg [writing-mode:vertical-rl]"
        style={{ right: open ? width : 0 }}
        aria-expanded={open}
        aria-controls="board-drawer"
        onClick={onToggle}
        data-testid="drawer-tab"
      >
        {open ? t('drawerClose') : t('drawerOpen')}
      </button>
      <aside
        id="board-drawer"
        className={`${panel} absolute inset-y-0 right-0 z-40 bg-stone-950/95 shadow-2xl transition-transform ${open ? '' : 'translate-x-full'}`}
        style={{ width }}
        aria-label={t('sidebar')}
        aria-hidden={!open}
        inert={!open}
        data-testid="board-drawer"
      >
        {children}
      </aside>
    </>
  );
}
