import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Switch, useLocation } from 'wouter';
import { serverMessage } from '../../components/AuthDialogs.js';
import type { UiLocale } from '../../lib/locale.js';
import { notify } from '../../lib/notify.js';
import { dialog, signedIn } from '../../lib/session.js';
import { CardEditor } from './CardEditor.js';
import { CardView } from './CardView.js';
import { CardsContext, type CardsState } from './context.js';
import { DemoRepository } from './demo-repository.js';
import { GraphView } from './GraphView.js';
import { ListView } from './ListView.js';
import { type CardSummary, type Color, ServerRepository, type Tag } from './repository.js';
import { TagsView } from './TagsView.js';
import { TreeView } from './TreeView.js';
import './cards.css';

/**
 * The ideas generator (spec §1/§2 ideasgenerator): Zettelkasten cards in a numbered tree,
 * with list, tree, graph and tag views. A guest works on sample cards in local storage
 * (spec §6 demo); a signed-in user on the server, through one repository interface.
 */
export default function CardsPage({ locale }: { locale: UiLocale }) {
  useSignals();
  const { t } = useTranslation();
  const user = signedIn.value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new repository when the person signs in or out or switches language
  const repo = useMemo(() => (user ? new ServerRepository(locale) : new DemoRepository(t, locale)), [user, locale]);
  const [catalog, setCatalog] = useState<CardSummary[] | null>(null);
  const [tags, setTags] = useState<Tag[]>([]);
  const [colors, setColors] = useState<Color[]>([]);
  const reload = useCallback(async () => {
    try {
      const [all, tagList] = await Promise.all([repo.catalog(), repo.tags()]);
      setCatalog(all);
      setTags(tagList);
    } catch (e) {
      setCatalog([]);
      notify(serverMessage(e, t), 'error');
    }
  }, [repo, t]);
  useEffect(() => {
    setCatalog(null);
    void reload();
    void repo.colors().then(setColors, () => setColors([]));
  }, [repo, reload]);
  const [location] = useLocation();
  const state: CardsState = { locale, repo, catalog, tags, colors, reload };
  const tab = (href: string, label: string) => {
    const current = href === '/' ? location === '/' : location.startsWith(href);
    return (
      <Link href={href} className="button small" aria-current={current ? 'page' : undefined}>
        {label}
      </Link>
    );
  };
  return (
    <CardsContext.Provider value={state}>
      <section className="ideas">
        <h1>{t('ideas.heading')}</h1>
        {repo.kind === 'demo' ? (
          <div className="banner" role="note">
            <p>{t('ideas.demoNote')}</p>
            <button type="button" className="primary small" onClick={() => (dialog.value = 'register')}>
              {t('account.register')}
            </button>
          </div>
        ) : null}
        <nav className="ideas-tabs" aria-label={t('ideas.views')}>
          {tab('/', t('ideas.list.tab'))}
          {tab('/tree', t('ideas.tree.tab'))}
          {tab('/graph', t('ideas.graph.tab'))}
          {tab('/tags', t('ideas.tags.tab'))}
          <Link href="/new" className="button primary small">
            {t('ideas.create')}
          </Link>
        </nav>
        <Switch>
          <Route path="/">
            <ListView />
          </Route>
          <Route path="/tree">
            <TreeView />
          </Route>
          <Route path="/graph">
            <GraphView />
          </Route>
          <Route path="/tags">
            <TagsView />
          </Route>
          <Route path="/new">
            <CardEditor key="new" />
          </Route>
          <Route path="/card/:id/edit">{(p) => <CardEditor key={`edit-${p.id}`} id={Number(p.id)} />}</Route>
          <Route path="/card/:id">{(p) => <CardView key={p.id} id={Number(p.id)} />}</Route>
        </Switch>
      </section>
    </CardsContext.Provider>
  );
}
