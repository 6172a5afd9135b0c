/**
 * The modal dialog (core/dom/modal-dialog.ts) for React views, controlled by the view's state:
 *
 *   const [open, setOpen] = useState(false);
 *   const dialogRef = useModalDialog({ open, onClose: () => setOpen(false), opener: buttonRef });
 *   <dialog ref={dialogRef}>...</dialog>
 *
 * `open` opens and closes it; every close the visitor makes (Escape, the backdrop, a
 * `<form method="dialog">`) is reported through `onClose`, so the state follows. The dialog may
 * mount and unmount with the view (a narrow-screen-only menu): the ref sets it up and tears it
 * down. React is imported by this file only, never by modal-dialog.ts, so DOM-only elements can
 * use the dialog without React.
 */
import { useCallback, useEffect, useId, useRef, type ReactNode, type RefCallback, type RefObject } from 'react';
import { useLatest } from '../react-view.tsx';
import { createModalDialog, type ModalDialog } from '../dom/modal-dialog.ts';

export interface UseModalDialogOptions {
  open: boolean;
  /** The dialog closed by itself (Escape, backdrop, form): set `open` to false. */
  onClose: (returnValue: string) => void;
  /** Gets focus back on close; default: the element that had focus when it opened. */
  opener?: RefObject<HTMLElement | null>;
  /** Where focus goes on open; default: the first tabbable element inside. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Read when the dialog element mounts. */
  closeOnBackdrop?: boolean;
}

export function useModalDialog(options: UseModalDialogOptions): RefCallback<HTMLDialogElement> {
  const latest = useLatest(options);
  const modal = useRef<ModalDialog | undefined>(undefined);

  const sync = useCallback(() => {
    const current = modal.current;
    if (!current) return;
    if (latest.current.open && !current.isOpen) current.open(latest.current.opener?.current);
    else if (!latest.current.open && current.isOpen) current.close();
  }, [latest]);

  const ref = useCallback<RefCallback<HTMLDialogElement>>(
    (element) => {
      if (!element) return;
      const created = createModalDialog(element, {
        closeOnBackdrop: latest.current.closeOnBackdrop === true,
        initialFocus: () => latest.current.initialFocus?.(),
        onClose: (returnValue) => {
          if (latest.current.open) latest.current.onClose(returnValue);
        },
      });
      modal.current = created;
      sync(); // mounted while it should already be open
      return () => {
        created.destroy();
        if (modal.current === created) modal.current = undefined;
      };
    },
    [sync, latest],
  );

  // After every commit where `open` changed, and once the element is there.
  useEffect(sync, [options.open, sync]);
  return ref;
}

export interface ModalDialogProps extends UseModalDialogOptions {
  className?: string;
  /** The id of the dialog's heading (its accessible name). */
  labelledBy?: string;
  /** The accessible name, when no heading names it. */
  label?: string;
  describedBy?: string;
  children: ReactNode;
}

/**
 * The modal dialog as a component: a native `<dialog>` managed by `useModalDialog`.
 *
 *   <ModalDialog open={open} onClose={() => setOpen(false)} labelledBy={headingId}>...</ModalDialog>
 */
export function ModalDialog({ className, labelledBy, label, describedBy, children, ...options }: ModalDialogProps) {
  const ref = useModalDialog(options);
  return (
    <dialog ref={ref} className={className} aria-labelledby={labelledBy} aria-label={label} aria-describedby={describedBy}>
      {children}
    </dialog>
  );
}

export interface ModalShellProps {
  open: boolean;
  /** Every close (Escape, the close button, the backdrop, a `<form method="dialog">`): set `open` to false. */
  onClose: (returnValue: string) => void;
  /** The heading: the dialog's accessible name (brain-health 2.5, CONTRACT 4c). */
  heading: string;
  /** The close button's accessible name (translated: 'Close'). */
  closeText: string;
  /** The variant without a close button (CONTRACT 4c `hideClose: true`); Escape still closes it. */
  hideClose?: boolean;
  /** A click on the backdrop closes it: default true; false for the volunteer variant (brain-health 2.5). */
  closeOnBackdrop?: boolean;
  /** Added to `modal-shell`. */
  className?: string;
  opener?: RefObject<HTMLElement | null>;
  /** Where focus goes on open; default the heading (read first, then Tab reaches the controls). */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Set on the dialog element, for styles and tests (`data-modal`). */
  name?: string;
  children?: ReactNode;
}

/**
 * The one global modal shell of brain-health 2.5 (the gating modals, the confirmation of
 * `window.memberElements.confirm`, ...): the dialog above with a heading that names it and a
 * close button (an x named 'Close'), by click, Enter or Space as any button. Escape and a backdrop
 * click close it too, except the volunteer variant (`closeOnBackdrop: false`); `hideClose` hides
 * the button. Focus goes to the heading on open, stays inside, and returns on close.
 */
export function ModalShell({
  open,
  onClose,
  heading,
  closeText,
  hideClose,
  closeOnBackdrop = true,
  className,
  opener,
  initialFocus,
  name,
  children,
}: ModalShellProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ref = useModalDialog({
    open,
    onClose,
    ...(opener ? { opener } : {}),
    closeOnBackdrop,
    initialFocus: () => initialFocus?.() ?? headingRef.current,
  });
  return (
    <dialog ref={ref} className={className ? `modal-shell ${className}` : 'modal-shell'} aria-labelledby={headingId} data-modal={name}>
      <div className="modal-shell__top">
        <h2 ref={headingRef} id={headingId} className="modal-shell__heading" tabIndex={-1}>
          {heading}
        </h2>
        {hideClose === true ? null : (
          <button type="button" className="modal-shell__close" aria-label={closeText} onClick={() => onClose('close')}>
            <span aria-hidden="true">{'\u00d7'}</span>
          </button>
        )}
      </div>
      {children}
    </dialog>
  );
}
