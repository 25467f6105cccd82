import { Redirect, Route, Switch } from 'wouter';
import type { UiLocale } from '../../lib/locale.js';
import { BlogList, StoryView } from './BlogPages.js';
import { StoryEditor } from './StoryEditor.js';

/**
 * Spec §2 blog routes under /{locale}/blog: {page} digits (optional), {page}/{tag},
 * a bare {tag} redirects to its page 1; story/{hrefKey}, story/{hrefKey}/edit and new.
 */
export default function BlogRoutes({ locale }: { locale: UiLocale }) {
  return (
    <Switch>
      <Route path="/">
        <BlogList locale={locale} page={1} />
      </Route>
      <Route path="/new">
        <StoryEditor locale={locale} />
      </Route>
      <Route path="/story/:key/edit">{(p) => <StoryEditor key={p.key} locale={locale} hrefKey={p.key} />}</Route>
      <Route path="/story/:key">{(p) => <StoryView locale={locale} hrefKey={p.key} />}</Route>
      <Route path="/:page/:tag">
        {(p) =>
          /^\d+$/.test(p.page) && Number(p.page) > 0 ? (
            <BlogList locale={locale} page={Number(p.page)} tag={p.tag} />
          ) : (
            <Redirect to="/1" replace />
          )
        }
      </Route>
      <Route path="/:page">
        {(p) =>
          /^\d+$/.test(p.page) && Number(p.page) > 0 ? (
            <BlogList locale={locale} page={Number(p.page)} />
          ) : (
            <Redirect to={`/1/${p.page}`} replace />
          )
        }
      </Route>
    </Switch>
  );
}
