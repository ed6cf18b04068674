import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { prefersReducedMotion } from '../lib/device/environment.ts';
import './modal-dialog.css';

/** A dialog ignores mask clicks this soon after opening (lobby spec §9), so the opening tap cannot close it. */
export const DIALOG_MASK_GUARD_MS = 300;
/** The closing animation (lobby spec §4 "a closing state runs a close animation then hides"). */
export const DIALOG_CLOSE_MS = 200;

export interface ModalDialogProps {
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** Called once the dialog is closed (after its animation). */
  onClose: () => void;
  /** `center`: a card in the middle; `sheet`: a bottom sheet. */
  variant?: 'center' | 'sheet';
  /** A click on the mask closes the dialog (ignored for `DIALOG_MASK_GUARD_MS` after opening). */
  closeOnMask?: boolean;
  className?: string;
  testId?: string;
  /** The content, given the function that closes the dialog with its animation. */
  children: (close: () => void) => ReactNode;
}

/**
 * The app's modal, on the native `<dialog>` opened with `showModal()`: the page behind becomes inert (focus stays
 * inside), Escape closes it, and focus returns to what had it before. No library code is needed for any of it,
 * which keeps overlays cheap to load. Mounted = open; the parent unmounts it in `onClose`.
 */
export function ModalDialog({
  labelledBy,
  onClose,
  variant = 'center',
  closeOnMask = false,
  className,
  testId,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const openedAt = useRef(0);
  const closing = useRef(false);
  const [isClosing, setIsClosing] = useState(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openedAt.current = Date.now();
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const close = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    setIsClosing(true);
    window.setTimeout(
      () => {
        ref.current?.close();
        onCloseRef.current();
      },
      prefersReducedMotion() ? 0 : DIALOG_CLOSE_MS,
    );
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape: run our closing (animation, then the parent's state) instead of the browser's instant close.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
    };
  }, [close]);

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The content fills the dialog box, so a click whose target is the dialog itself landed on the mask.
    if (!closeOnMask || event.target !== ref.current) return;
    if (Date.now() - openedAt.current < DIALOG_MASK_GUARD_MS) return;
    close();
  };

  return (
    // The mask click mirrors Escape (which the dialog handles for keyboards).
    <dialog
      ref={ref}
      className={`modal modal--${variant}${isClosing ? ' modal--closing' : ''}${className ? ` ${className}` : ''}`}
      aria-labelledby={labelledBy}
      data-testid={testId}
      onClick={onClick}
    >
      <div className="modal__body">
        <DialogContent render={children} close={close} />
      </div>
    </dialog>
  );
}

function DialogContent({ render, close }: { render: (close: () => void) => ReactNode; close: () => void }) {
  return render(close);
}

/** The × of a dialog header, named for screen readers. */
export function DialogCloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="modal__close"
      aria-label={label}
      onClick={onClick}
      data-testid="dialog-close"
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
