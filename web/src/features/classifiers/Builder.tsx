import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../components/AuthDialogs.js';
import { auxKind, buildUdc, isMain } from './builder.js';
import { Caption, CopyButton } from './HitLine.js';
import type { ClassifierRepository, UdcPart } from './repository.js';

export interface BuilderState {
  main: string[];
  aux: string[];
}

/** Adds a code to the builder as a main class or a common auxiliary; null when it is neither. */
export function addCode(state: BuilderState, code: string): BuilderState | null {
  const c = code.trim();
  if (isMain(c)) return state.main.includes(c) ? state : { ...state, main: [...state.main, c] };
  if (auxKind(c)) return state.aux.includes(c) ? state : { ...state, aux: [...state.aux, c] };
  return null;
}

/** The UDC code builder: main classes joined by ":" plus common auxiliaries, each part explained. */
export function Builder({
  repo,
  state,
  onChange,
}: {
  repo: ClassifierRepository;
  state: BuilderState;
  onChange: (s: BuilderState) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  const [parts, setParts] = useState<UdcPart[]>([]);
  const code = buildUdc(state.main, state.aux);
  useEffect(() => {
    if (!code) {
      setParts([]);
      return;
    }
    let live = true;
    repo
      .analyse(code)
      .then((p) => live && setParts(p))
      .catch((e) => live && setError(serverMessage(e, t)));
    return () => {
      live = false;
    };
  }, [code, repo, t]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = addCode(state, typed);
    if (!next) {
      setError(t('classifiers.builder.notACode'));
      return;
    }
    setError('');
    setTyped('');
    onChange(next);
  };
  const remove = (c: string) =>
    onChange({ main: state.main.filter((x) => x !== c), aux: state.aux.filter((x) => x !== c) });
  return (
    <section className="cls-builder" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('classifiers.builder.heading')}</h2>
      <p className="hint">{t('classifiers.builder.hint')}</p>
      <form onSubmit={submit} className="inline-form">
        <label htmlFor={`${id}-c`}>{t('classifiers.builder.addLabel')}</label>
        <input
          id={`${id}-c`}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder='378 (477) "20" =161.2'
          aria-invalid={error ? true : undefined}
        />
        <button type="submit">{t('classifiers.add')}</button>
      </form>
      {error && <p className="error">{error}</p>}
      <ul className="chips" aria-label={t('classifiers.builder.parts')}>
        {[...state.main, ...state.aux].map((c) => (
          <li key={c}>
            <code>{c}</code>
            <button
              type="button"
              className="small"
              onClick={() => remove(c)}
              aria-label={t('classifiers.builder.remove', { code: c })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <p className="built">
        <output htmlFor={`${id}-c`} aria-label={t('classifiers.builder.result')} data-testid="udc-built">
          {code || '—'}
        </output>
        {code && <CopyButton text={code} label={t('classifiers.copyCode', { code })} />}
        {code && (
          <button type="button" className="small" onClick={() => onChange({ main: [], aux: [] })}>
            {t('classifiers.builder.clear')}
          </button>
        )}
      </p>
      {parts.length > 0 && (
        <dl className="analysis">
          {parts.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a sign such as ':' may occur twice; parts never reorder
            <div key={`${p.part.text}-${i}`}>
              <dt>
                <code>{p.part.text}</code> <span className="hint">{t(`classifiers.kind.${p.part.kind}`)}</span>
              </dt>
              <dd>
                {p.hit ? (
                  <>
                    {!p.exact && <span className="hint">{t('classifiers.builder.within', { code: p.hit.code })} </span>}
                    <Caption hit={p.hit} />
                  </>
                ) : (
                  t('classifiers.builder.unknown')
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
