import { useEffect } from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { clearAnnotationDemo } from '../features/annotations/demo-store.js';
import { clearDemo } from '../features/bibliography/demo-store.js';
import { clearCardsDemo } from '../features/cards/demo-repository.js';
import { ensureGmCookie } from '../lib/gm.js';
import { storedLocale } from '../lib/locale.js';
import { useDedupedLocation } from '../lib/navigation.js';
import { onSession, refreshToken } from '../lib/session.js';
import { LocaleRoutes } from './LocaleRoutes.js';

/** Spec §2: scroll resets to the top, or to the element of the hash; §4: the token refreshes on navigation. */
function OnNavigation() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, by design
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Async routes do not wait for it; sync routes await it in their Guard.
    void refreshToken();
  }, [location]);
  return null;
}

// Spec §4: demo data disappears after authorisation.
onSession('LOGGED_IN', clearDemo);
onSession('LOGGED_IN', clearCardsDemo);
onSession('LOGGED_IN', clearAnnotationDemo);
ensureGmCookie();

export function App() {
  return (
    <Router hook={useDedupedLocation}>
      <OnNavigation />
      <Switch>
        <Route path="/">
          <Redirect to={`/${storedLocale()}/`} replace />
        </Route>
        <Route path="/:locale" nest>
          <LocaleRoutes />
        </Route>
      </Switch>
    </Router>
  );
}
