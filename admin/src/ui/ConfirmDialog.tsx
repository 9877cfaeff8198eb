import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A question before an action that cannot be undone (or sends a mail), as a modal <dialog>: the browser keeps the
 * focus inside it, Escape cancels, and the focus goes back where it was. The safe choice (cancel)
 * has the focus first.
 */
export function ConfirmDialog({
  title,
  children,
  confirm,
  cancel,
  busy = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirm: string;
  cancel: string;
  busy?: boolean;
  /** The confirming button's look: red for what cannot be undone, the usual primary otherwise (sending a mail). */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
    return () => node?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="confirm"
      aria-labelledby="confirm-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="confirm-title">{title}</h2>
      <div>{children}</div>
      <div className="actions">
        <button type="button" onClick={onCancel} autoFocus>
          {cancel}
        </button>
        <button type="button" className={tone} disabled={busy} onClick={onConfirm}>
          {confirm}
        </button>
      </div>
    </dialog>
  );
}
