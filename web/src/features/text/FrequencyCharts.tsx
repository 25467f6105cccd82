import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../infographics/Chart.js';
import '../infographics/infographics.css';
import type { Term } from './types.js';
import { WordCloud } from './WordCloud.js';

const CHART_TERMS = 20;
const CLOUD_TERMS = 50;

/**
 * The frequency pictures, loaded only when the frequency tab shows them (Observable Plot and
 * d3-cloud stay out of the home page's and the text page's first bundles): the top stems as a bar
 * chart drawn by the infographics' Chart, or as a word cloud; each with a table alternative and
 * SVG/PNG export.
 */
export default function FrequencyCharts({ terms, view }: { terms: Term[]; view: 'chart' | 'cloud' }) {
  const { t } = useTranslation();
  const bars = useMemo(() => terms.slice(0, CHART_TERMS).map((x) => ({ label: x.term, count: x.count })), [terms]);
  const words = useMemo(() => terms.slice(0, CLOUD_TERMS).map((x) => ({ text: x.term, count: x.count })), [terms]);
  const what = t('textTool.freq.word');
  const countLabel = t('textTool.freq.occurrences');
  return view === 'chart' ? (
    <Chart
      name="word-frequencies"
      caption={t('textTool.freq.chartCaption', { count: bars.length })}
      what={what}
      countLabel={countLabel}
      rows={bars}
      kind="bars"
    />
  ) : (
    <WordCloud
      caption={t('textTool.freq.cloudCaption', { count: words.length })}
      what={what}
      countLabel={countLabel}
      terms={words}
    />
  );
}
