import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Route, Switch } from 'wouter';
import type { UiLocale } from '../../lib/locale.js';
import { notify } from '../../lib/notify.js';
import type { ToolAllowance } from '../../lib/plan-allowance.js';
import { signedIn } from '../../lib/session.js';
import '../../components/tool.css';
import { AnnotationEditor } from './AnnotationEditor.js';
import { AnnotationList } from './AnnotationList.js';
import { AnnotationView } from './AnnotationView.js';
import { AnnotationsContext } from './context.js';
import type { Annotation } from './model.js';
import { DemoAnnotations, ServerAnnotations } from './repository.js';

/**
 * The annotation tool (spec §1/§2, guest access): list, create, view and edit abstracts
 * written to a template — on the server for a signed-in user, in local storage for a guest.
 */
export default function AnnotationsPage({ locale }: { locale: UiLocale }) {
  useSignals();
  const user = signedIn.value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new repository when the person signs in or out
  const repo = useMemo(() => (user ? new ServerAnnotations(locale) : new DemoAnnotations()), [user, locale]);
  const [list, setList] = useState<Annotation[] | null>(null);
  const [allowance, setAllowance] = useState<ToolAllowance | null>(null);
  const reload = useCallback(async () => {
    try {
      setList(await repo.list());
    } catch (e) {
      setList([]);
      notify(e instanceof Error ? e.message : String(e), 'error');
    }
  }, [repo]);
  useEffect(() => {
    setList(null);
    void reload();
    void repo.allowance().then(setAllowance);
  }, [repo, reload]);
  return (
    <AnnotationsContext.Provider value={{ locale, repo, list, allowance, reload }}>
      <Switch>
        <Route path="/">
          <AnnotationList />
        </Route>
        <Route path="/create">
          <AnnotationEditor key="create" />
        </Route>
        <Route path="/edit/:id">{(p) => <AnnotationEditor key={`edit-${p.id}`} id={Number(p.id)} />}</Route>
        <Route path="/view/:id">{(p) => <AnnotationView id={Number(p.id)} />}</Route>
      </Switch>
    </AnnotationsContext.Provider>
  );
}
