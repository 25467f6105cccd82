import { useCallback, useEffect, useMemo, useState } from 'react';
import { Route, Switch } from 'wouter';
import type { UiLocale } from '../../lib/locale.js';
import { notify } from '../../lib/notify.js';
import type { ToolAllowance } from '../../lib/plan-allowance.js';
import '../../components/tool.css';
import { CatalogEditor } from './CatalogEditor.js';
import { CatalogList } from './CatalogList.js';
import { CatalogContext } from './context.js';
import type { CatalogueEntry } from './model.js';
import { CatalogueRepository, type LinkableRecord } from './repository.js';

export { journalTitlesLoaded } from '../../lib/journal-titles.js';

/**
 * The catalogue of my own publications (spec §1/§2, user): list, create, edit, delete, and its
 * outputs — the attestation form «Список научных трудов» and a list in any of the 15 styles.
 * `/catalog/:id` opens one entry (spec §2: optional catalog id).
 */
export default function CatalogPage({ locale }: { locale: UiLocale }) {
  const repo = useMemo(() => new CatalogueRepository(locale), [locale]);
  const [entries, setEntries] = useState<CatalogueEntry[] | null>(null);
  const [records, setRecords] = useState<LinkableRecord[]>([]);
  const [allowance, setAllowance] = useState<ToolAllowance | null>(null);
  const reload = useCallback(async () => {
    try {
      setEntries(await repo.list());
    } catch (e) {
      setEntries([]);
      notify(e instanceof Error ? e.message : String(e), 'error');
    }
  }, [repo]);
  useEffect(() => {
    void reload();
    void repo.allowance().then(setAllowance);
    void repo.bibliography().then(setRecords);
  }, [repo, reload]);
  return (
    <CatalogContext.Provider value={{ locale, repo, entries, records, allowance, reload }}>
      <Switch>
        <Route path="/">
          <CatalogList />
        </Route>
        <Route path="/create">
          <CatalogEditor key="create" />
        </Route>
        <Route path="/:id">{(p) => <CatalogEditor key={p.id} id={Number(p.id)} />}</Route>
      </Switch>
    </CatalogContext.Provider>
  );
}
