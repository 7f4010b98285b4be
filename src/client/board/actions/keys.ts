/** The parts of a KeyboardEvent the board's shortcuts read. */
export interface KeyPress {
  key: string;
  code: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * The descriptor a registered action's `keys` name: 'Space', 'Enter', 'Escape', a lower-case letter,
 * a digit, or 'Shift+' and a digit. Digits are read from the physical key (code), so Shift+1 is
 * 'Shift+1' on every layout. Ctrl, Cmd and Alt belong to the browser: null.
 */
export function keyDescriptor(e: KeyPress): string | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const digit = /^(?:Digit|Numpad)([0-9])$/.exec(e.code)?.[1];
  if (digit) return e.shiftKey ? `Shift+${digit}` : digit;
  if (e.key === ' ' || e.code === 'Space') return 'Space';
  if (e.key === 'Enter' || e.key === 'Escape') return e.key;
  if (/^[a-z]$/i.test(e.key)) return e.key.toLowerCase();
  return null;
}

/** How a descriptor reads in a hint ('Space', 'Esc', 'Z', '1', 'Shift+1'). */
export function keyName(descriptor: string): string {
  if (descriptor === 'Escape') return 'Esc';
  return descriptor.length === 1 ? descriptor.toUpperCase() : descriptor;
}

/** The element kinds whose own keys win: typing, lists, and buttons that Space and Enter press natively. */
const typing = /^(INPUT|TEXTAREA|SELECT)$/;
const activates = /^(BUTTON|A|SUMMARY)$/;

/**
 * Whether a key pressed on this element belongs to it rather than to the board: while typing (chat,
 * forms), anywhere inside a dialog (its own Esc, Space and Enter), and Space or Enter on a focused
 * button or link, which press it already.
 */
export function keyBelongsToElement(target: EventTarget | null, descriptor: string): boolean {
  const el = target as (Element & { isContentEditable?: boolean }) | null;
  if (!el || typeof el.closest !== 'function') return false;
  if (el.isContentEditable || typing.test(el.tagName)) return true;
  if (el.closest('[role=dialog], [role=alertdialog], dialog')) return true;
  return (descriptor === 'Space' || descriptor === 'Enter') && activates.test(el.tagName);
}
