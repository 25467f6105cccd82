import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardSummary, ChildrenTo } from './repository.js';

/** A modal dialog (keyboard reachable, Escape cancels, focus returns to the page after). */
function Modal({ title, onCancel, children }: { title: string; onCancel: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);
  return (
    <dialog ref={ref} className="modal" aria-label={title} onCancel={onCancel}>
      <h2>{title}</h2>
      {children}
    </dialog>
  );
}

/** The ids of a card's descendants in the catalogue. */
export function descendantsOf(catalog: CardSummary[], id: number): number[] {
  const out: number[] = [];
  const stack = [id];
  while (stack.length) {
    const parent = stack.pop();
    for (const c of catalog) {
      if (c.fatherId === parent) {
        out.push(c.id);
        stack.push(c.id);
      }
    }
  }
  return out;
}

const label = (c: CardSummary) => `${c.zettelNumber} ${c.title || c.excerpt.slice(0, 40)}`;

export interface MoveChoice {
  fatherId: number | null;
  mode: 'subtree' | 'alone';
  childrenTo: ChildrenTo;
}

/** Spec §4 changing the father: with the whole branch, or the card alone (children up or to the top). */
export function MoveDialog({
  card,
  catalog,
  onAnswer,
}: {
  card: CardSummary;
  catalog: CardSummary[];
  onAnswer: (choice: MoveChoice | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [mode, setMode] = useState<'subtree' | 'alone'>('subtree');
  const [childrenTo, setChildrenTo] = useState<ChildrenTo>('up');
  const [father, setFather] = useState<string>(card.fatherId === null ? '' : String(card.fatherId));
  const below = new Set(descendantsOf(catalog, card.id));
  const options = catalog.filter((c) => c.id !== card.id && (mode === 'alone' || !below.has(c.id)));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    onAnswer({ fatherId: father === '' ? null : Number(father), mode, childrenTo });
  };
  return (
    <Modal title={t('ideas.move.title', { number: card.zettelNumber })} onCancel={() => onAnswer(null)}>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-father`}>{t('ideas.move.father')}</label>
          <select id={`${id}-father`} value={father} onChange={(e) => setFather(e.currentTarget.value)}>
            <option value="">{t('ideas.editor.topLevel')}</option>
            {options.map((c) => (
              <option key={c.id} value={c.id}>
                {label(c)}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend>{t('ideas.move.how')}</legend>
          <label className="choice">
            <input type="radio" name={`${id}-mode`} checked={mode === 'subtree'} onChange={() => setMode('subtree')} />
            {t('ideas.move.subtree', { count: below.size })}
          </label>
          <label className="choice">
            <input type="radio" name={`${id}-mode`} checked={mode === 'alone'} onChange={() => setMode('alone')} />
            {t('ideas.move.alone')}
          </label>
        </fieldset>
        {mode === 'alone' && below.size ? (
          <ChildrenChoice value={childrenTo} onChange={setChildrenTo} name={`${id}-children`} />
        ) : null}
        <p className="hint">{t('ideas.move.renumber')}</p>
        <p className="actions">
          <button type="submit" className="primary">
            {t('ideas.move.button')}
          </button>
          <button type="button" onClick={() => onAnswer(null)}>
            {t('ideas.cancel')}
          </button>
        </p>
      </form>
    </Modal>
  );
}

function ChildrenChoice({
  value,
  onChange,
  name,
}: {
  value: ChildrenTo;
  onChange: (v: ChildrenTo) => void;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t('ideas.move.children')}</legend>
      <label className="choice">
        <input type="radio" name={name} checked={value === 'up'} onChange={() => onChange('up')} />
        {t('ideas.move.childrenUp')}
      </label>
      <label className="choice">
        <input type="radio" name={name} checked={value === 'top'} onChange={() => onChange('top')} />
        {t('ideas.move.childrenTop')}
      </label>
    </fieldset>
  );
}

export type DeleteChoice =
  | { mode: 'only'; childrenTo: ChildrenTo; replacement: number }
  | { mode: 'cascade'; descendants: number };

/** Spec §4 deleting: only the card (links inactive, or pointed at a replacement) or the card with its branch, confirmed. */
export function DeleteDialog({
  card,
  catalog,
  onAnswer,
}: {
  card: CardSummary;
  catalog: CardSummary[];
  onAnswer: (choice: DeleteChoice | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const below = descendantsOf(catalog, card.id);
  const [mode, setMode] = useState<'only' | 'cascade'>('only');
  const [childrenTo, setChildrenTo] = useState<ChildrenTo>('up');
  const [replacement, setReplacement] = useState('0');
  const [sure, setSure] = useState(false);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    onAnswer(
      mode === 'only' ? { mode, childrenTo, replacement: Number(replacement) } : { mode, descendants: below.length },
    );
  };
  return (
    <Modal title={t('ideas.delete.title', { number: card.zettelNumber })} onCancel={() => onAnswer(null)}>
      <form onSubmit={submit}>
        <fieldset>
          <legend>{t('ideas.delete.how')}</legend>
          <label className="choice">
            <input type="radio" name={`${id}-mode`} checked={mode === 'only'} onChange={() => setMode('only')} />
            {t('ideas.delete.only')}
          </label>
          <label className="choice">
            <input type="radio" name={`${id}-mode`} checked={mode === 'cascade'} onChange={() => setMode('cascade')} />
            {t('ideas.delete.cascade', { count: below.length })}
          </label>
        </fieldset>
        {mode === 'only' ? (
          <>
            {below.length ? (
              <ChildrenChoice value={childrenTo} onChange={setChildrenTo} name={`${id}-children`} />
            ) : null}
            <div className="field">
              <label htmlFor={`${id}-rep`}>{t('ideas.delete.replacement')}</label>
              <select id={`${id}-rep`} value={replacement} onChange={(e) => setReplacement(e.currentTarget.value)}>
                <option value="0">{t('ideas.delete.inactive')}</option>
                {catalog
                  .filter((c) => c.id !== card.id)
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {label(c)}
                    </option>
                  ))}
              </select>
            </div>
          </>
        ) : (
          <label className="choice warning">
            <input type="checkbox" checked={sure} onChange={(e) => setSure(e.currentTarget.checked)} />
            {t('ideas.delete.irreversible', { count: below.length + 1 })}
          </label>
        )}
        <p className="actions">
          <button type="submit" className="danger" disabled={mode === 'cascade' && !sure}>
            {t('ideas.delete.button')}
          </button>
          <button type="button" onClick={() => onAnswer(null)}>
            {t('ideas.cancel')}
          </button>
        </p>
      </form>
    </Modal>
  );
}
