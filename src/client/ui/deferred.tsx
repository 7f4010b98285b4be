import { useLayoutEffect, useRef, useSyncExternalStore, type ButtonHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';

/**
 * Headless UI's menus and popovers, deferred: the lobby's first load carries none of them (docs/benchmarks.md,
 * "Client bundle"). Until the kit has come, a menu's button is a stand-in drawn exactly as the real one; hovering,
 * focusing or pressing it loads the kit, and a press or key made on the stand-in meanwhile is made again on the
 * real button once it is there, so a click never goes unanswered.
 */
export type HeadlessKit = typeof import('./headlessKit');

let kit: HeadlessKit | null = null;
// The element that had focus just before the stand-ins gave way: a focused stand-in hands focus to its real button.
let focusedAtSwap: Element | null = null;
let loading: Promise<HeadlessKit> | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function loadHeadless(): Promise<HeadlessKit> {
  loading ??= import('./headlessKit').then(
    (loaded) => {
      kit = loaded;
      focusedAtSwap = document.activeElement;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      loading = null; // a failed fetch is tried again on the next gesture
      throw error;
    },
  );
  return loading;
}

const load = () => void loadHeadless().catch(() => undefined);

/** The kit once loaded, else null (draw the stand-in). */
export function useHeadless(): HeadlessKit | null {
  return useSyncExternalStore(subscribe, () => kit);
}

// The keys that open a menu or popover from its button.
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

type Gesture = { key: string | null; clicked: boolean };

/**
 * One deferred trigger: `standIn` goes on the stand-in button (with the real button's classes and words),
 * `ref` on the real MenuButton or PopoverButton. What the user did to the stand-in is replayed on the real one.
 */
export function useDeferredTrigger(
  kitLoaded: boolean,
  kind: 'menu' | 'popover',
): { standIn: ButtonHTMLAttributes<HTMLButtonElement> & { ref: Ref<HTMLButtonElement> }; ref: Ref<HTMLButtonElement> } {
  const gesture = useRef<Gesture>({ key: null, clicked: false });
  const real = useRef<HTMLButtonElement>(null);
  // Kept after the stand-in unmounts (React clears an object ref then), to know whether it had focus.
  const standInElement = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    const button = real.current;
    const done = gesture.current;
    if (!kitLoaded || !button) return;
    gesture.current = { key: null, clicked: false };
    const hadFocus = standInElement.current !== null && standInElement.current === focusedAtSwap;
    if (hadFocus || done.key || done.clicked) button.focus({ preventScroll: true });
    if (done.key) button.dispatchEvent(new window.KeyboardEvent('keydown', { key: done.key, bubbles: true, cancelable: true }));
    else if (done.clicked) button.click();
  }, [kitLoaded]);
  const standIn: ButtonHTMLAttributes<HTMLButtonElement> & { ref: Ref<HTMLButtonElement> } = {
    ref: (element) => {
      if (element) standInElement.current = element;
    },
    type: 'button',
    // What MenuButton and PopoverButton say while closed.
    ...(kind === 'menu' ? { 'aria-haspopup': 'menu' as const } : {}),
    'aria-expanded': false,
    onPointerEnter: load,
    onFocus: load,
    // A mouse press opens a Menu on pointerdown: if the kit lands before the click, the click never comes.
    onPointerDown: (e) => {
      if (e.button === 0) gesture.current.clicked = true;
      load();
    },
    onClick: () => {
      gesture.current.clicked = true;
      load();
    },
    onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => {
      if (!OPENING_KEYS.has(e.key)) return;
      e.preventDefault();
      gesture.current.key = e.key;
      load();
    },
  };
  return { standIn, ref: real };
}

type DeferredProps = {
  /** The wrapper's classes (Menu and Popover render a div). */
  className: string;
  buttonClassName: string;
  button: ReactNode;
  /** The items or panel, drawn with the loaded kit. */
  children: (kit: HeadlessKit) => ReactNode;
};

/** A Headless UI Menu or Popover whose code loads on first intent (see above); the same markup before and after. */
function Deferred({ kind, className, buttonClassName, button, children }: DeferredProps & { kind: 'menu' | 'popover' }) {
  const kit = useHeadless();
  const { standIn, ref } = useDeferredTrigger(kit !== null, kind);
  if (!kit)
    return (
      <div className={className}>
        <button {...standIn} className={buttonClassName}>
          {button}
        </button>
      </div>
    );
  const { Menu, MenuButton, Popover, PopoverButton } = kit;
  return kind === 'menu' ? (
    <Menu as="div" className={className}>
      <MenuButton ref={ref} className={buttonClassName}>
        {button}
      </MenuButton>
      {children(kit)}
    </Menu>
  ) : (
    <Popover className={className}>
      <PopoverButton ref={ref} className={buttonClassName}>
        {button}
      </PopoverButton>
      {children(kit)}
    </Popover>
  );
}

export const DeferredMenu = (props: DeferredProps) => <Deferred kind="menu" {...props} />;
export const DeferredPopover = (props: DeferredProps) => <Deferred kind="popover" {...props} />;
