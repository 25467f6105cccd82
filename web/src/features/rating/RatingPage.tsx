import { useCallback, useEffect, useMemo, useState } from 'react';
import { Route, Switch } from 'wouter';
import '../../components/tool.css';
import type { UiLocale } from '../../lib/locale.js';
import { notify } from '../../lib/notify.js';
import type { ToolAllowance } from '../../lib/plan-allowance.js';
import { RatingContext } from './context.js';
import type { Review } from './model.js';
import { RatingList } from './RatingList.js';
import { ReviewEditor } from './ReviewEditor.js';
import { ReviewRepository } from './repository.js';

export { journalTitlesLoaded } from '../../lib/journal-titles.js';

/**
 * Article-quality (reviewer) rating (spec §1/§2, user: list and create): a structured peer
 * review against weighted criteria, a recommendation, a check of the manuscript's reference
 * list through the engine, and the review as a Word file.
 */
export default function RatingPage({ locale }: { locale: UiLocale }) {
  const repo = useMemo(() => new ReviewRepository(locale), [locale]);
  const [reviews, setReviews] = useState<Review[] | null>(null);
  const [allowance, setAllowance] = useState<ToolAllowance | null>(null);
  const reload = useCallback(async () => {
    try {
      setReviews(await repo.list());
    } catch (e) {
      setReviews([]);
      notify(e instanceof Error ? e.message : String(e), 'error');
    }
  }, [repo]);
  useEffect(() => {
    void reload();
    void repo.allowance().then(setAllowance);
  }, [repo, reload]);
  return (
    <RatingContext.Provider value={{ locale, repo, reviews, allowance, reload }}>
      <Switch>
        <Route path="/">
          <RatingList />
        </Route>
        <Route path="/create">
          <ReviewEditor key="create" />
        </Route>
        <Route path="/edit/:id">{(p) => <ReviewEditor key={p.id} id={Number(p.id)} />}</Route>
      </Switch>
    </RatingContext.Provider>
  );
}
