import {
  forceCenter,
  forceCollide,
  forceLink,
  forceManyBody,
  forceSimulation,
  type SimulationNodeDatum,
} from 'd3-force';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useTitle } from '../../lib/use-title.js';
import { useCards } from './context.js';
import type { CardSummary } from './repository.js';

type Kind = 'tree' | 'body' | 'context';
interface Node extends SimulationNodeDatum {
  card: CardSummary;
}
interface Edge {
  source: Node | number;
  target: Node | number;
  kind: Kind;
}

/** Labels only while they stay legible; beyond, a node's number and title are in its tooltip. */
const LABELS_UP_TO = 150;

/**
 * The links between cards as a force-directed graph (d3-force): father links, [[…]] links
 * and context links. The layout is computed once per catalogue, off the render path of the
 * SVG (a fixed number of ticks: about a second for 1,000 cards), then drawn statically.
 */
function layout(cards: CardSummary[]): { nodes: Node[]; edges: Edge[] } {
  const nodes: Node[] = cards.map((card) => ({ card }));
  const index = new Map(cards.map((c, i) => [c.id, i]));
  const edges: Edge[] = [];
  for (const c of cards) {
    const from = index.get(c.id) as number;
    const add = (to: number | null | undefined, kind: Kind) => {
      if (to !== undefined && to !== null && index.has(to) && to !== c.id)
        edges.push({ source: from, target: index.get(to) as number, kind });
    };
    add(c.fatherId, 'tree');
    for (const l of c.links) add(l, 'body');
    for (const l of c.contextLinks) add(l, 'context');
  }
  const sim = forceSimulation(nodes)
    .force(
      'link',
      forceLink<Node, Edge>(edges).distance((e) => (e.kind === 'tree' ? 30 : 60)),
    )
    .force('charge', forceManyBody().strength(-40).distanceMax(300))
    .force('collide', forceCollide(8))
    .force('center', forceCenter(0, 0))
    .stop();
  const ticks = cards.length > 500 ? 120 : 300;
  for (let i = 0; i < ticks; i++) sim.tick();
  return { nodes, edges };
}

export function GraphView() {
  const { t } = useTranslation();
  useTitle(t('ideas.graph.title'));
  const { catalog } = useCards();
  const [, navigate] = useLocation();
  const [zoom, setZoom] = useState(1);
  const graph = useMemo(() => (catalog?.length ? layout(catalog) : null), [catalog]);
  if (catalog === null) return <p aria-busy="true">{t('ideas.loading')}</p>;
  if (!graph) return <p className="hint">{t('ideas.list.empty')}</p>;
  const xs = graph.nodes.map((n) => n.x ?? 0);
  const ys = graph.nodes.map((n) => n.y ?? 0);
  const pad = 30;
  const minX = Math.min(...xs) - pad;
  const minY = Math.min(...ys) - pad;
  const width = Math.max(...xs) - minX + pad;
  const height = Math.max(...ys) - minY + pad;
  const labels = graph.nodes.length <= LABELS_UP_TO;
  const open = (id: number) => navigate(`/card/${id}`);
  return (
    <div className="card-graph">
      <div className="toolbar">
        <button type="button" onClick={() => setZoom((z) => Math.min(8, z * 1.5))} aria-label={t('ideas.graph.zoomIn')}>
          +
        </button>
        <button
          type="button"
          onClick={() => setZoom((z) => Math.max(0.25, z / 1.5))}
          aria-label={t('ideas.graph.zoomOut')}
        >
          −
        </button>
        <span className="legend">
          <span className="legend-tree">{t('ideas.graph.tree')}</span>
          <span className="legend-body">{t('ideas.graph.body')}</span>
          <span className="legend-context">{t('ideas.graph.context')}</span>
        </span>
      </div>
      <div className="graph-frame">
        <svg
          role="img"
          aria-label={t('ideas.graph.summary', { count: graph.nodes.length })}
          data-testid="card-graph"
          viewBox={`${minX} ${minY} ${width} ${height}`}
          // The whole graph fits the frame at zoom 1 (viewBox with the default 'meet'); zooming in makes it scroll.
          style={{ width: `${zoom * 100}%`, height: `${zoom * 65}vh` }}
        >
          {graph.edges.map((e, i) => {
            const s = e.source as Node;
            const d = e.target as Node;
            // biome-ignore lint/suspicious/noArrayIndexKey: edges have no identity beyond their position
            return <line key={i} className={`edge edge-${e.kind}`} x1={s.x} y1={s.y} x2={d.x} y2={d.y} />;
          })}
          {graph.nodes.map((n) => (
            // An SVG link: reachable with Tab, opened with Enter or a click.
            <a
              key={n.card.id}
              href={`#card-${n.card.id}`}
              className="node"
              onClick={(e) => {
                e.preventDefault();
                open(n.card.id);
              }}
            >
              <title>{`${n.card.zettelNumber} ${n.card.title}`}</title>
              <circle cx={n.x} cy={n.y} r={n.card.fatherId === null ? 7 : 5} />
              {labels ? (
                <text x={(n.x ?? 0) + 8} y={(n.y ?? 0) + 4}>
                  {n.card.zettelNumber}
                </text>
              ) : null}
            </a>
          ))}
        </svg>
      </div>
    </div>
  );
}
