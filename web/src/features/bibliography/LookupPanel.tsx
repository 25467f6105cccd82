import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBiblio } from './context.js';
import { useRefusal } from './ListView.js';
import { type Hit, hitLine, LOOKUP_SOURCES, type LookupSource, lookupFailure } from './lookup.js';
import { LimitError } from './repository.js';

/** Source search in OpenLibrary or Crossref through the server (spec §7, 60 s; docs/api.md "Source search"). */
export function LookupPanel({ onChosen }: { onChosen: (pub: unknown) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { allowance, repo } = useBiblio();
  const refuse = useRefusal();
  const [query, setQuery] = useState('');
  const [author, setAuthor] = useState('');
  const [source, setSource] = useState<LookupSource>('Crossref');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [outcome, setOutcome] = useState('');
  const [busy, setBusy] = useState(false);
  const search = async () => {
    if (allowance && !allowance.sourceSearch) return refuse(new LimitError('unavailable'));
    // The server takes a title (or DOI/ISBN), an author, or both.
    if (!query.trim() && !author.trim()) return;
    setBusy(true);
    setHits(null);
    setOutcome('');
    try {
      const found = await repo.search(source, query, author);
      setHits(found);
      setOutcome(
        found.length
          ? t('biblio.lookupHits', { n: found.length })
          : t('biblio.noHits', { source: LOOKUP_SOURCES[source] }),
      );
    } catch (err) {
      const failure = lookupFailure(err);
      if ('limit' in failure) refuse(failure.limit);
      else setOutcome('message' in failure ? failure.message : t(failure.key, { source: LOOKUP_SOURCES[source] }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="panel">
      <summary>{t('biblio.lookup')}</summary>
      {/* Not a <form>: it sits inside the record form; Enter in a field searches. */}
      <fieldset
        className="lookup"
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
            e.preventDefault();
            void search();
          }
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-src`}>{t('biblio.lookupSource')}</label>
          <select id={`${id}-src`} value={source} onChange={(e) => setSource(e.currentTarget.value as LookupSource)}>
            {Object.entries(LOOKUP_SOURCES).map(([route, name]) => (
              <option key={route} value={route}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('biblio.lookupQuery')}</label>
          <input id={`${id}-q`} value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-a`}>{t('biblio.lookupAuthor')}</label>
          <input id={`${id}-a`} value={author} onChange={(e) => setAuthor(e.currentTarget.value)} />
        </div>
        <button type="button" disabled={busy} onClick={() => void search()}>
          {busy ? t('biblio.lookupBusy') : t('biblio.lookupSearch')}
        </button>
      </fieldset>
      <p className="hint" role="status" data-testid="lookup-outcome">
        {outcome}
      </p>
      {hits?.length ? (
        <ul className="hits">
          {hits.map((h) => (
            <li key={`${h.source}:${h.id}`}>
              <span>{hitLine(h)}</span>
              <button
                type="button"
                className="small"
                aria-label={`${t('biblio.useHit')}: ${h.title}`}
                onClick={() => onChosen(h.publication)}
              >
                {t('biblio.useHit')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}
