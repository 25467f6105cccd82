import * as Plot from '@observablehq/plot';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from './ChartFigure.js';

export interface Bar {
  label: string;
  count: number;
}

export interface ChartProps {
  /** File name of the exports and the figure's test id. */
  name: string;
  caption: string;
  /** The table's first column heading. */
  what: string;
  rows: Bar[];
  /** Columns for a few ordered values, horizontal bars for long names, a line for time. */
  kind: 'columns' | 'bars' | 'line';
  /** The counts' axis and column heading; "Records" unless said (the text tool counts words). */
  countLabel?: string;
}

const COLOR = '#2f5d8a';

function draw(rows: Bar[], kind: ChartProps['kind'], width: number, countLabel: string): SVGSVGElement {
  // Counts are whole numbers: at most one tick per record, never 0.5.
  const ticks = Math.max(1, Math.min(8, ...rows.map((r) => r.count)));
  const counts = { grid: true, label: countLabel, ticks, tickFormat: 'd' } as const;
  const common = { width, style: { fontSize: '12px', background: 'white' }, y: counts };
  if (kind === 'bars') {
    const longest = Math.max(...rows.map((r) => r.label.length), 4);
    return Plot.plot({
      width,
      style: { fontSize: '12px', background: 'white' },
      marginLeft: Math.min(240, 20 + longest * 7.5),
      marginRight: 30,
      height: 50 + rows.length * 34,
      x: counts,
      y: { label: null, domain: rows.map((r) => r.label) },
      marks: [
        Plot.barX(rows, { x: 'count', y: 'label', fill: COLOR }),
        Plot.text(rows, { x: 'count', y: 'label', text: 'count', dx: 10 }),
        Plot.ruleX([0]),
      ],
    }) as SVGSVGElement;
  }
  if (kind === 'line') {
    return Plot.plot({
      ...common,
      height: 260,
      x: { label: null, domain: rows.map((r) => r.label), type: 'point', tickRotate: rows.length > 8 ? -40 : 0 },
      marginBottom: rows.length > 8 ? 60 : 30,
      marks: [
        Plot.lineY(rows, { x: 'label', y: 'count', stroke: COLOR, strokeWidth: 2 }),
        Plot.dot(rows, { x: 'label', y: 'count', fill: COLOR }),
        Plot.ruleY([0]),
      ],
    }) as SVGSVGElement;
  }
  return Plot.plot({
    ...common,
    height: 260,
    x: { label: null, domain: rows.map((r) => r.label), tickRotate: rows.length > 10 ? -40 : 0 },
    marginBottom: rows.length > 10 ? 50 : 30,
    marks: [Plot.barY(rows, { x: 'label', y: 'count', fill: COLOR }), Plot.ruleY([0])],
  }) as SVGSVGElement;
}

/** One Plot chart in the shared frame (caption, table alternative, exports). */
export function Chart({ name, caption, what, rows, kind, countLabel: counted }: ChartProps) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement | null>(null);
  const countLabel = counted ?? t('infographics.count');

  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    let drawnWidth = 0;
    const render = () => {
      const width = Math.max(280, Math.min(760, el.clientWidth || 640));
      // A new drawing changes the holder's height; only a change of width needs another.
      if (width === drawnWidth) return;
      drawnWidth = width;
      const drawn = draw(rows, kind, width, countLabel);
      drawn.setAttribute('aria-hidden', 'true');
      el.replaceChildren(drawn);
      svg.current = drawn;
    };
    render();
    // Redraw to the new width when the column narrows (phone rotation, window resize).
    const observer = new ResizeObserver(() => render());
    observer.observe(el);
    return () => observer.disconnect();
  }, [rows, kind, countLabel]);

  return (
    <ChartFigure name={name} caption={caption} what={what} countLabel={countLabel} rows={rows} svg={svg}>
      <div ref={holder} className="infographic-plot" />
    </ChartFigure>
  );
}
