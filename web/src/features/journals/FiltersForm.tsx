import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Facets, Filters } from './repository.js';

const num = (v: string): number | undefined => (v === '' ? undefined : Number(v));

/** The journal filters: subject area and category, quartile, region, h-index range, title or ISSN. */
export function FiltersForm({
  facets,
  filters,
  onChange,
}: {
  facets: Facets;
  filters: Filters;
  onChange: (f: Filters) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const categories = facets.categories
    .filter((c) => filters.area === undefined || c.areas.includes(filters.area))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return (
    <form className="journal-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('journals.filters.label')}>
      <div className="field">
        <label htmlFor={`${id}-q`}>{t('journals.filters.q')}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={filters.q ?? ''}
          onChange={(e) => set({ q: e.target.value || undefined })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-area`}>{t('journals.filters.area')}</label>
        <select
          id={`${id}-area`}
          value={filters.area ?? ''}
          onChange={(e) => set({ area: num(e.target.value), category: undefined })}
        >
          <option value="">{t('journals.filters.any')}</option>
          {[...facets.areas]
            .sort((a, b) => a.name.localeCompare(b.name, 'en'))
            .map((a) => (
              <option key={a.id} value={a.id} lang="en">
                {a.name}
              </option>
            ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-cat`}>{t('journals.filters.category')}</label>
        <select
          id={`${id}-cat`}
          value={filters.category ?? ''}
          onChange={(e) => set({ category: num(e.target.value) })}
        >
          <option value="">{t('journals.filters.any')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id} lang="en">
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-qr`}>{t('journals.filters.quartile')}</label>
        <select id={`${id}-qr`} value={filters.quartile ?? ''} onChange={(e) => set({ quartile: num(e.target.value) })}>
          <option value="">{t('journals.filters.any')}</option>
          {[1, 2, 3, 4].map((q) => (
            <option key={q} value={q}>
              Q{q}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-rg`}>{t('journals.filters.region')}</label>
        <select id={`${id}-rg`} value={filters.region ?? ''} onChange={(e) => set({ region: num(e.target.value) })}>
          <option value="">{t('journals.filters.any')}</option>
          {facets.regions.map((r) => (
            <option key={r.id} value={r.id}>
              {t(`journals.regions.${r.name}`, { defaultValue: r.name })}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field h-range">
        <legend>{t('journals.filters.hIndex')}</legend>
        <label htmlFor={`${id}-hmin`}>{t('journals.filters.from')}</label>
        <input
          id={`${id}-hmin`}
          type="number"
          min={0}
          max={facets.hIndexMax}
          inputMode="numeric"
          value={filters.hMin ?? ''}
          onChange={(e) => set({ hMin: num(e.target.value) })}
        />
        <label htmlFor={`${id}-hmax`}>{t('journals.filters.to')}</label>
        <input
          id={`${id}-hmax`}
          type="number"
          min={0}
          max={facets.hIndexMax}
          inputMode="numeric"
          value={filters.hMax ?? ''}
          onChange={(e) => set({ hMax: num(e.target.value) })}
        />
      </fieldset>
      <button type="button" className="small" onClick={() => onChange({})}>
        {t('journals.filters.reset')}
      </button>
    </form>
  );
}
