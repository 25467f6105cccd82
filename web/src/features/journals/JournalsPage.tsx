import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../components/AuthDialogs.js';
import type { UiLocale } from '../../lib/locale.js';
import { notify } from '../../lib/notify.js';
import { useTitle } from '../../lib/use-title.js';
import { FiltersForm } from './FiltersForm.js';
import { JournalCardView } from './JournalCardView.js';
import { JournalList } from './JournalList.js';
import { MatchPanel } from './MatchPanel.js';
import {
  type Facets,
  type Filters,
  type JournalCard,
  type JournalRepository,
  ServerJournalRepository,
} from './repository.js';
import { WorldMap } from './WorldMap.js';
import './journals.css';

/** Spec §9: typing waits 300 ms before asking the server again. */
const DEBOUNCE_MS = 300;

/** Journal search on a world map (spec §1; issue 21): SJR 2021 by country and subject. */
export default function JournalsPage({ locale, repo: given }: { locale: UiLocale; repo?: JournalRepository }) {
  const { t } = useTranslation();
  useTitle(t('journals.title'));
  const repo = useMemo(() => given ?? new ServerJournalRepository(locale), [given, locale]);
  const [facets, setFacets] = useState<Facets | null>(null);
  const [filters, setFilters] = useState<Filters>({});
  const [counts, setCounts] = useState<{ total: number; countries: Record<string, number> } | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const [card, setCard] = useState<JournalCard | null>(null);
  useEffect(() => {
    repo
      .facets()
      .then(setFacets)
      .catch((e) => notify(serverMessage(e, t), 'error'));
  }, [repo, t]);
  const firstMap = useRef(true);
  useEffect(() => {
    let live = true;
    // The first map is asked at once; later filter changes (typing) wait for a pause.
    const delay = firstMap.current ? 0 : DEBOUNCE_MS;
    firstMap.current = false;
    const timer = setTimeout(() => {
      repo
        .map(filters)
        .then((c) => live && setCounts(c))
        .catch((e) => live && notify(serverMessage(e, t), 'error'));
    }, delay);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [repo, filters, t]);
  const byNumeric = useMemo(() => new Map((facets?.countries ?? []).map((c) => [c.id, c])), [facets]);
  const names = useMemo(() => new Map((facets?.countries ?? []).map((c) => [c.id, c.name])), [facets]);
  const selected = country ? byNumeric.get(country) : undefined;
  const open = (id: number) =>
    repo
      .card(id)
      .then(setCard)
      .catch((e) => notify(serverMessage(e, t), 'error'));
  const listed = (facets?.countries ?? [])
    .map((c) => ({ ...c, n: counts?.countries[c.id] ?? 0 }))
    .filter((c) => c.n > 0)
    .sort((a, b) => b.n - a.n || a.name.localeCompare(b.name, locale === 'ua' ? 'uk' : locale));
  return (
    <article className="journals">
      <h1>{t('journals.title')}</h1>
      <p>{t('journals.lead', { count: facets?.total ?? 0 })}</p>
      {facets && <FiltersForm facets={facets} filters={filters} onChange={setFilters} />}
      <p className="count" aria-live="polite">
        {counts ? t('journals.matching', { count: counts.total }) : '…'}
      </p>
      <div className="map-area">
        <WorldMap counts={counts?.countries ?? {}} names={names} selected={country} onSelect={setCountry} />
        <details className="country-list">
          <summary>{t('journals.map.asList', { count: listed.length })}</summary>
          <ul>
            {listed.map((c) => (
              <li key={c.id}>
                <button type="button" className="link" aria-pressed={country === c.id} onClick={() => setCountry(c.id)}>
                  {c.name}
                </button>{' '}
                <span className="hint">{c.n}</span>
              </li>
            ))}
          </ul>
        </details>
      </div>
      {card && <JournalCardView card={card} onClose={() => setCard(null)} />}
      {selected && (
        <JournalList repo={repo} filters={filters} country={selected.iso2} countryName={selected.name} onOpen={open} />
      )}
      <MatchPanel repo={repo} filters={filters} onOpen={open} />
      <footer className="attribution">
        <p>{facets?.attribution}</p>
        <p className="hint">{t('journals.dataNote')}</p>
      </footer>
    </article>
  );
}
