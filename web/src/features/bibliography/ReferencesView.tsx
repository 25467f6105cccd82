import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useSignals } from '@preact/signals-react/runtime';
import { availableStyles } from '@referent/engine';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { notify } from '../../lib/notify.js';
import { useTitle } from '../../lib/use-title.js';
import { loadConfig } from './config.js';
import { useBiblio } from './context.js';
import { copyRich } from './copy.js';
import { INTEROP_FORMATS, type InteropFormat, interopFile } from './interop-files.js';
import { useRefusal } from './ListView.js';
import { download, listChoice, loadOrder, saveOrder } from './list-store.js';
import { exportFileName, viewOf } from './records.js';
import { CITATION_WORDS, citationOf, numbered, type ReferenceEntry, referenceList, userOrdered } from './references.js';
import { LimitError } from './repository.js';
import { useStyleName } from './style-names.js';

const STYLE_KEY = 'referent.bibliography.listStyle';

function Entry({
  entry,
  citation,
  sortable,
  index,
  count,
  onMove,
}: {
  entry: ReferenceEntry;
  citation: string;
  sortable: boolean;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  const { t } = useTranslation();
  const title = entry.view.title || t('biblio.untitled');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: entry.view.record.id,
    disabled: !sortable,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className="reference-entry"
      data-testid="reference-entry"
      // The record's own title (data, not interface), as the labels below use it.
      data-title={title}
    >
      {sortable ? (
        <div className="order-controls">
          <button
            type="button"
            className="small handle"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t('biblio.refs.drag', { title })}
          >
            ⠿
          </button>
          <button
            type="button"
            className="small"
            disabled={index === 0}
            aria-label={t('biblio.refs.moveUp', { title })}
            onClick={() => onMove(index, index - 1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="small"
            disabled={index === count - 1}
            aria-label={t('biblio.refs.moveDown', { title })}
            onClick={() => onMove(index, index + 1)}
          >
            ↓
          </button>
        </div>
      ) : null}
      <div className="reference-body">
        <p className="reference" data-testid="reference-text">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: toHtml escapes every run */}
          <span dangerouslySetInnerHTML={{ __html: entry.html }} />
        </p>
        <p className="reference-actions">
          <button
            type="button"
            className="small"
            aria-label={t('biblio.refs.copyEntry', { title })}
            onClick={async () => {
              await copyRich(entry.html, entry.text);
              notify(t('biblio.copied'), 'success');
            }}
          >
            {t('biblio.copy')}
          </button>
          <span className="citation">
            {t('biblio.refs.inText')} <code data-testid="citation">{citation}</code>
          </span>
          <button
            type="button"
            className="small"
            aria-label={t('biblio.refs.copyCitation', { title })}
            onClick={async () => {
              await copyRich(citation, citation);
              notify(t('biblio.copied'), 'success');
            }}
          >
            {t('biblio.refs.copyShort')}
          </button>
        </p>
      </div>
    </li>
  );
}

/**
 * The finished list (issue 16): the chosen records in one style, in the style's order (or the
 * author's, for numeric styles: drag, keyboard or the arrow buttons), numbered where the style
 * numbers, with in-text citations, copy, Word and BibTeX/RIS/CSL-JSON export.
 */
export function ReferencesView() {
  useSignals();
  const { t, i18n } = useTranslation();
  useTitle(t('biblio.refs.title'));
  const { records, allowance, locale } = useBiblio();
  const styleName = useStyleName();
  const refuse = useRefusal();
  const id = useId();
  const config = useMemo(loadConfig, []);
  const [style, setStyle] = useState<string>(
    () => localStorage.getItem(STYLE_KEY) ?? config.standarts[0] ?? 'gost2018',
  );
  const [order, setOrder] = useState<number[]>(loadOrder);
  const [page, setPage] = useState('');
  const [heading, setHeading] = useState('');
  const [fileName, setFileName] = useState('');
  const chosen = listChoice.value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a signal's value; the list follows it
  const views = useMemo(() => {
    const only = chosen ? new Set(chosen) : null;
    return (records ?? []).filter((r) => !only || only.has(r.id)).map(viewOf);
  }, [records, chosen]);
  const entries = useMemo(() => referenceList(views, style, config, order), [views, style, config, order]);
  const words = CITATION_WORDS[locale];
  const sortable = userOrdered(style);
  const listHeading = heading.trim() || t('biblio.exportHeading');
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = (from: number, to: number) => {
    const ids = arrayMove(
      entries.map((e) => e.view.record.id),
      from,
      to,
    );
    setOrder(ids);
    saveOrder(ids);
  };
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return;
    const ids = entries.map((x) => x.view.record.id);
    move(ids.indexOf(Number(e.active.id)), ids.indexOf(Number(e.over.id)));
  };
  const titleOf = (dndId: string | number) =>
    entries.find((e) => e.view.record.id === Number(dndId))?.view.title ?? String(dndId);
  const positionOf = (dndId: string | number) => entries.findIndex((e) => e.view.record.id === Number(dndId)) + 1;
  // dnd-kit speaks to screen readers in English by default: the same words in the interface language.
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('biblio.refs.picked', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('biblio.refs.over', { title: titleOf(active.id), n: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('biblio.refs.dropped', { title: titleOf(active.id), n: positionOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('biblio.refs.cancelled', { title: titleOf(active.id) }),
  };

  const exportWord = async () => {
    if (allowance && !allowance.wordExport) return refuse(new LimitError('blocked'));
    const { docxBlob } = await import('./export-docx.js');
    const blob = await docxBlob(listHeading, [{ heading: listHeading, entries: entries.map((e) => e.rich) }]);
    download(blob, exportFileName(fileName, new Date()));
  };
  const exportInterop = (format: InteropFormat) => {
    if (allowance && !allowance.wordExport) return refuse(new LimitError('blocked'));
    const { ext, mime } = INTEROP_FORMATS[format];
    const text = interopFile(
      format,
      entries.map((e) => e.view),
    );
    download(new Blob([text], { type: mime }), exportFileName(fileName, new Date()).replace(/\.docx$/, `.${ext}`));
  };

  return (
    <section className="biblio references-view">
      <p>
        <Link href={`~/${locale}/bibliography`} className="button small">
          {t('biblio.back')}
        </Link>
      </p>
      <h1>{t('biblio.refs.title')}</h1>
      <div className="toolbar">
        <div className="field">
          <label htmlFor={`${id}-style`}>{t('biblio.refs.style')}</label>
          <select
            id={`${id}-style`}
            value={style}
            onChange={(e) => {
              setStyle(e.currentTarget.value);
              localStorage.setItem(STYLE_KEY, e.currentTarget.value);
            }}
          >
            {availableStyles().map((s) => (
              <option key={s} value={s}>
                {styleName(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-page`}>{t('biblio.refs.page')}</label>
          <input
            id={`${id}-page`}
            inputMode="numeric"
            value={page}
            placeholder={t('biblio.refs.pageHint')}
            onChange={(e) => setPage(e.currentTarget.value)}
          />
        </div>
      </div>
      <p className="hint" data-testid="order-rule">
        {sortable
          ? t('biblio.refs.orderUser')
          : numbered(style)
            ? t('biblio.refs.orderGost')
            : t('biblio.refs.orderAuthor')}
        {chosen ? ` ${t('biblio.refs.chosen', { count: views.length })}` : ''}
      </p>
      {records === null ? (
        <p aria-busy="true">{t('biblio.loading')}</p>
      ) : entries.length === 0 ? (
        <p className="hint">{t('biblio.refs.empty')}</p>
      ) : (
        <>
          <h2 lang={i18n.language === 'ua' ? 'uk' : i18n.language}>{listHeading}</h2>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t('biblio.refs.dragHelp') },
            }}
          >
            <SortableContext items={entries.map((e) => e.view.record.id)} strategy={verticalListSortingStrategy}>
              <ol className="reference-list" data-style={style}>
                {entries.map((entry, i) => (
                  <Entry
                    key={entry.view.record.id}
                    entry={entry}
                    citation={citationOf(entry, style, page, words)}
                    sortable={sortable}
                    index={i}
                    count={entries.length}
                    onMove={move}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
          <p>
            <button
              type="button"
              onClick={async () => {
                await copyRich(entries.map((e) => `<p>${e.html}</p>`).join(''), entries.map((e) => e.text).join('\n'));
                notify(t('biblio.copied'), 'success');
              }}
            >
              {t('biblio.refs.copyAll')}
            </button>
          </p>
          <fieldset className="export">
            <legend>{t('biblio.refs.export')}</legend>
            <div className="field">
              <label htmlFor={`${id}-heading`}>{t('biblio.refs.heading')}</label>
              <input
                id={`${id}-heading`}
                value={heading}
                placeholder={t('biblio.exportHeading')}
                onChange={(e) => setHeading(e.currentTarget.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-file`}>{t('biblio.fileName')}</label>
              <input
                id={`${id}-file`}
                value={fileName}
                placeholder={t('biblio.fileNameHint')}
                onChange={(e) => setFileName(e.currentTarget.value)}
              />
            </div>
            <div className="export-buttons">
              <button type="button" className="primary" onClick={exportWord}>
                {t('biblio.refs.word')}
              </button>
              {(Object.keys(INTEROP_FORMATS) as InteropFormat[]).map((f) => (
                <button key={f} type="button" onClick={() => exportInterop(f)}>
                  {t(`biblio.refs.as.${f}`)}
                </button>
              ))}
            </div>
          </fieldset>
        </>
      )}
    </section>
  );
}
