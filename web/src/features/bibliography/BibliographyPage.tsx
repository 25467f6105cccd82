import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Route, Switch } from 'wouter';
import type { UiLocale } from '../../lib/locale.js';
import { notify } from '../../lib/notify.js';
import { signedIn } from '../../lib/session.js';
import { ConfigView } from './ConfigView.js';
import { BiblioContext, type BiblioState } from './context.js';
import { ListView } from './ListView.js';
import { EditTextView, RecordEditor } from './RecordEditor.js';
import { ReferencesView } from './ReferencesView.js';
import { type Allowance, DemoRepository, ServerRepository, type StoredRecord } from './repository.js';

export { journalTitlesLoaded } from '../../lib/journal-titles.js';

/**
 * The bibliography tool (spec §1/§2): the same screens for a guest (demo on local storage)
 * and a signed-in user (the server), through one repository interface.
 */
export default function BibliographyPage({ locale }: { locale: UiLocale }) {
  useSignals();
  const user = signedIn.value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new repository when the person signs in or out
  const repo = useMemo(() => (user ? new ServerRepository(locale) : new DemoRepository()), [user, locale]);
  const [records, setRecords] = useState<StoredRecord[] | null>(null);
  const [allowance, setAllowance] = useState<Allowance | null>(null);
  const reload = useCallback(async () => {
    try {
      setRecords(await repo.list());
    } catch (e) {
      setRecords([]);
      notify(e instanceof Error ? e.message : String(e), 'error');
    }
  }, [repo]);
  useEffect(() => {
    setRecords(null);
    void reload();
    void repo.allowance().then(setAllowance);
  }, [repo, reload]);
  const state: BiblioState = { locale, repo, records, allowance, reload };
  return (
    <BiblioContext.Provider value={state}>
      <Switch>
        <Route path="/">
          <ListView />
        </Route>
        <Route path="/create">
          <RecordEditor key="create" mode="create" />
        </Route>
        <Route path="/edit/:id">
          <RecordEditor key="edit" mode="edit" />
        </Route>
        <Route path="/edit-text/:id">
          <EditTextView />
        </Route>
        <Route path="/references">
          <ReferencesView />
        </Route>
        <Route path="/configuration">
          <ConfigView />
        </Route>
      </Switch>
    </BiblioContext.Provider>
  );
}
