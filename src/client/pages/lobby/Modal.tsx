import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

/** A headlessui dialog in the lobby's style: focus trapped, Escape closes, titled for screen readers. */
export function Modal({ open, onClose, title, children, wide }: { open: boolean; onClose: () => void; title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/70" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className={`w-full ${wide ? 'max-w-4xl 2xl:max-w-6xl' : 'max-w-md 2xl:max-w-2xl'} rounded-xl border border-stone-700 bg-stone-900 p-6 shadow-2xl`}>
          <DialogTitle className="font-display text-2xl text-ember-300 2xl:text-4xl">{title}</DialogTitle>
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
