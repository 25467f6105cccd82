import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { frequencyCsv } from './csv.js';
import { download } from './download.js';
import type { Frequencies, Term } from './types.js';

const CHART_TERMS = 20;
const CLOUD_TERMS = 50;

/**
 * Word frequencies: keywords, a bar chart and a word cloud of the top stems, n-gram tables,
 * CSV export. The chart and cloud are plain HTML and CSS (bars as widths, the cloud as font
 * sizes): a chart library would add ~100 kB for two static pictures, and HTML stays readable
 * by screen readers and on a narrow phone.
 */
export function FrequencyView({ data }: { data: Frequencies }) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'cloud'>('chart');
  const top = data.terms.slice(0, CHART_TERMS);
  const max = top[0]?.count ?? 1;
  const cloud = [...data.terms.slice(0, CLOUD_TERMS)].sort((a, b) => a.term.localeCompare(b.term));
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
      {view === 'chart' ? (
        <ol className="text-bars" aria-label={t('textTool.freq.chart')}>
          {top.map((term) => (
            <li key={term.stem}>
              <span className="text-bar-label" title={term.forms.join(', ')}>
                {term.term}
              </span>
              <span className="text-bar" style={{ width: `${(term.count / max) * 100}%` }} />
              <span className="text-bar-count">{term.count}</span>
            </li>
          ))}
        </ol>
      ) : (
        <ul className="text-cloud" aria-label={t('textTool.freq.cloud')}>
          {cloud.map((term) => (
            <li key={term.stem} style={{ fontSize: `${0.85 + (term.count / max) * 1.6}rem` }} title={`${term.count}`}>
              {term.term}
            </li>
          ))}
        </ul>
      )}
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
