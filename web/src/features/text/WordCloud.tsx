import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadPng, downloadSvg } from '../infographics/export.js';
import { CLOUD_FONT, type CloudWord, layoutCloud } from './cloud-layout.js';

const COLORS = ['#2f5d8a', '#4a7a3a', '#8a4b2f', '#5b4a8a', '#2f7a7a'];

export interface WordCloudProps {
  caption: string;
  /** The table's column headings: the word, and how often it occurs. */
  what: string;
  countLabel: string;
  terms: { text: string; count: number }[];
}

/**
 * The word cloud: d3-cloud's layout drawn as SVG (hidden from screen readers, which get the
 * table), as the infographics draw their charts: a button showing the same words as a table, and
 * SVG/PNG exports. The layout is redone when the column's width changes (a phone turned).
 */
export function WordCloud({ caption, what, countLabel, terms }: WordCloudProps) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(0);
  const [placed, setPlaced] = useState<CloudWord[]>([]);
  const [table, setTable] = useState(false);
  const [failed, setFailed] = useState(false);
  const tableId = useId();
  // Fewer words need less room: a short text's cloud should not float in white space.
  const height = Math.round(Math.max(220, Math.min(420, width * 0.6, 160 + terms.length * 6)));

  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    const measure = () => setWidth(Math.max(280, Math.min(760, el.clientWidth || 640)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (width === 0) return;
    let current = true;
    void layoutCloud(terms, width, height).then((words) => {
      if (current) setPlaced(words);
    });
    return () => {
      current = false;
    };
  }, [terms, width, height]);

  const exportAs = async (format: 'svg' | 'png') => {
    if (!svg.current) return;
    setFailed(false);
    try {
      if (format === 'svg') downloadSvg(svg.current, 'referent-word-cloud');
      else await downloadPng(svg.current, 'referent-word-cloud');
    } catch {
      setFailed(true);
    }
  };

  return (
    <figure className="infographic text-cloud-figure" data-chart="word-cloud">
      <figcaption>{caption}</figcaption>
      <div ref={holder} className="infographic-plot">
        {width > 0 ? (
          <svg
            ref={svg}
            aria-hidden="true"
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            style={{ background: 'white' }}
          >
            <g transform={`translate(${width / 2},${height / 2})`}>
              {placed.map((w, i) => (
                <text
                  key={w.text}
                  textAnchor="middle"
                  transform={`translate(${w.x ?? 0},${w.y ?? 0})`}
                  style={{ fontFamily: CLOUD_FONT, fontWeight: 600, fontSize: `${w.size}px` }}
                  fill={COLORS[i % COLORS.length]}
                >
                  <title>{`${w.text}: ${w.count}`}</title>
                  {w.text}
                </text>
              ))}
            </g>
          </svg>
        ) : null}
      </div>
      <div className="infographic-actions">
        <button type="button" aria-expanded={table} aria-controls={tableId} onClick={() => setTable(!table)}>
          {table ? t('infographics.hideTable') : t('infographics.showTable')}
        </button>
        <button type="button" onClick={() => void exportAs('svg')}>
          {t('infographics.exportSvg')}
        </button>
        <button type="button" onClick={() => void exportAs('png')}>
          {t('infographics.exportPng')}
        </button>
        {failed ? <span role="alert">{t('infographics.exportFailed')}</span> : null}
      </div>
      <table id={tableId} hidden={!table} className="infographic-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{what}</th>
            <th scope="col">{countLabel}</th>
          </tr>
        </thead>
        <tbody>
          {terms.map((w) => (
            <tr key={w.text}>
              <th scope="row">{w.text}</th>
              <td>{w.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
