import { Route, Switch } from 'wouter';
import type { UiLocale } from '../../lib/locale.js';
import { HelpOverview } from './HelpOverview.js';
import { HelpToolPage } from './HelpToolPage.js';
import './help.css';

/** `/{locale}/help` (the overview) and `/{locale}/help/{tool}` (one page per tool). */
export default function HelpRoutes({ locale }: { locale: UiLocale }) {
  return (
    <Switch>
      <Route path="/">
        <HelpOverview locale={locale} />
      </Route>
      <Route path="/:tool">{(p) => <HelpToolPage locale={locale} tool={p.tool} />}</Route>
    </Switch>
  );
}
