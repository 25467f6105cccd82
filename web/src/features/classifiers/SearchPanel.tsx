import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../components/AuthDialogs.js';
import { HitLine } from './HitLine.js';
import type { ClassifierRepository, Hit, System } from './repository.js';

/** Spec §9: remote search waits 300 ms after the last key. */
const DEBOUNCE_MS = 300;

/** Search by code prefix (with UDC auxiliaries) or by words; results open in the tree or go to the builder. */
export function SearchPanel({
  repo,
  system,
  onOpen,
  onAdd,
}: {
  repo: ClassifierRepository;
  system: System;
  onOpen: (code: string) => void;
  onAdd?: (code: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    const query = q.trim();
    if (!query) {
      setHits(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      repo
        .search(system, query)
        .then((h) => {
          if (!live) return;
          setHits(h);
          setError('');
        })
        .catch((e) => live && setError(serverMessage(e, t)));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q, system, repo, t]);
  return (
    <section className="cls-search" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('classifiers.searchHeading')}</h2>
      <label htmlFor={`${id}-q`}>{t(`classifiers.searchLabel.${system}`)}</label>
      <input id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" />
      <p className="hint">{t(`classifiers.searchHint.${system}`)}</p>
      {error && <p className="error">{error}</p>}
      {hits && (
        <>
          <p className="count" aria-live="polite">
            {t('classifiers.found', { count: hits.length })}
          </p>
          <ul className="hits">
            {hits.map((h) => (
              <HitLine key={h.code} hit={h} onOpen={onOpen} {...(onAdd ? { onAdd } : {})} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
