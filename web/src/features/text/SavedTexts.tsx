import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import type { SavedTextSummary } from './repository.js';

/**
 * The user's saved texts: save the current one under a title (over the opened one, or as a new
 * one), open one into the editor, delete one after a confirmation. The server stores a text only here.
 */
export function SavedTexts({
  list,
  current,
  onSave,
  onOpen,
  onDelete,
}: {
  list: SavedTextSummary[];
  /** The saved text now in the editor, if any. */
  current: SavedTextSummary | null;
  onSave: (title: string, asNew: boolean) => Promise<void>;
  onOpen: (id: number) => void;
  onDelete: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(current?.title ?? '');
  const [shownFor, setShownFor] = useState(current?.id);
  const [deleting, setDeleting] = useState<SavedTextSummary | null>(null);
  // A newly opened text brings its title into the field.
  if (shownFor !== current?.id) {
    setShownFor(current?.id);
    setTitle(current?.title ?? '');
  }
  return (
    <details className="text-saved">
      <summary>{t('textTool.saved.heading', { count: list.length })}</summary>
      <form
        className="text-controls"
        onSubmit={(e) => {
          e.preventDefault();
          void onSave(title.trim(), false);
        }}
      >
        <label>
          {t('textTool.saved.title')}{' '}
          <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} required />
        </label>
        <button type="submit" className="primary">
          {current ? t('textTool.saved.update') : t('textTool.saved.save')}
        </button>
        {current && (
          <button type="button" onClick={() => void onSave(title.trim(), true)}>
            {t('textTool.saved.saveAsNew')}
          </button>
        )}
      </form>
      {list.length === 0 ? (
        <p className="hint">{t('textTool.saved.none')}</p>
      ) : (
        <ul className="text-list">
          {list.map((x) => (
            <li key={x.id}>
              <button type="button" className="link" onClick={() => onOpen(x.id)}>
                {x.title}
              </button>{' '}
              <span className="hint">{t('textTool.characters', { count: x.characters })}</span>{' '}
              <button
                type="button"
                className="small"
                onClick={() => setDeleting(x)}
                aria-label={t('textTool.saved.delete', { title: x.title })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('textTool.saved.confirmTitle')}
          text={t('textTool.saved.confirmText', { title: deleting.title })}
          confirmLabel={t('textTool.saved.confirm')}
          cancelLabel={t('textTool.saved.cancel')}
          onAnswer={(yes) => {
            if (yes) onDelete(deleting.id);
            setDeleting(null);
          }}
        />
      )}
    </details>
  );
}
