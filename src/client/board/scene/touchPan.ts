/**
 * A touch drag on the board's empty space pans the board where it is bigger than its window (a
 * phone's board scrolls rather than shrink its cards below a readable size). Pixi keeps the
 * canvas at touch-action none, so the browser never pans it itself: the drag scrolls the canvas's
 * scrolling ancestor by hand, following that one pointer until it lifts. Returns the undo.
 */
export function panWithPointer(canvas: HTMLElement, pointerId: number, startX: number, startY: number): () => void {
  const scroller = scrollingAncestor(canvas);
  if (!scroller) return () => undefined;
  let last = { x: startX, y: startY };
  const move = (e: PointerEvent) => {
    if (e.pointerId !== pointerId) return;
    scroller.scrollBy(last.x - e.clientX, last.y - e.clientY);
    last = { x: e.clientX, y: e.clientY };
  };
  const stop = (e: PointerEvent) => {
    if (e.pointerId === pointerId) undo();
  };
  const undo = () => {
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', stop);
    window.removeEventListener('pointercancel', stop);
  };
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', stop);
  window.addEventListener('pointercancel', stop);
  return undo;
}

/** The nearest ancestor that scrolls (its content is bigger than its box), if any. */
function scrollingAncestor(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const style = getComputedStyle(p);
    const scrolls = /(auto|scroll)/.test(style.overflowX + style.overflowY);
    if (scrolls && (p.scrollWidth > p.clientWidth || p.scrollHeight > p.clientHeight)) return p;
  }
  return null;
}
