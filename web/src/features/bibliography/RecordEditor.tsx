import {
  availableStyles,
  type Config,
  dispatch,
  type PublicationInput,
  SCIENCES,
  SOURCE_TYPES,
  type SourceType,
  toHtml,
} from '@referent/engine';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { ApiError, request, TIMEOUT } from '../../lib/http.js';
import { useLeaveWarning } from '../../lib/leave-warning.js';
import { notify } from '../../lib/notify.js';
import { useTitle } from '../../lib/use-title.js';
import { loadConfig, saveConfig } from './config.js';
import { useBiblio } from './context.js';
import { defaultValue, type FieldDef, fieldsFor } from './fields.js';
import { styleName, useRefusal } from './ListView.js';
import { type Hit, hitLine, hitsOf, LOOKUP_SOURCES, type LookupSource, lookupFailure } from './lookup.js';
import {
  emptyForm,
  type FieldError,
  formOf,
  isDirty,
  PERSON_ROLES,
  publicationOf,
  type RecordForm,
  validate,
} from './record-form.js';
import { EDITED_KEY, viewOf } from './records.js';
import { LimitError } from './repository.js';

function StepOne({
  styles,
  type,
  onNext,
}: {
  styles: string[];
  type: SourceType;
  onNext: (styles: string[], type: SourceType) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<string[]>(styles);
  const [kind, setKind] = useState<SourceType>(type);
  const [error, setError] = useState('');
  const all = availableStyles();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen.length) return setError(t('biblio.errors.styles'));
    onNext(chosen, kind);
  };
  return (
    <form onSubmit={submit} className="step" noValidate>
      <h2>{t('biblio.step1')}</h2>
      <fieldset className={`styles${error ? ' invalid' : ''}`}>
        <legend>{t('biblio.styles')}</legend>
        <div className="choices">
          {all.map((s) => (
            <div key={s} className="check">
              <input
                id={`${id}-${s}`}
                type="checkbox"
                checked={chosen.includes(s)}
                onChange={(e) => {
                  setError('');
                  setChosen(e.currentTarget.checked ? [...chosen, s] : chosen.filter((c) => c !== s));
                }}
              />
              <label htmlFor={`${id}-${s}`}>{styleName(s)}</label>
            </div>
          ))}
        </div>
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      <fieldset>
        <legend>{t('biblio.sourceType')}</legend>
        <div className="choices">
          {SOURCE_TYPES.map((s) => (
            <div key={s} className="check">
              <input
                id={`${id}-t-${s}`}
                type="radio"
                name={`${id}-type`}
                checked={kind === s}
                onChange={() => setKind(s)}
              />
              <label htmlFor={`${id}-t-${s}`}>{t(`biblio.types.${s}`)}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <p className="actions">
        <button type="submit" className="primary">
          {t('biblio.next')}
        </button>
      </p>
    </form>
  );
}

/** Types whose `physical.pages` is the page count of the whole work (docs/model.md). */
const WHOLE_WORKS: readonly SourceType[] = ['book', 'dissertation', 'standard'];

function Input({
  def,
  labelKey,
  id,
  value,
  error,
  onChange,
}: {
  def: FieldDef;
  labelKey?: string;
  id: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const label = `${t(`biblio.fields.${labelKey ?? def.id}`)}${def.required ? ' *' : ''}`;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
  let control: React.ReactNode;
  if (def.kind === 'select') {
    const options =
      def.id === 'science'
        ? [
            ['', t('biblio.options.none')] as const,
            ...SCIENCES.map(
              (s) =>
                [String(s.id), i18n.language === 'ru' ? s.nameRu : i18n.language === 'ua' ? s.nameUa : s.name] as const,
            ),
          ]
        : (def.options ?? []).map((o) => [o, t(`biblio.options.${def.id}.${o || 'none'}`)] as const);
    control = (
      <select {...common} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        {...common}
        type={def.kind === 'date' && !def.month ? 'date' : 'text'}
        inputMode={def.kind === 'year' || def.kind === 'pages' ? 'numeric' : undefined}
        value={value}
        placeholder={
          def.kind === 'pages'
            ? '15-67'
            : def.kind === 'link'
              ? 'https://… / 10.1000/xyz'
              : def.month
                ? 'YYYY-MM-DD / YYYY-MM'
                : undefined
        }
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  return (
    <div className={`field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {control}
      {error ? (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The pasted-citation panel (spec §1: a pasted citation is parsed to fill fields). */
function PastePanel({ onParsed }: { onParsed: (pub: unknown, withType: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { allowance, locale } = useBiblio();
  const refuse = useRefusal();
  const [text, setText] = useState('');
  const parse = async () => {
    if (allowance && !allowance.parser) return refuse(new LimitError('unavailable'));
    if (!text.trim()) return;
    try {
      const answer = await request<{ data: { publication?: unknown; recognised?: boolean } }>(
        'POST',
        '/api/Bibliograph/parse',
        { json: { text, lang: locale }, timeoutMs: TIMEOUT.parse },
      );
      if (answer.data.recognised === false || !answer.data.publication) {
        notify(t('biblio.notRecognised'), 'error');
        return;
      }
      onParsed(answer.data.publication, true);
      notify(t('biblio.parsed'), 'success');
    } catch (e) {
      refuse(e);
    }
  };
  return (
    <details className="panel">
      <summary>{t('biblio.paste')}</summary>
      <div className="field">
        <label htmlFor={`${id}-paste`}>{t('biblio.pasteLabel')}</label>
        <textarea id={`${id}-paste`} rows={3} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </div>
      <button type="button" onClick={parse}>
        {t('biblio.parse')}
      </button>
    </details>
  );
}

/** Source search in OpenLibrary or Crossref through the server (spec §7, 60 s; docs/api.md "Source search"). */
function LookupPanel({ onChosen }: { onChosen: (pub: unknown) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { allowance, locale } = useBiblio();
  const refuse = useRefusal();
  const [query, setQuery] = useState('');
  const [author, setAuthor] = useState('');
  const [source, setSource] = useState<LookupSource>('Crossref');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [outcome, setOutcome] = useState('');
  const [busy, setBusy] = useState(false);
  const search = async () => {
    if (allowance && !allowance.sourceSearch) return refuse(new LimitError('unavailable'));
    // The server takes a title (or DOI/ISBN), an author, or both.
    if (!query.trim() && !author.trim()) return;
    setBusy(true);
    setHits(null);
    setOutcome('');
    try {
      const answer = await request<unknown>('POST', `/api/${source}/GetBook`, {
        json: { query, author, lang: locale },
        timeoutMs: TIMEOUT.lookup,
      });
      const found = hitsOf(answer);
      setHits(found);
      setOutcome(
        found.length
          ? t('biblio.lookupHits', { n: found.length })
          : t('biblio.noHits', { source: LOOKUP_SOURCES[source] }),
      );
    } catch (err) {
      const failure = lookupFailure(err);
      if ('limit' in failure) refuse(failure.limit);
      else setOutcome('message' in failure ? failure.message : t(failure.key, { source: LOOKUP_SOURCES[source] }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="panel">
      <summary>{t('biblio.lookup')}</summary>
      {/* Not a <form>: it sits inside the record form; Enter in a field searches. */}
      <fieldset
        className="lookup"
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
            e.preventDefault();
            void search();
          }
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-src`}>{t('biblio.lookupSource')}</label>
          <select id={`${id}-src`} value={source} onChange={(e) => setSource(e.currentTarget.value as LookupSource)}>
            {Object.entries(LOOKUP_SOURCES).map(([route, name]) => (
              <option key={route} value={route}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('biblio.lookupQuery')}</label>
          <input id={`${id}-q`} value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-a`}>{t('biblio.lookupAuthor')}</label>
          <input id={`${id}-a`} value={author} onChange={(e) => setAuthor(e.currentTarget.value)} />
        </div>
        <button type="button" disabled={busy} onClick={() => void search()}>
          {busy ? t('biblio.lookupBusy') : t('biblio.lookupSearch')}
        </button>
      </fieldset>
      <p className="hint" role="status" data-testid="lookup-outcome">
        {outcome}
      </p>
      {hits?.length ? (
        <ul className="hits">
          {hits.map((h) => (
            <li key={`${h.source}:${h.id}`}>
              <span>{hitLine(h)}</span>
              <button
                type="button"
                className="small"
                aria-label={`${t('biblio.useHit')}: ${h.title}`}
                onClick={() => onChosen(h.publication)}
              >
                {t('biblio.useHit')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}

function Preview({ form, styles, config }: { form: RecordForm; styles: string[]; config: Config }) {
  const { t } = useTranslation();
  const answer = useMemo(
    () => dispatch({ bibl: publicationOf(form, styles), standarts: styles }, config),
    [form, styles, config],
  );
  return (
    <section className="preview" aria-label={t('biblio.preview')}>
      <h2>{t('biblio.preview')}</h2>
      {answer.state === 'error' ? (
        <p className="hint">{answer.errorMessage}</p>
      ) : (
        <dl className="results" aria-live="polite">
          {styles.map((s) => (
            <div key={s} className="result">
              <dt>{styleName(s)}</dt>
              <dd>
                <span
                  className="reference"
                  data-testid={`preview-${s}`}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: toHtml escapes every run
                  dangerouslySetInnerHTML={{ __html: toHtml(answer.rich[s] ?? []) }}
                />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/**
 * Creation in two steps (spec §1): (1) styles and source type, (2) the fields the type needs,
 * checked at the field (§5), with a live preview per style. With an id it edits a record.
 */
export function RecordEditor({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation();
  useTitle(t(mode === 'create' ? 'biblio.createTitle' : 'biblio.editTitle'));
  const { locale, repo, records, reload } = useBiblio();
  const params = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const refuse = useRefusal();
  const id = useId();
  const [config, setConfig] = useState<Config>(loadConfig);
  const editing = mode === 'edit' ? records?.find((r) => String(r.id) === params.id) : undefined;
  const [step, setStep] = useState<1 | 2>(mode === 'edit' ? 2 : 1);
  const [styles, setStyles] = useState<string[]>(config.standarts);
  const [form, setForm] = useState<RecordForm>(emptyForm());
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const loaded = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (editing && !loaded.current) {
      loaded.current = true;
      const view = viewOf(editing);
      setForm(formOf(view.bibl));
      setStyles(editing.standarts.length ? editing.standarts : config.standarts);
    }
  }, [editing, config.standarts]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the heading of each new step
  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  useLeaveWarning(isDirty(form) && !saved, t('biblio.leaveWarning'));

  const shownErrors = tried
    ? errors
    : errors.filter(
        (e) => (form.values[e.field] ?? '').trim() !== '' || e.field.startsWith('person') || e.field.startsWith('org'),
      );
  const errorOf = (field: string) => {
    const e = shownErrors.find((x) => x.field === field);
    return e ? t(`biblio.errors.${e.message}`, { min: 3, max: 1000 }) : undefined;
  };

  const update = (next: RecordForm) => {
    setForm(next);
    setErrors(validate(next, styles));
  };

  /** A parse or a lookup hit brings its own source type (a pasted book is a book, a Crossref article an article). */
  const fill = (pub: unknown, withType = false) => {
    const parsed = formOf(pub);
    update({
      ...parsed,
      type: withType ? parsed.type : form.type,
      language: parsed.language || form.language,
      values: { ...form.values, ...parsed.values },
      people: parsed.people.some((p) => p.surname) ? parsed.people : form.people,
      organisations: parsed.organisations.length ? parsed.organisations : form.organisations,
    });
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate(form, styles);
    setErrors(found);
    setTried(true);
    if (found.length) {
      notify(t('biblio.fixErrors'), 'error');
      const first = found[0];
      if (first) document.getElementById(`${id}-${first.field}`)?.focus();
      return;
    }
    const bibl = publicationOf(form, styles);
    setSaving(true);
    try {
      if (editing) await repo.update(editing.id, { bibl, standarts: styles, config });
      else await repo.save({ bibl, standarts: styles, config });
      setSaved(true);
      notify(t('biblio.saved'), 'success');
      await reload();
      navigate(`~/${locale}/bibliography`);
    } catch (err) {
      if (err instanceof ApiError && err.issues.length) {
        // The server names fields by path (bibl.title.publicationTitle); the form by id.
        const byPath = new Map(fieldsFor(form.type, styles).map((f) => [`bibl.${f.path.join('.')}`, f.id]));
        const found = err.issues.flatMap((i) => {
          const field = byPath.get(i.field);
          return field
            ? [{ field, message: /required/i.test(i.message) ? ('required' as const) : ('length' as const) }]
            : [];
        });
        if (found.length) setErrors(found);
      }
      refuse(err);
    } finally {
      setSaving(false);
    }
  };

  if (mode === 'edit' && records && !editing) return <p>{t('biblio.notFound')}</p>;

  if (step === 1) {
    return (
      <section className="biblio">
        <h1 tabIndex={-1} ref={heading}>
          {t('biblio.createTitle')}
        </h1>
        <StepOne
          styles={styles}
          type={form.type}
          onNext={(chosen, type) => {
            setStyles(chosen);
            const next = { ...config, standarts: chosen as Config['standarts'] };
            setConfig(next);
            saveConfig(next);
            setForm({ ...form, type });
            setErrors(validate({ ...form, type }, chosen));
            setStep(2);
          }}
        />
      </section>
    );
  }

  const defs = fieldsFor(form.type, styles);
  return (
    <section className="biblio">
      <h1 tabIndex={-1} ref={heading}>
        {t(mode === 'create' ? 'biblio.createTitle' : 'biblio.editTitle')}
      </h1>
      <p className="hint">
        {t('biblio.step2')}: {t(`biblio.types.${form.type}`)} · {styles.map(styleName).join(', ')}
      </p>
      <div className="editor">
        <form onSubmit={save} className="record-form" noValidate aria-label={t('biblio.step2')}>
          <PastePanel onParsed={fill} />
          <LookupPanel onChosen={(pub) => fill(pub, true)} />
          <div className="field">
            <label htmlFor={`${id}-language`}>{t('biblio.language')}</label>
            <select
              id={`${id}-language`}
              value={form.language}
              onChange={(e) => update({ ...form, language: e.currentTarget.value as RecordForm['language'] })}
            >
              <option value="">{t('biblio.languageAuto')}</option>
              <option value="EN">English</option>
              <option value="RU">Русский</option>
              <option value="UA">Українська</option>
            </select>
          </div>
          {form.type !== 'standard' ? (
            <fieldset className="people">
              <legend>{t('biblio.people')}</legend>
              {form.people.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                <div key={i} className="person">
                  <div className="field">
                    <label htmlFor={`${id}-person-${i}-role`}>{t('biblio.role')}</label>
                    <select
                      id={`${id}-person-${i}-role`}
                      value={p.role}
                      onChange={(e) =>
                        update({
                          ...form,
                          people: form.people.map((q, j) =>
                            j === i ? { ...q, role: Number(e.currentTarget.value) as typeof p.role } : q,
                          ),
                        })
                      }
                    >
                      {PERSON_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {t(`biblio.roles.${r}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  {(['surname', 'name', 'fathername'] as const).map((k) => (
                    <Input
                      key={k}
                      def={{ id: k, path: [], types: [], kind: 'short' }}
                      id={`${id}-person-${i}-${k}`}
                      value={p[k]}
                      error={k === 'surname' ? errorOf(`person-${i}-surname`) : undefined}
                      onChange={(v) =>
                        update({ ...form, people: form.people.map((q, j) => (j === i ? { ...q, [k]: v } : q)) })
                      }
                    />
                  ))}
                  <button
                    type="button"
                    className="small"
                    onClick={() => update({ ...form, people: form.people.filter((_, j) => j !== i) })}
                    aria-label={t('biblio.removePerson', { n: i + 1 })}
                  >
                    {t('biblio.remove')}
                  </button>
                </div>
              ))}
              <button
                type="button"
                className="small"
                onClick={() =>
                  update({ ...form, people: [...form.people, { role: 1, surname: '', name: '', fathername: '' }] })
                }
              >
                {t('biblio.addPerson')}
              </button>
            </fieldset>
          ) : null}
          <fieldset className="people">
            <legend>{t('biblio.organisations')}</legend>
            {form.organisations.map((o, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
              <div key={i} className="person">
                <Input
                  def={{ id: 'organisation', path: [], types: [], kind: 'text' }}
                  id={`${id}-org-${i}`}
                  value={o}
                  error={errorOf(`org-${i}`)}
                  onChange={(v) =>
                    update({ ...form, organisations: form.organisations.map((x, j) => (j === i ? v : x)) })
                  }
                />
                <button
                  type="button"
                  className="small"
                  onClick={() => update({ ...form, organisations: form.organisations.filter((_, j) => j !== i) })}
                  aria-label={t('biblio.removeOrganisation', { n: i + 1 })}
                >
                  {t('biblio.remove')}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="small"
              onClick={() => update({ ...form, organisations: [...form.organisations, ''] })}
            >
              {t('biblio.addOrganisation')}
            </button>
          </fieldset>
          <fieldset>
            <legend>{t(`biblio.types.${form.type}`)}</legend>
            {defs.map((def) => (
              <Input
                key={def.id}
                def={def}
                labelKey={def.id === 'pages' && WHOLE_WORKS.includes(form.type) ? 'pageCount' : undefined}
                id={`${id}-${def.id}`}
                value={form.values[def.id] ?? defaultValue(def)}
                error={errorOf(def.id)}
                onChange={(v) => update({ ...form, values: { ...form.values, [def.id]: v } })}
              />
            ))}
          </fieldset>
          <p className="actions">
            <button type="submit" className="primary" disabled={saving}>
              {t('biblio.save')}
            </button>
            {mode === 'create' ? (
              <button type="button" onClick={() => setStep(1)}>
                {t('biblio.back')}
              </button>
            ) : null}
          </p>
        </form>
        <Preview form={form} styles={styles} config={config} />
      </div>
    </section>
  );
}

/** Spec editTextRecord: the formatted text of each style, edited by hand. */
export function EditTextView() {
  const { t } = useTranslation();
  useTitle(t('biblio.editTextTitle'));
  const { locale, repo, records, reload } = useBiblio();
  const params = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const refuse = useRefusal();
  const id = useId();
  const record = records?.find((r) => String(r.id) === params.id);
  const [texts, setTexts] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    if (record && texts === null) setTexts(viewOf(record).texts);
  }, [record, texts]);
  if (records && !record) return <p>{t('biblio.notFound')}</p>;
  if (!record || !texts) return <p aria-busy="true">…</p>;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const view = viewOf(record);
    // The server stores an edited text as result[style] (docs/api.md, "Edited reference text"),
    // so a text kept as it was is still edited when it was before; an emptied one goes back
    // to the formatted text.
    const before = (view.bibl[EDITED_KEY] ?? {}) as Record<string, unknown>;
    const edited = Object.fromEntries(
      Object.entries(texts).filter(
        ([s, text]) => text.trim() !== '' && (text !== record.result[s] || typeof before[s] === 'string'),
      ),
    );
    try {
      await repo.update(record.id, {
        bibl: { ...(view.bibl as PublicationInput), [EDITED_KEY]: edited },
        standarts: record.standarts,
      });
      notify(t('biblio.saved'), 'success');
      await reload();
      navigate(`~/${locale}/bibliography`);
    } catch (err) {
      refuse(err);
    }
  };
  return (
    <section className="biblio">
      <h1>{t('biblio.editTextTitle')}</h1>
      <p className="hint">{t('biblio.editTextHint')}</p>
      <form onSubmit={save} noValidate>
        {Object.entries(texts).map(([style, text]) => (
          <div key={style} className="field">
            <label htmlFor={`${id}-${style}`}>{styleName(style)}</label>
            <textarea
              id={`${id}-${style}`}
              rows={3}
              maxLength={1000}
              value={text}
              onChange={(e) => setTexts({ ...texts, [style]: e.currentTarget.value })}
            />
          </div>
        ))}
        <button type="submit" className="primary">
          {t('biblio.save')}
        </button>
      </form>
    </section>
  );
}
