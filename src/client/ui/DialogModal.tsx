import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { dialog, secondaryButton } from './tokens';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  wide?: boolean;
  titleClassName?: string;
  /** The word of a close button at the bottom right (Close); none without it. */
  closeLabel?: string;
};

/** A headlessui dialog: focus trapped, Escape and a click outside close it, titled for screen readers (ui/Modal.tsx loads it). */
export default function DialogModal({ open, onClose, title, children, wide, titleClassName = dialog.title, closeLabel }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className={dialog.backdrop} />
      <div className={dialog.frame}>
        <DialogPanel className={`${dialog.panel} ${wide ? dialog.wide : dialog.narrow}`}>
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          <div className="mt-4">{children}</div>
          {closeLabel && (
            <div className={dialog.buttons}>
              <button type="button" className={secondaryButton} onClick={onClose}>
                {closeLabel}
              </button>
            </div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
