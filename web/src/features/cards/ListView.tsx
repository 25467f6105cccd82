import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { serverMessage } from '../../components/AuthDialogs.js';
import { notify } from '../../lib/notify.js';
import { useTitle } from '../../lib/use-title.js';
import { useCards } from './context.js';
import { notesFrom, saveBlob } from './exchange.js';
import { type Card, DEFAULT_FILTER, type Filter, SORT_TYPES, type SortType } from './repository.js';
import { TagChip } from './TagChip.js';

/** Spec §9: remote search waits 300 ms after the last key. */
const DEBOUNCE_MS = 300;

/** The card list: full-text search, tag filter, sort, pages of 10, export and import. */
export function ListView() {
  const { t } = useTranslation();
  useTitle(t('ideas.title'));
  const { repo, tags, catalog, reload } = useCards();
  const id = useId();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<Filter>(DEFAULT_FILTER);
  const [page, setPage] = useState<{ data: Card[]; total: number } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = setTimeout(
      () => setFilter((f) => (f.searchingString === text ? f : { ...f, searchingString: text, skip: 0 })),
      DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the catalogue changes when cards change; the page follows it
  useEffect(() => {
    let live = true;
    repo.filter(filter).then(
      (p) => live && setPage(p),
      (e) => notify(serverMessage(e, t), 'error'),
    );
    return () => {
      live = false;
    };
  }, [repo, filter, catalog, t]);

  const toggleTag = (tagId: number) =>
    setFilter((f) => ({
      ...f,
      skip: 0,
      tags: f.tags.includes(tagId) ? f.tags.filter((x) => x !== tagId) : [...f.tags, tagId],
    }));

  const exportAs = async (format: 'docx' | 'markdown') => {
    try {
      const { blob, name } = await repo.exportFile(format);
      saveBlob(blob, name);
    } catch (e) {
      notify(e instanceof Error && !('status' in e) ? e.message : serverMessage(e, t), 'error');
    }
  };

  const importFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    try {
      const notes = await notesFrom([...files]);
      if (!notes.length) return notify(t('ideas.import.none'), 'error');
      const n = await repo.importNotes(notes);
      notify(t('ideas.import.done', { count: n }), 'success');
      await reload();
    } catch (e) {
      notify(e instanceof Error && !('status' in e) ? e.message : serverMessage(e, t), 'error');
    }
  };

  const total = page?.total ?? 0;
  return (
    <div className="ideas-list">
      <div className="ideas-filters">
        <div className="field search">
          <label htmlFor={`${id}-q`}>{t('ideas.list.search')}</label>
          <input id={`${id}-q`} type="search" value={text} onChange={(e) => setText(e.currentTarget.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-sort`}>{t('ideas.list.sort')}</label>
          <select
            id={`${id}-sort`}
            value={filter.sortType}
            onChange={(e) => setFilter({ ...filter, skip: 0, sortType: e.currentTarget.value as SortType })}
          >
            {SORT_TYPES.map((s) => (
              <option key={s} value={s}>
                {t(`ideas.list.sortType.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-dir`}>{t('ideas.list.direction')}</label>
          <select
            id={`${id}-dir`}
            value={filter.sortDirection}
            onChange={(e) => setFilter({ ...filter, skip: 0, sortDirection: e.currentTarget.value as 'asc' | 'desc' })}
          >
            <option value="asc">{t('ideas.list.asc')}</option>
            <option value="desc">{t('ideas.list.desc')}</option>
          </select>
        </div>
      </div>
      {tags.length ? (
        <fieldset className="tag-filter">
          <legend>{t('ideas.list.tags')}</legend>
          {tags.map((tag) => (
            <label key={tag.id} className="tag-toggle">
              <input type="checkbox" checked={filter.tags.includes(tag.id)} onChange={() => toggleTag(tag.id)} />
              <TagChip tag={tag} />
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className="count" data-testid="card-count" aria-live="polite">
        {t('ideas.list.found', { count: total })}
      </p>
      {page === null ? (
        <p aria-busy="true">{t('ideas.loading')}</p>
      ) : page.data.length === 0 ? (
        <p className="hint">{catalog?.length ? t('ideas.list.noMatch') : t('ideas.list.empty')}</p>
      ) : (
        <ol className="card-list">
          {page.data.map((c) => (
            <li key={c.id} className="card-item">
              <Link href={`/card/${c.id}`} className="card-title">
                <span className="zettel-number">{c.zettelNumber}</span> {c.title || c.body.slice(0, 60)}
              </Link>
              <p className="excerpt">{c.body.slice(0, 200)}</p>
              {c.tags.length ? (
                <p className="chips">
                  {c.tags.map((tag) => (
                    <TagChip key={tag.id} tag={tag} />
                  ))}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {total > filter.take ? (
        <nav className="pages" aria-label={t('ideas.list.pages')}>
          <button
            type="button"
            disabled={filter.skip === 0}
            onClick={() => setFilter({ ...filter, skip: Math.max(0, filter.skip - filter.take) })}
          >
            {t('ideas.list.prev')}
          </button>
          <span>
            {t('ideas.list.range', { from: filter.skip + 1, to: Math.min(total, filter.skip + filter.take), total })}
          </span>
          <button
            type="button"
            disabled={filter.skip + filter.take >= total}
            onClick={() => setFilter({ ...filter, skip: filter.skip + filter.take })}
          >
            {t('ideas.list.next')}
          </button>
        </nav>
      ) : null}
      <div className="toolbar">
        <button type="button" onClick={() => exportAs('docx')}>
          {t('ideas.export.docx')}
        </button>
        <button type="button" onClick={() => exportAs('markdown')}>
          {t('ideas.export.markdown')}
        </button>
        <button type="button" onClick={() => fileInput.current?.click()}>
          {t('ideas.import.files')}
        </button>
        <button type="button" onClick={() => folderInput.current?.click()}>
          {t('ideas.import.folder')}
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          multiple
          accept=".md,.markdown,.txt,.zip"
          data-testid="import-files"
          onChange={(e) => void importFiles(e.currentTarget.files)}
        />
        <input
          ref={folderInput}
          type="file"
          hidden
          multiple
          {...{ webkitdirectory: '' }}
          onChange={(e) => void importFiles(e.currentTarget.files)}
        />
      </div>
    </div>
  );
}
