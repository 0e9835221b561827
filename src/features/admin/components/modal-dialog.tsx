import { useEffect, useRef, type ReactNode } from 'react';

/** The confirmation dialogs' frame (delete a match, delete or archive a player or group). */
export const CONFIRM_DIALOG_CLASS = 'm-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/50';

/**
 * A modal `<dialog>` open while it is mounted: shown with showModal() (focus moves into it, the page behind is
 * inert), closed when it unmounts. Escape asks the owner to close it (`onClose`), which unmounts it.
 */
export function ModalDialog({ labelledBy, className, onClose, children }: { labelledBy: string; className: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={className}
    >
      {children}
    </dialog>
  );
}
