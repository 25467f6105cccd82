import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useTitle } from '../../lib/use-title.js';
import { useCards } from './context.js';
import type { CardSummary } from './repository.js';

/** The Folgezettel hierarchy as nested lists: every card a link, its children indented under it. */
export function TreeView() {
  const { t } = useTranslation();
  useTitle(t('ideas.tree.title'));
  const { catalog } = useCards();
  if (catalog === null) return <p aria-busy="true">{t('ideas.loading')}</p>;
  if (catalog.length === 0) return <p className="hint">{t('ideas.list.empty')}</p>;
  const children = new Map<number | null, CardSummary[]>();
  for (const c of catalog) children.set(c.fatherId, [...(children.get(c.fatherId) ?? []), c]);
  const branch = (parent: number | null) => {
    const list = children.get(parent);
    if (!list) return null;
    return (
      <ul>
        {list.map((c) => (
          <li key={c.id}>
            <Link href={`/card/${c.id}`}>
              <span className="zettel-number">{c.zettelNumber}</span> {c.title || c.excerpt.slice(0, 60)}
            </Link>
            {branch(c.id)}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <nav className="card-tree" aria-label={t('ideas.tree.title')} data-testid="card-tree">
      {branch(null)}
    </nav>
  );
}
