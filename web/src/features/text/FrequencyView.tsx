import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { frequencyCsv } from './csv.js';
import { download } from './download.js';
import type { Frequencies, Term } from './types.js';

/** Observable Plot and d3-cloud load with the pictures, not with the page. */
const FrequencyCharts = lazy(() => import('./FrequencyCharts.js'));

/**
 * Word frequencies: keywords, a bar chart or a word cloud of the top stems (FrequencyCharts, each
 * with a table alternative), n-gram tables, CSV export.
 */
export function FrequencyView({ data }: { data: Frequencies }) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'cloud'>('chart');
  const exportCsv = () => {
    const header = ['kind', 'term', 'count', 'share', 'forms'].map((h) => t(`textTool.freq.csv.${h}`));
    const csv = frequencyCsv(data.terms, data.bigrams, data.trigrams, header);
    download(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'frequencies.csv');
  };
  if (data.terms.length === 0) return <p>{t('textTool.freq.none')}</p>;
  return (
    <div className="text-freq">
      <h2>{t('textTool.freq.keywords')}</h2>
      <p className="text-keywords">{data.keywords.join(', ') || '—'}</p>
      <p className="hint">{t('textTool.freq.summary', { count: data.words, content: data.contentWords })}</p>
      <div className="text-controls">
        <fieldset className="text-layers">
          <legend>{t('textTool.freq.view')}</legend>
          <label>
            <input type="radio" name="freq-view" checked={view === 'chart'} onChange={() => setView('chart')} />{' '}
            {t('textTool.freq.chart')}
          </label>
          <label>
            <input type="radio" name="freq-view" checked={view === 'cloud'} onChange={() => setView('cloud')} />{' '}
            {t('textTool.freq.cloud')}
          </label>
        </fieldset>
        <button type="button" onClick={exportCsv}>
          {t('textTool.freq.export')}
        </button>
      </div>
      <Suspense fallback={<p className="hint">{t('textTool.freq.loadingChart')}</p>}>
        <FrequencyCharts terms={data.terms} view={view} />
      </Suspense>
      <Grams title={t('textTool.freq.bigrams')} terms={data.bigrams} />
      <Grams title={t('textTool.freq.trigrams')} terms={data.trigrams} />
    </div>
  );
}

function Grams({ title, terms }: { title: string; terms: Term[] }) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{title}</h2>
      {terms.length === 0 ? (
        <p className="hint">{t('textTool.freq.noGrams')}</p>
      ) : (
        <table className="text-table">
          <thead>
            <tr>
              <th scope="col">{t('textTool.freq.csv.term')}</th>
              <th scope="col">{t('textTool.freq.csv.count')}</th>
            </tr>
          </thead>
          <tbody>
            {terms.map((g) => (
              <tr key={g.stem}>
                <td>{g.term}</td>
                <td>{g.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
