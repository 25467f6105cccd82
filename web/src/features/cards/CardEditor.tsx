import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { serverMessage } from '../../components/AuthDialogs.js';
import { ApiError } from '../../lib/http.js';
import { notify } from '../../lib/notify.js';
import { useTitle } from '../../lib/use-title.js';
import { useCards } from './context.js';
import { descendantsOf } from './dialogs.js';
import { renderBody } from './markdown.js';
import type { CardInput, CardSummary, ChildrenTo, SourceOption } from './repository.js';
import { TagChip } from './TagChip.js';

const EMPTY: CardInput = {
  title: '',
  body: '',
  fatherId: null,
  tags: [],
  quote: '',
  url: '',
  info: '',
  contextLinks: [],
  bibliographyId: null,
};

/** The `[[` the caret is in, and what follows it so far. */
function linkQuery(text: string, caret: number): { start: number; query: string } | null {
  const m = /\[\[([^\]\n[]{0,40})$/.exec(text.slice(0, caret));
  return m ? { start: caret - m[0].length, query: m[1] ?? '' } : null;
}

function matching(catalog: CardSummary[], query: string): CardSummary[] {
  const q = query.trim().toLowerCase();
  return catalog.filter((c) => !q || c.zettelNumber.startsWith(q) || c.title.toLowerCase().includes(q)).slice(0, 8);
}

/** Create or edit a card: Markdown body with preview and `[[` completion, father, tags, quote, source, links. */
export function CardEditor({ id }: { id?: number }) {
  const { t } = useTranslation();
  const { repo, catalog, tags, reload } = useCards();
  const [, navigate] = useLocation();
  const uid = useId();
  useTitle(id === undefined ? t('ideas.editor.createTitle') : t('ideas.editor.editTitle'));
  const [input, setInput] = useState<CardInput | null>(id === undefined ? EMPTY : null);
  const [originalFather, setOriginalFather] = useState<number | null>(null);
  const [moveMode, setMoveMode] = useState<'subtree' | 'alone'>('subtree');
  const [childrenTo, setChildrenTo] = useState<ChildrenTo>('up');
  const [preview, setPreview] = useState(false);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [sources, setSources] = useState<SourceOption[]>([]);
  const [suggest, setSuggest] = useState<{ start: number; items: CardSummary[]; active: number } | null>(null);
  const body = useRef<HTMLTextAreaElement>(null);
  // Where the caret goes once an inserted link is rendered. Set in a layout effect, before the
  // browser handles the next key: a later frame would move the caret behind what was typed meanwhile.
  const caretAfterLink = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = body.current;
    const at = caretAfterLink.current;
    if (!el || at === null) return;
    caretAfterLink.current = null;
    el.focus();
    el.setSelectionRange(at, at);
  });

  useEffect(() => {
    void repo.sources().then(setSources, () => setSources([]));
    if (id === undefined) return;
    repo.card(id).then(
      (c) => {
        setOriginalFather(c.fatherId);
        setInput({
          id: c.id,
          title: c.title,
          body: c.body,
          fatherId: c.fatherId,
          tags: c.tags.map((x) => x.id),
          quote: c.quote,
          url: c.url ?? '',
          info: c.info,
          contextLinks: c.contextLinks,
          bibliographyId: c.bibliographyId,
        });
      },
      (e) => notify(serverMessage(e, t), 'error'),
    );
  }, [repo, id, t]);

  const all = catalog ?? [];
  const below = useMemo(() => new Set(id === undefined ? [] : descendantsOf(all, id)), [all, id]);
  const byNumber = useMemo(() => new Map(all.map((c) => [c.zettelNumber, c.id])), [all]);
  if (!input) return <p aria-busy="true">{t('ideas.loading')}</p>;
  const set = (patch: Partial<CardInput>) => setInput({ ...input, ...patch });
  const moving = id !== undefined && input.fatherId !== originalFather;

  const onBody = (text: string, caret: number) => {
    set({ body: text });
    const q = linkQuery(text, caret);
    const items = q ? matching(all, q.query) : [];
    setSuggest(q && items.length ? { start: q.start, items, active: 0 } : null);
  };
  const insertLink = (c: CardSummary) => {
    const el = body.current;
    if (!el || !suggest) return;
    const caret = el.selectionStart;
    const link = `[[${c.zettelNumber}]]`;
    const text = input.body.slice(0, suggest.start) + link + input.body.slice(caret);
    caretAfterLink.current = suggest.start + link.length;
    set({ body: text });
    setSuggest(null);
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (!suggest) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setSuggest({ ...suggest, active: (suggest.active + step + suggest.items.length) % suggest.items.length });
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      const chosen = suggest.items[suggest.active];
      if (chosen) insertLink(chosen);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setSuggest(null);
    }
  };

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      const saved = await repo.save({ ...input, ...(moving ? { moveMode, childrenTo } : {}) });
      setIssues({});
      notify(t('ideas.editor.saved'), 'success');
      await reload();
      navigate(`/card/${saved.id}`);
    } catch (err) {
      if (err instanceof ApiError && err.issues.length) {
        setIssues(Object.fromEntries(err.issues.map((i) => [i.field, i.message])));
      }
      notify(serverMessage(err, t), 'error');
    }
  };

  const field = (
    name: keyof CardInput,
    labelKey: string,
    control: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => React.ReactNode,
  ) => {
    const error = issues[name];
    const fid = `${uid}-${name}`;
    return (
      <div className={error ? 'field invalid' : 'field'}>
        <label htmlFor={fid}>{t(labelKey)}</label>
        {control({ id: fid, ...(error ? { 'aria-invalid': true, 'aria-describedby': `${fid}-err` } : {}) })}
        {error ? (
          <p id={`${fid}-err`} className="error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const options = all.filter((c) => c.id !== id && (moveMode === 'alone' || !below.has(c.id)));
  return (
    <form className="card-editor" onSubmit={save} noValidate>
      <h2>{id === undefined ? t('ideas.editor.createTitle') : t('ideas.editor.editTitle')}</h2>
      {field('title', 'ideas.editor.titleField', (p) => (
        <input {...p} value={input.title} maxLength={1000} onChange={(e) => set({ title: e.currentTarget.value })} />
      ))}
      {field('fatherId', 'ideas.editor.father', (p) => (
        <select
          {...p}
          value={input.fatherId ?? ''}
          onChange={(e) => set({ fatherId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
        >
          <option value="">{t('ideas.editor.topLevel')}</option>
          {options.map((c) => (
            <option key={c.id} value={c.id}>{`${c.zettelNumber} ${c.title || c.excerpt.slice(0, 40)}`}</option>
          ))}
        </select>
      ))}
      {moving ? (
        <fieldset>
          <legend>{t('ideas.move.how')}</legend>
          <label className="choice">
            <input
              type="radio"
              name={`${uid}-mode`}
              checked={moveMode === 'subtree'}
              onChange={() => setMoveMode('subtree')}
            />
            {t('ideas.move.subtree', { count: below.size })}
          </label>
          <label className="choice">
            <input
              type="radio"
              name={`${uid}-mode`}
              checked={moveMode === 'alone'}
              onChange={() => setMoveMode('alone')}
            />
            {t('ideas.move.alone')}
          </label>
          {moveMode === 'alone' ? (
            <>
              <label className="choice">
                <input
                  type="radio"
                  name={`${uid}-children`}
                  checked={childrenTo === 'up'}
                  onChange={() => setChildrenTo('up')}
                />
                {t('ideas.move.childrenUp')}
              </label>
              <label className="choice">
                <input
                  type="radio"
                  name={`${uid}-children`}
                  checked={childrenTo === 'top'}
                  onChange={() => setChildrenTo('top')}
                />
                {t('ideas.move.childrenTop')}
              </label>
            </>
          ) : null}
        </fieldset>
      ) : null}
      <div className="body-tabs" role="tablist" aria-label={t('ideas.editor.mode')}>
        <button type="button" role="tab" aria-selected={!preview} onClick={() => setPreview(false)}>
          {t('ideas.editor.write')}
        </button>
        <button type="button" role="tab" aria-selected={preview} onClick={() => setPreview(true)}>
          {t('ideas.editor.preview')}
        </button>
      </div>
      {preview ? (
        <div
          className="card-body preview"
          data-testid="preview"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (markdown.ts)
          dangerouslySetInnerHTML={{
            __html: renderBody(input.body, (n) => (byNumber.has(n) ? '#' : undefined), t('ideas.card.inactive')),
          }}
        />
      ) : (
        field('body', 'ideas.editor.body', (p) => (
          <div className="autocomplete">
            <textarea
              {...p}
              ref={body}
              rows={10}
              value={input.body}
              role="combobox"
              aria-expanded={suggest !== null}
              aria-controls={`${uid}-suggest`}
              aria-autocomplete="list"
              aria-activedescendant={suggest ? `${uid}-opt-${suggest.active}` : undefined}
              onChange={(e) => onBody(e.currentTarget.value, e.currentTarget.selectionStart)}
              onKeyDown={onKeyDown}
              onBlur={() => setTimeout(() => setSuggest(null), 150)}
            />
            <p className="hint">{t('ideas.editor.linkHint')}</p>
            {suggest ? (
              <div
                id={`${uid}-suggest`}
                role="listbox"
                className="suggestions"
                aria-label={t('ideas.editor.suggestions')}
              >
                {suggest.items.map((c, i) => (
                  <div
                    key={c.id}
                    id={`${uid}-opt-${i}`}
                    role="option"
                    aria-selected={i === suggest.active}
                    tabIndex={-1}
                    onMouseDown={(e) => {
                      e.preventDefault();
                      insertLink(c);
                    }}
                  >
                    <span className="zettel-number">{c.zettelNumber}</span> {c.title}
                  </div>
                ))}
              </div>
            ) : null}
          </div>
        ))
      )}
      <fieldset className="tag-picker">
        <legend>{t('ideas.editor.tags')}</legend>
        {tags.length === 0 ? <p className="hint">{t('ideas.tags.empty')}</p> : null}
        {tags.map((tag) => (
          <label key={tag.id} className="tag-toggle">
            <input
              type="checkbox"
              checked={input.tags.includes(tag.id)}
              onChange={() =>
                set({
                  tags: input.tags.includes(tag.id) ? input.tags.filter((x) => x !== tag.id) : [...input.tags, tag.id],
                })
              }
            />
            <TagChip tag={tag} />
          </label>
        ))}
      </fieldset>
      {field('quote', 'ideas.editor.quote', (p) => (
        <textarea {...p} rows={3} value={input.quote} onChange={(e) => set({ quote: e.currentTarget.value })} />
      ))}
      {field('url', 'ideas.editor.url', (p) => (
        <input
          {...p}
          value={input.url}
          placeholder="https://… / 10.1000/xyz"
          onChange={(e) => set({ url: e.currentTarget.value })}
        />
      ))}
      {field('bibliographyId', 'ideas.editor.source', (p) => (
        <select
          {...p}
          value={input.bibliographyId ?? ''}
          onChange={(e) => set({ bibliographyId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
        >
          <option value="">{t('ideas.editor.noSource')}</option>
          {sources.map((s) => (
            <option key={s.id} value={s.id}>
              {s.text.slice(0, 120)}
            </option>
          ))}
        </select>
      ))}
      {field('contextLinks', 'ideas.editor.context', (p) => (
        <select
          {...p}
          multiple
          size={Math.min(6, Math.max(2, all.length))}
          value={input.contextLinks.map(String)}
          onChange={(e) => set({ contextLinks: [...e.currentTarget.selectedOptions].map((o) => Number(o.value)) })}
        >
          {all
            .filter((c) => c.id !== id)
            .map((c) => (
              <option key={c.id} value={c.id}>{`${c.zettelNumber} ${c.title || c.excerpt.slice(0, 40)}`}</option>
            ))}
        </select>
      ))}
      {field('info', 'ideas.editor.info', (p) => (
        <textarea {...p} rows={2} value={input.info} onChange={(e) => set({ info: e.currentTarget.value })} />
      ))}
      <p className="actions">
        <button type="submit" className="primary">
          {t('ideas.save')}
        </button>
        <button type="button" onClick={() => navigate(id === undefined ? '/' : `/card/${id}`)}>
          {t('ideas.cancel')}
        </button>
      </p>
    </form>
  );
}
