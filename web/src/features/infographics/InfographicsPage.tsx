import { styleById } from '@referent/engine';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { serverMessage } from '../../components/AuthDialogs.js';
import type { UiLocale } from '../../lib/locale.js';
import { useTitle } from '../../lib/use-title.js';
import { type Bar, Chart, type ChartProps } from './Chart.js';
import { monthLabel } from './labels.js';
import { type Count, fetchInfographics, type Infographics } from './repository.js';
import './infographics.css';

type Loaded = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: Infographics };

/** Spec §2 infographics (user): charts of my own library, each with its table and exports. */
export default function InfographicsPage({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation();
  useTitle(t('infographics.title'));
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    fetchInfographics()
      .then((data) => live && setLoaded({ state: 'ready', data }))
      .catch((e) => live && setLoaded({ state: 'error', message: serverMessage(e, t) }));
    return () => {
      live = false;
    };
  }, [t]);

  return (
    <article className="infographics">
      <h1>{t('infographics.title')}</h1>
      <p className="hint">
        {t('infographics.intro')} <Link href={`~/${locale}/help/infographics`}>{t('infographics.help')}</Link>
      </p>
      {loaded.state === 'loading' ? <p aria-busy="true">{t('infographics.loading')}</p> : null}
      {loaded.state === 'error' ? <p role="alert">{loaded.message}</p> : null}
      {loaded.state === 'ready' ? <Charts data={loaded.data} locale={locale} /> : null}
    </article>
  );
}

function Charts({ data, locale }: { data: Infographics; locale: UiLocale }) {
  const { t } = useTranslation();
  if (data.total === 0) {
    return (
      <section className="infographics-empty">
        <h2>{t('infographics.emptyTitle')}</h2>
        <p>{t('infographics.empty')}</p>
        <Link href={`~/${locale}/bibliography`} className="button">
          {t('infographics.toBibliography')}
        </Link>
      </section>
    );
  }
  const bars = (list: Count[], label: (key: string) => string = (k) => k): Bar[] =>
    list.map((c) => ({ label: label(c.key), count: c.count }));
  const charts: (ChartProps & { note?: string })[] = [
    {
      name: 'years',
      caption: t('infographics.charts.years'),
      what: t('infographics.columns.year'),
      rows: bars(data.byYear),
      kind: 'columns',
      ...(data.noYear ? { note: t('infographics.noYear', { count: data.noYear }) } : {}),
    },
    {
      name: 'types',
      caption: t('infographics.charts.types'),
      what: t('infographics.columns.type'),
      rows: bars(data.byType, (k) => t(`infographics.types.${k}`)),
      kind: 'bars',
    },
    {
      name: 'languages',
      caption: t('infographics.charts.languages'),
      what: t('infographics.columns.language'),
      rows: bars(data.byLanguage, (k) => t(`infographics.languages.${k}`)),
      kind: 'bars',
    },
    {
      name: 'styles',
      caption: t('infographics.charts.styles'),
      what: t('infographics.columns.style'),
      rows: bars(data.byStyle, (k) => styleById(k)?.name ?? k),
      kind: 'bars',
    },
    {
      name: 'journals',
      caption: t('infographics.charts.journals'),
      what: t('infographics.columns.journal'),
      rows: bars(data.journals),
      kind: 'bars',
    },
    {
      name: 'authors',
      caption: t('infographics.charts.authors'),
      what: t('infographics.columns.author'),
      rows: bars(data.authors),
      kind: 'bars',
    },
    {
      name: 'growth',
      caption: t('infographics.charts.growth'),
      what: t('infographics.columns.month'),
      rows: bars(data.growth, (k) => monthLabel(k, locale)),
      // One month is one column; a line needs at least two points to say anything.
      kind: data.growth.length > 1 ? 'line' : 'columns',
    },
  ];
  return (
    <>
      <p className="infographics-total">{t('infographics.total', { count: data.total })}</p>
      <div className="infographics-grid">
        {charts.map(({ note, ...chart }) =>
          chart.rows.length ? (
            <section key={chart.name} aria-label={chart.caption}>
              <Chart {...chart} />
              {note ? <p className="hint">{note}</p> : null}
            </section>
          ) : (
            <section key={chart.name} aria-label={chart.caption} className="infographic">
              <h2 className="infographic-none-title">{chart.caption}</h2>
              <p className="hint">{t('infographics.none')}</p>
            </section>
          ),
        )}
      </div>
    </>
  );
}
