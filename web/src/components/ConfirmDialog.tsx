import { useEffect, useRef } from 'react';

/** A modal confirmation (keyboard reachable; Escape cancels), labelled by the caller. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onAnswer,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onAnswer: (yes: boolean) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);
  return (
    <dialog ref={ref} className="modal" aria-label={title} onCancel={() => onAnswer(false)}>
      <h2>{title}</h2>
      <p>{text}</p>
      <p className="actions">
        <button type="button" className="danger" onClick={() => onAnswer(true)}>
          {confirmLabel}
        </button>
        <button type="button" onClick={() => onAnswer(false)}>
          {cancelLabel}
        </button>
      </p>
    </dialog>
  );
}
