import { useEffect, useRef, useState } from 'react';
import { ChartFigure } from '../infographics/ChartFigure.js';
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
 * The word cloud: d3-cloud's layout drawn as SVG in the infographics' chart frame (the same
 * words as a table, SVG/PNG exports). The layout is redone when the column's width changes
 * (a phone turned).
 */
export function WordCloud({ caption, what, countLabel, terms }: WordCloudProps) {
  const holder = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(0);
  const [placed, setPlaced] = useState<CloudWord[]>([]);
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

  return (
    <ChartFigure
      name="word-cloud"
      className="text-cloud-figure"
      caption={caption}
      what={what}
      countLabel={countLabel}
      rows={terms.map((w) => ({ label: w.text, count: w.count }))}
      svg={svg}
    >
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
    </ChartFigure>
  );
}
