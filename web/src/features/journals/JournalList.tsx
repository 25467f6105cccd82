import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../components/AuthDialogs.js';
import type { Filters, JournalRepository, JournalRow, Page, Sort } from './repository.js';

const SIZE = 20;

/** A country's journals for the filters: paged, sortable by SJR, h-index or title. */
export function JournalList({
  repo,
  filters,
  country,
  countryName,
  onOpen,
}: {
  repo: JournalRepository;
  filters: Filters;
  country: string;
  countryName: string;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [sort, setSort] = useState<Sort>('sjr');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<JournalRow> | null>(null);
  const [error, setError] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new country, filter or order starts at page 1
  useEffect(() => setPage(1), [country, filters, sort]);
  useEffect(() => {
    let live = true;
    repo
      .list(filters, country, sort, page, SIZE)
      .then((d) => {
        if (!live) return;
        setData(d);
        setError('');
      })
      .catch((e) => live && setError(serverMessage(e, t)));
    return () => {
      live = false;
    };
  }, [repo, filters, country, sort, page, t]);
  const pages = data ? Math.max(1, Math.ceil(data.total / SIZE)) : 1;
  return (
    <section className="journal-list" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('journals.list.heading', { name: countryName, count: data?.total ?? 0 })}</h2>
      {error && <p className="error">{error}</p>}
      <div className="field sort">
        <label htmlFor={`${id}-s`}>{t('journals.list.sort')}</label>
        <select id={`${id}-s`} value={sort} onChange={(e) => setSort(e.target.value as Sort)}>
          <option value="sjr">{t('journals.list.bySjr')}</option>
          <option value="h">{t('journals.list.byH')}</option>
          <option value="title">{t('journals.list.byTitle')}</option>
        </select>
      </div>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('journals.card.title')}</th>
            <th scope="col">SJR</th>
            <th scope="col">{t('journals.card.quartile')}</th>
            <th scope="col">{t('journals.card.hIndex')}</th>
          </tr>
        </thead>
        <tbody>
          {data?.items.map((j) => (
            <tr key={j.id}>
              <td>
                <button type="button" className="link" onClick={() => onOpen(j.id)}>
                  {j.title}
                </button>
                <span className="issn">{j.issns.join(', ')}</span>
              </td>
              <td>{j.sjr ?? '—'}</td>
              <td>{j.bestQuartile ? `Q${j.bestQuartile}` : '—'}</td>
              <td>{j.hIndex}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="pager" aria-label={t('journals.list.pages')}>
        <button type="button" className="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('journals.list.prev')}
        </button>
        <span>{t('journals.list.page', { page, pages })}</span>
        <button type="button" className="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t('journals.list.next')}
        </button>
      </nav>
    </section>
  );
}
