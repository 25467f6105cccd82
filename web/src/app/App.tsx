import { useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { storedLocale } from '../lib/locale.js';
import { LocaleRoutes } from './LocaleRoutes.js';

/** Spec §2: scroll resets to the top, or to the element of the hash. */
function ScrollReset() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, by design
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function App() {
  return (
    <>
      <ScrollReset />
      <Switch>
        <Route path="/">
          <Redirect to={`/${storedLocale()}/`} replace />
        </Route>
        <Route path="/:locale" nest>
          <LocaleRoutes />
        </Route>
      </Switch>
    </>
  );
}
