import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { serverMessage } from '../../components/AuthDialogs.js';
import { notify } from '../../lib/notify.js';
import { dialog } from '../../lib/session.js';
import { useTitle } from '../../lib/use-title.js';
import { Confirm } from './Confirm.js';
import { loadConfig } from './config.js';
import { useBiblio } from './context.js';
import { copyRich } from './copy.js';
import { ImportFile } from './ImportFile.js';
import { listChoice } from './list-store.js';
import { QuickAdd } from './QuickAdd.js';
import { ReviewList } from './ReviewList.js';
import { DEFAULT_PAGE_SIZE, exportFileName, htmlOf, matches, PAGE_SIZES, pageOf, richOf, viewOf } from './records.js';
import { LimitError } from './repository.js';
import { useStyleName } from './style-names.js';

/** A refusal as the person reads it: the spec's demo and limit messages, or the server's own. */
export function useRefusal() {
  const { t } = useTranslation();
  return (e: unknown) => {
    if (e instanceof LimitError) {
      notify(
        e.kind === 'limit'
          ? t('biblio.limit', { n: e.limit })
          : t(e.kind === 'blocked' ? 'biblio.demoBlocked' : 'biblio.demoUnavailable'),
        'error',
      );
    } else notify(serverMessage(e, t), 'error');
  };
}

/** Spec §1/§4: the list, newest first, with search, check one or all, delete, copy and export. */
export function ListView() {
  const { t } = useTranslation();
  useTitle(t('biblio.title'));
  const { locale, repo, records, allowance, reload } = useBiblio();
  const id = useId();
  const refuse = useRefusal();
  const styleName = useStyleName();
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [fileName, setFileName] = useState('');
  const config = useMemo(loadConfig, []);
  const [exportStyle, setExportStyle] = useState<string>(config.standarts[0] ?? 'apa7');
  const views = useMemo(() => (records ?? []).map(viewOf), [records]);
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const shown = views.filter((v) => matches(v, query));
  const page = pageOf(shown, pageNo, pageSize);
  const allChecked = shown.length > 0 && shown.every((v) => checked.has(v.record.id));
  const count = records?.length ?? 0;
  const max = allowance?.maxRecords;
  const full = typeof max === 'number' && count >= max;

  const toggle = (recordId: number) => {
    const next = new Set(checked);
    if (next.has(recordId)) next.delete(recordId);
    else next.add(recordId);
    setChecked(next);
  };

  const deleteChecked = async (yes: boolean) => {
    setConfirming(false);
    if (!yes) {
      notify(t('biblio.deleteCancelled'), 'info');
      return;
    }
    try {
      for (const recordId of checked) await repo.remove(recordId);
      setChecked(new Set());
      notify(t('biblio.deleted'), 'success');
    } catch (e) {
      refuse(e);
    }
    await reload();
  };

  const exportChecked = async () => {
    if (allowance && !allowance.wordExport) return refuse(new LimitError('blocked'));
    const chosen = views.filter((v) => checked.has(v.record.id));
    if (!chosen.length) return notify(t('biblio.checkFirst'), 'error');
    const { docxBlob } = await import('./export-docx.js');
    const blob = await docxBlob(t('biblio.exportHeading'), [
      { heading: styleName(exportStyle), entries: chosen.map((v) => richOf(v, exportStyle, config)) },
    ]);
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = exportFileName(fileName, new Date());
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  };

  return (
    <section className="biblio">
      <h1>{t('biblio.heading')}</h1>
      {repo.kind === 'demo' ? (
        <div className="banner" role="note">
          <p>{t('biblio.demoNote')}</p>
          <button type="button" className="primary small" onClick={() => (dialog.value = 'register')}>
            {t('account.register')}
          </button>
        </div>
      ) : null}
      <div className="toolbar">
        {full ? (
          <button type="button" className="primary" onClick={() => refuse(new LimitError('limit', max ?? 0))}>
            {t('biblio.create')}
          </button>
        ) : (
          <Link href="/create" className="button primary">
            {t('biblio.create')}
          </Link>
        )}
        <button
          type="button"
          onClick={() => {
            // The checked records, or every record when none is checked.
            listChoice.value = checked.size ? [...checked] : null;
            navigate('/references');
          }}
        >
          {checked.size ? t('biblio.refs.openChecked', { count: checked.size }) : t('biblio.refs.open')}
        </button>
        <Link href="/configuration" className="button">
          {t('biblio.configuration')}
        </Link>
        <span className="count" data-testid="record-count">
          {typeof max === 'number' ? t('biblio.countOf', { count, max }) : t('biblio.records', { count })}
        </span>
      </div>
      {full ? (
        <p className="warning" role="status">
          {t('biblio.limit', { n: max })}{' '}
          {repo.kind === 'server' ? <Link href={`~/${locale}/pricing`}>{t('pricing.seePlans')}</Link> : null}
        </p>
      ) : null}
      <QuickAdd />
      <ImportFile />
      <ReviewList />
      <div className="field search">
        <label htmlFor={`${id}-q`}>{t('biblio.search')}</label>
        <input id={`${id}-q`} type="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
      </div>
      {records === null ? (
        <p aria-busy="true">{t('biblio.loading')}</p>
      ) : shown.length === 0 ? (
        <p className="hint">{count ? t('biblio.noMatch') : t('biblio.empty')}</p>
      ) : (
        <>
          <div className="list-actions">
            <div className="check">
              <input
                id={`${id}-all`}
                type="checkbox"
                checked={allChecked}
                onChange={() => setChecked(allChecked ? new Set() : new Set(shown.map((v) => v.record.id)))}
              />
              <label htmlFor={`${id}-all`}>{t('biblio.checkAll')}</label>
            </div>
            <button
              type="button"
              className="danger"
              disabled={checked.size === 0}
              onClick={() =>
                allowance && !allowance.editDelete ? refuse(new LimitError('blocked')) : setConfirming(true)
              }
            >
              {t('biblio.deleteChecked', { n: checked.size })}
            </button>
          </div>
          <ul className="records">
            {page.items.map((v) => (
              <li key={v.record.id} className="record" data-testid="record">
                <div className="record-head">
                  <input
                    id={`${id}-r${v.record.id}`}
                    type="checkbox"
                    checked={checked.has(v.record.id)}
                    onChange={() => toggle(v.record.id)}
                  />
                  <label htmlFor={`${id}-r${v.record.id}`} className="record-title">
                    {v.title || t('biblio.untitled')}
                  </label>
                  <time dateTime={v.record.date}>
                    {new Date(v.record.date).toLocaleDateString(locale === 'ua' ? 'uk' : locale)}
                  </time>
                </div>
                <dl className="results">
                  {Object.entries(v.texts).map(([style, text]) => (
                    <div key={style} className="result">
                      <dt>{styleName(style)}</dt>
                      <dd>
                        <span
                          className="reference"
                          data-style={style}
                          // biome-ignore lint/security/noDangerouslySetInnerHtml: engine HTML, every run escaped
                          dangerouslySetInnerHTML={{ __html: htmlOf(v, style, config) }}
                        />
                        <button
                          type="button"
                          className="small"
                          aria-label={t('biblio.copyIn', { style: styleName(style) })}
                          onClick={async () => {
                            await copyRich(htmlOf(v, style, config), text);
                            notify(t('biblio.copied'), 'success');
                          }}
                        >
                          {t('biblio.copy')}
                        </button>
                      </dd>
                    </div>
                  ))}
                </dl>
                <p className="record-actions">
                  {allowance && !allowance.editDelete ? (
                    <>
                      <button type="button" className="small" onClick={() => refuse(new LimitError('blocked'))}>
                        {t('biblio.edit')}
                      </button>
                      <button type="button" className="small" onClick={() => refuse(new LimitError('blocked'))}>
                        {t('biblio.editText')}
                      </button>
                    </>
                  ) : (
                    <>
                      <Link href={`/edit/${v.record.id}`} className="button small">
                        {t('biblio.edit')}
                      </Link>
                      <Link href={`/edit-text/${v.record.id}`} className="button small">
                        {t('biblio.editText')}
                      </Link>
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
          {shown.length > PAGE_SIZES[0] ? (
            <nav className="pager" aria-label={t('biblio.pages')}>
              <button
                type="button"
                className="small"
                disabled={page.page <= 1}
                onClick={() => setPageNo(page.page - 1)}
              >
                {t('biblio.prevPage')}
              </button>
              <span>{t('biblio.pageOf', { n: page.page, of: page.pages })}</span>
              <button
                type="button"
                className="small"
                disabled={page.page >= page.pages}
                onClick={() => setPageNo(page.page + 1)}
              >
                {t('biblio.nextPage')}
              </button>
              <label htmlFor={`${id}-size`}>{t('biblio.pageSize')}</label>
              <select
                id={`${id}-size`}
                value={pageSize}
                onChange={(e) => {
                  setPageSize(Number(e.currentTarget.value));
                  setPageNo(1);
                }}
              >
                {PAGE_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </nav>
          ) : null}
          <fieldset className="export">
            <legend>{t('biblio.export')}</legend>
            <div className="field">
              <label htmlFor={`${id}-style`}>{t('biblio.exportStyle')}</label>
              <select id={`${id}-style`} value={exportStyle} onChange={(e) => setExportStyle(e.currentTarget.value)}>
                {config.standarts.map((s) => (
                  <option key={s} value={s}>
                    {styleName(s)}
                  </option>
                ))}
              </select>
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
            <button type="button" onClick={exportChecked}>
              {t('biblio.exportDocx')}
            </button>
          </fieldset>
        </>
      )}
      {confirming ? (
        <Confirm
          title={t('biblio.confirmTitle')}
          text={t('biblio.confirmText', { n: checked.size })}
          confirmLabel={t('biblio.delete')}
          onAnswer={deleteChecked}
        />
      ) : null}
    </section>
  );
}
