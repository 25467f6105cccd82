import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A confirmation dialog (modal, keyboard reachable); Escape cancels. */
export function Confirm({
  title,
  text,
  confirmLabel,
  onAnswer,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onAnswer: (yes: boolean) => void;
}) {
  const { t } = useTranslation();
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
          {t('biblio.cancel')}
        </button>
      </p>
    </dialog>
  );
}
