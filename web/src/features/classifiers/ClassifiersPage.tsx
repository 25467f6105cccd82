import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { serverMessage } from '../../components/AuthDialogs.js';
import type { UiLocale } from '../../lib/locale.js';
import { notify } from '../../lib/notify.js';
import { useTitle } from '../../lib/use-title.js';
import { addCode, Builder, type BuilderState } from './Builder.js';
import { HANDBOOK_PAGES } from './handbook-pages.js';
import { type ClassifierRepository, ServerClassifierRepository, type System, type SystemInfo } from './repository.js';
import { SearchPanel } from './SearchPanel.js';
import { SuggestPanel } from './SuggestPanel.js';
import { TreePanel } from './TreePanel.js';
import './classifiers.css';

/** The classifier tool (spec §1/§2 `udk`, user): UDC, BBK and JEL search, tree, UDC builder, suggest. */
export default function ClassifiersPage({ locale, repo: given }: { locale: UiLocale; repo?: ClassifierRepository }) {
  const { t } = useTranslation();
  useTitle(t('classifiers.title'));
  const repo = useMemo(() => given ?? new ServerClassifierRepository(locale), [given, locale]);
  const [systems, setSystems] = useState<SystemInfo[] | null>(null);
  const [system, setSystem] = useState<System>('udc');
  const [code, setCode] = useState<string | null>(null);
  const [builder, setBuilder] = useState<BuilderState>({ main: [], aux: [] });
  useEffect(() => {
    repo
      .systems()
      .then(setSystems)
      .catch((e) => notify(serverMessage(e, t), 'error'));
  }, [repo, t]);
  const info = systems?.find((s) => s.id === system);
  const choose = (s: System) => {
    setSystem(s);
    setCode(null);
  };
  const open = (s: System, c: string | null) => {
    setSystem(s);
    setCode(c);
    document.getElementById('cls-tree')?.scrollIntoView({ block: 'nearest' });
  };
  const add =
    system === 'udc'
      ? (c: string) => {
          const next = addCode(builder, c);
          if (next) setBuilder(next);
          else notify(t('classifiers.builder.notACode'), 'error');
        }
      : undefined;
  return (
    <article className="classifiers">
      <h1>{t('classifiers.title')}</h1>
      <p>{t('classifiers.lead')}</p>
      <fieldset className="system-tabs">
        <legend>{t('classifiers.systemsLabel')}</legend>
        {(systems ?? []).map((s) => (
          <button
            key={s.id}
            type="button"
            aria-pressed={s.id === system}
            disabled={!s.allowed}
            onClick={() => choose(s.id)}
            title={s.allowed ? undefined : t('classifiers.planOnly')}
          >
            {t(`classifiers.system.${s.id}`)}
            <span className="hint"> · {t('classifiers.classes', { count: s.classes })}</span>
          </button>
        ))}
      </fieldset>
      {systems?.some((s) => !s.allowed) && (
        <p className="banner">
          {t('classifiers.planBlocked', {
            systems: systems
              .filter((s) => !s.allowed)
              .map((s) => t(`classifiers.system.${s.id}`))
              .join(', '),
          })}
        </p>
      )}
      {info?.allowed && (
        <div className="cls-grid">
          <SearchPanel repo={repo} system={system} onOpen={(c) => open(system, c)} {...(add ? { onAdd: add } : {})} />
          <div id="cls-tree">
            <TreePanel
              repo={repo}
              system={system}
              code={code}
              onOpen={(c) => setCode(c)}
              {...(add ? { onAdd: add } : {})}
            />
          </div>
          {system === 'udc' && <Builder repo={repo} state={builder} onChange={setBuilder} />}
        </div>
      )}
      <SuggestPanel repo={repo} onOpen={open} />
      <footer className="attribution">
        <h2>{t('classifiers.sources')}</h2>
        <ul>
          {(systems ?? []).map((s) => (
            <li key={s.id}>{s.attribution}</li>
          ))}
        </ul>
        <p className="hint">{t('classifiers.captionsNote')}</p>
        <nav aria-label={t('classifiers.handbook.nav')}>
          <ul className="handbook-links">
            {HANDBOOK_PAGES.map((p) => (
              <li key={p}>
                <Link href={`~/${locale}/handbook/udk/${p}`}>{t(`classifiers.handbook.${p}.title`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </article>
  );
}
