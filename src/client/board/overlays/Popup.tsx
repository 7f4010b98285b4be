import { useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { clampPanel, loadPanel, savePanel, type PanelBox } from './panelGeometry';

export interface PopupProps {
  panel: string;
  side: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
  initial?: Partial<PanelBox>;
}

/** A movable popup (drag the title bar), resizable from its bottom-right corner, remembered per panel and side. */
export function Popup({ panel, side, title, onClose, children, initial }: PopupProps) {
  const [box, setBox] = useState<PanelBox>(() =>
    clampPanel(loadPanel(panel, side, { x: 120, y: 120, w: 320, h: 240, ...initial }), window.innerWidth, window.innerHeight),
  );
  const boxRef = useRef(box);
  boxRef.current = box;
  const track = (e: ReactPointerEvent, apply: (start: PanelBox, dx: number, dy: number) => PanelBox) => {
    e.preventDefault();
    const start = boxRef.current;
    const sx = e.clientX;
    const sy = e.clientY;
    const move = (ev: PointerEvent) => setBox(clampPanel(apply(start, ev.clientX - sx, ev.clientY - sy), window.innerWidth, window.innerHeight));
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      savePanel(panel, side, boxRef.current);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };
  return (
    <div
      role="dialog"
      aria-label={title}
      className="fixed z-50 flex flex-col overflow-hidden rounded-md border border-stone-600 bg-stone-900/97 shadow-2xl"
      style={{ left: box.x, top: box.y, width: box.w, height: box.h }}
    >
      <div
        className="flex cursor-move select-none items-center justify-between border-b border-stone-700 bg-stone-800 px-2 py-1 text-sm text-ember-300"
        onPointerDown={(e) => track(e, (s, dx, dy) => ({ ...s, x: s.x + dx, y: s.y + dy }))}
      >
        <span>{title}</span>
        <button type="button" aria-label={`Close ${title}`} className="px-1 text-stone-400 hover:text-white" onPointerDown={(e) => e.stopPropagation()} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-auto p-2">{children}</div>
      <div
        aria-hidden
        className="absolute bottom-0 right-0 h-3 w-3 cursor-se-resize bg-[linear-gradient(135deg,transparent_50%,#a8a29e_50%)]"
        onPointerDown={(e) => track(e, (s, dx, dy) => ({ ...s, w: s.w + dx, h: s.h + dy }))}
      />
    </div>
  );
}
