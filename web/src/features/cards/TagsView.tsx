import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../components/AuthDialogs.js';
import { ApiError } from '../../lib/http.js';
import { notify } from '../../lib/notify.js';
import { useTitle } from '../../lib/use-title.js';
import { useCards } from './context.js';
import type { Tag } from './repository.js';
import { TagChip } from './TagChip.js';

/** One tag form (new, or rename/recolour): name and a colour from the list. */
function TagForm({ tag, onDone }: { tag?: Tag; onDone: () => void }) {
  const { t } = useTranslation();
  const { repo, colors, reload } = useCards();
  const id = useId();
  const [name, setName] = useState(tag?.name ?? '');
  const [colorId, setColorId] = useState(tag?.colorId ?? colors[0]?.id ?? 1);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      await repo.saveTag({ ...(tag ? { id: tag.id } : {}), name, colorId });
      setError(null);
      if (!tag) setName('');
      await reload();
      onDone();
    } catch (err) {
      setError(err instanceof ApiError ? (err.issues[0]?.message ?? err.message) : serverMessage(err, t));
    }
  };
  return (
    <form className="tag-form" onSubmit={submit} aria-label={tag ? t('ideas.tags.edit') : t('ideas.tags.new')}>
      <div className={error ? 'field invalid' : 'field'}>
        <label htmlFor={`${id}-name`}>{t('ideas.tags.name')}</label>
        <input
          id={`${id}-name`}
          value={name}
          required
          minLength={4}
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        {error ? (
          <p id={`${id}-err`} className="error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <fieldset className="colors">
        <legend>{t('ideas.tags.color')}</legend>
        {colors.map((c) => (
          <label key={c.id} className="color-choice">
            <input
              type="radio"
              name={`${id}-color`}
              value={c.id}
              checked={colorId === c.id}
              onChange={() => setColorId(c.id)}
            />
            <span className="swatch" style={{ backgroundColor: c.hex }} aria-hidden="true" />
            {c.name}
          </label>
        ))}
      </fieldset>
      <p className="actions">
        <button type="submit" className="primary">
          {tag ? t('ideas.save') : t('ideas.tags.add')}
        </button>
        {tag ? (
          <button type="button" onClick={onDone}>
            {t('ideas.cancel')}
          </button>
        ) : null}
      </p>
    </form>
  );
}

/** Tag management: every tag with its colour and card count; add, rename, recolour, delete. */
export function TagsView() {
  const { t } = useTranslation();
  useTitle(t('ideas.tags.title'));
  const { repo, tags, reload } = useCards();
  const [editing, setEditing] = useState<number | null>(null);
  const remove = async (tag: Tag) => {
    try {
      await repo.deleteTag(tag.id);
      notify(t('ideas.tags.deleted'), 'success');
      await reload();
    } catch (e) {
      notify(serverMessage(e, t), 'error');
    }
  };
  return (
    <div className="ideas-tags">
      <h2>{t('ideas.tags.title')}</h2>
      {tags.length === 0 ? <p className="hint">{t('ideas.tags.empty')}</p> : null}
      <ul className="tag-list">
        {tags.map((tag) => (
          <li key={tag.id}>
            {editing === tag.id ? (
              <TagForm tag={tag} onDone={() => setEditing(null)} />
            ) : (
              <>
                <TagChip tag={tag} /> <span className="hint">{t('ideas.tags.cards', { count: tag.cards ?? 0 })}</span>{' '}
                <button type="button" className="small" onClick={() => setEditing(tag.id)}>
                  {t('ideas.edit')}
                </button>{' '}
                <button type="button" className="small danger" onClick={() => void remove(tag)}>
                  {t('ideas.delete.button')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      <h3>{t('ideas.tags.new')}</h3>
      <TagForm onDone={() => {}} />
    </div>
  );
}
