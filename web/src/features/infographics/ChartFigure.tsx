import { type ReactNode, type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bar } from './Chart.js';
import { downloadPng, downloadSvg } from './export.js';

export interface ChartFigureProps {
  /** The figure's `data-chart` and the exports' file name (`referent-{name}`). */
  name: string;
  className?: string;
  caption: string;
  /** The table's column headings: what is counted, and the count. */
  what: string;
  countLabel: string;
  rows: Bar[];
  /** The drawing the exports save. */
  svg: RefObject<SVGSVGElement | null>;
  /** The drawing itself (hidden from screen readers, which get the table). */
  children: ReactNode;
}

/**
 * The frame every chart shares — the infographics' Plot charts and the text tool's word
 * cloud: a caption, the drawing, a button that shows the same numbers as a table, and
 * SVG/PNG exports of the drawing.
 */
export function ChartFigure({ name, className, caption, what, countLabel, rows, svg, children }: ChartFigureProps) {
  const { t } = useTranslation();
  const [table, setTable] = useState(false);
  const [failed, setFailed] = useState(false);
  const tableId = useId();

  const exportAs = async (format: 'svg' | 'png') => {
    if (!svg.current) return;
    setFailed(false);
    try {
      if (format === 'svg') downloadSvg(svg.current, `referent-${name}`);
      else await downloadPng(svg.current, `referent-${name}`);
    } catch {
      setFailed(true);
    }
  };

  return (
    <figure className={className ? `infographic ${className}` : 'infographic'} data-chart={name}>
      <figcaption>{caption}</figcaption>
      {children}
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
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td>{r.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
