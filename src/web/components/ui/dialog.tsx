import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Notice } from './notice';

export interface DialogProps {
  open: boolean;
  /** Called on Esc, on a click outside the card, and by the caller's own Cancel buttons. */
  onClose: () => void;
  title: string;
  /** A line under the title, read out with it. */
  description?: ReactNode;
  children?: ReactNode;
  /** Wider cards for forms. */
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * A modal on the native <dialog>: the browser keeps focus inside, Esc closes it, and focus goes
 * back to what opened it (when that is still on the page). Nothing is rendered while closed.
 */
export function Dialog({ open, onClose, title, description, children, size = 'md' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    // The card unmounts when closed, so the browser's own focus return never happens: put focus
    // back on what opened it ourselves, if that is still on the page.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-xl border border-border bg-card p-0 text-fg shadow-xl backdrop:bg-black/50`}
    >
      <div className="flex max-h-[85dvh] flex-col gap-4 overflow-y-auto p-5 sm:p-6">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="text-muted-fg">
            {description}
          </div>
        )}
        {children}
      </div>
    </dialog>
  );
}

/**
 * A dialog's closing row: Cancel, then the dialog's own action (its children). Stacked on a
 * phone with the action on top, side by side and right-aligned on wider screens.
 */
export function DialogActions({
  onCancel,
  cancelLabel = 'Cancel',
  cancelDisabled = false,
  children,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  /** While the action runs, when leaving mid-way would lose track of it. */
  cancelDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      {children}
    </div>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the action runs: the confirm button spins and both stay put. */
  busy?: boolean;
  /** The action's failure, shown in the dialog so the owner can try again. */
  error?: string;
  tone?: 'danger' | 'primary';
}

/** Asks before an action that cannot be undone, such as a delete. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  error,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? () => {} : onCancel}
      title={title}
      description={message}
      size="sm"
    >
      {error && <Notice tone="error">{error}</Notice>}
      <DialogActions onCancel={onCancel} cancelDisabled={busy}>
        <Button variant={tone} onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
