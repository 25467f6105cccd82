import { Redirect, Route, Switch } from 'wouter';
import { Guard } from '../../components/Guard.js';
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
      {/* The guard refreshes the token first, so roles given since sign-in count (spec §6: editor or admin). */}
      <Route path="/new">
        <Guard locale={locale} sync demo={false}>
          <StoryEditor locale={locale} />
        </Guard>
      </Route>
      <Route path="/story/:key/edit">
        {(p) => (
          <Guard locale={locale} sync demo={false}>
            <StoryEditor key={p.key} locale={locale} hrefKey={p.key} />
          </Guard>
        )}
      </Route>
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
