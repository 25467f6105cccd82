import { useSignals } from '@preact/signals-react/runtime';
import type { PublicationInput } from '@referent/engine';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { ApiError } from '../../lib/http.js';
import { useLeaveWarning } from '../../lib/leave-warning.js';
import { notify } from '../../lib/notify.js';
import { useTitle } from '../../lib/use-title.js';
import { exampleOf } from '../handbook/goldens.js';
import { type Candidate, FORM_FIELDS_OF, uncertainFields } from './candidates.js';
import { saveConfig } from './config.js';
import { useBiblio } from './context.js';
import { fieldsFor } from './fields.js';
import { HostFieldset } from './HostFieldset.js';
import { LanguageField } from './LanguageField.js';
import { useRefusal } from './ListView.js';
import { LookupPanel } from './LookupPanel.js';
import { OrganisationsFieldset } from './OrganisationsFieldset.js';
import { PastePanel } from './PastePanel.js';
import { PeopleFieldset } from './PeopleFieldset.js';
import { Preview } from './Preview.js';
import { formOf, isDirty, publicationOf } from './record-form.js';
import { EDITED_KEY, viewOf } from './records.js';
import { draft } from './review-store.js';
import { SourceFieldset } from './SourceFieldset.js';
import { StepOne } from './StepOne.js';
import { useStyleName } from './style-names.js';
import { droppedFields, useRecordForm } from './use-record-form.js';

export { EditTextView } from './EditTextView.js';

/** The form fields a parse marked uncertain (issue 15: confidence per field). */
function uncertainOf(c: Candidate | null): Set<string> {
  if (!c) return new Set();
  // 'people' marks the authors' rows.
  return new Set(uncertainFields(c).flatMap((f) => (f === 'authors' ? ['people'] : (FORM_FIELDS_OF[f] ?? []))));
}

/**
 * Creation in two steps (spec §1): (1) styles and source type, (2) the fields the type needs,
 * checked at the field (§5), with a live preview per style. With an id it edits a record, and
 * step 1 can be reached again to change the styles or the type.
 */
export function RecordEditor({ mode }: { mode: 'create' | 'edit' }) {
  useSignals();
  const { t } = useTranslation();
  useTitle(t(mode === 'create' ? 'biblio.createTitle' : 'biblio.editTitle'));
  const { locale, repo, records, reload } = useBiblio();
  const params = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const refuse = useRefusal();
  const styleName = useStyleName();
  const id = useId();
  // A record opened from the review ("Edit before saving") starts at step 2, filled.
  const [fromReview] = useState<Candidate | null>(() => {
    const c = mode === 'create' ? draft.peek() : null;
    draft.value = null;
    return c;
  });
  const state = useRecordForm(fromReview ? formOf(fromReview.publication) : undefined);
  const { config, styles, form, update, fill, errorOf } = state;
  const [uncertain, setUncertain] = useState<Set<string>>(() => uncertainOf(fromReview));
  const editing = mode === 'edit' ? records?.find((r) => String(r.id) === params.id) : undefined;
  const hasEditedTexts = useMemo(
    () => Object.keys((editing ? viewOf(editing).bibl[EDITED_KEY] : undefined) ?? {}).length > 0,
    [editing],
  );
  const [keepEdited, setKeepEdited] = useState(false);
  // A handbook example (`?example=style/type/index`) opens at step 2 with its record and style.
  const search = useSearch();
  const example = mode === 'create' ? new URLSearchParams(search).get('example') : null;
  const [step, setStep] = useState<1 | 2>(mode === 'edit' || fromReview || example ? 2 : 1);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const loaded = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (editing && !loaded.current) {
      loaded.current = true;
      state.setForm(formOf(viewOf(editing).bibl));
      if (editing.standarts.length) state.setStyles(editing.standarts);
    }
  }, [editing, state]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled once per example named in the address
  useEffect(() => {
    if (!example) return;
    let live = true;
    void exampleOf(example).then((found) => {
      if (!live) return;
      if (found) state.prefill(found.example.input, [found.style], found.example.options);
      else setStep(1);
    });
    return () => {
      live = false;
    };
  }, [example]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the heading of each new step
  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  useLeaveWarning(isDirty(form) && !saved, t('biblio.leaveWarning'));

  const back = () => navigate(`~/${locale}/bibliography`);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const found = state.check();
    if (found.length) {
      notify(t('biblio.fixErrors'), 'error');
      const first = found[0];
      if (first) document.getElementById(`${id}-${first.field}`)?.focus();
      return;
    }
    let bibl: PublicationInput = publicationOf(form, styles);
    // Edited texts belong to the old fields: kept only when the person says so (issue 16).
    if (editing && hasEditedTexts && keepEdited) {
      bibl = { ...bibl, [EDITED_KEY]: viewOf(editing).bibl[EDITED_KEY] } as PublicationInput;
    }
    setSaving(true);
    try {
      if (editing) await repo.update(editing.id, { bibl, standarts: styles, config });
      else await repo.save({ bibl, standarts: styles, config });
      setSaved(true);
      notify(t('biblio.saved'), 'success');
      await reload();
      back();
    } catch (err) {
      if (err instanceof ApiError && err.issues.length) {
        // The server names fields by path (bibl.title.publicationTitle); the form by id.
        const byPath = new Map(fieldsFor(form.type, styles).map((f) => [`bibl.${f.path.join('.')}`, f.id]));
        const named = err.issues.flatMap((i) => {
          const field = byPath.get(i.field);
          return field
            ? [{ field, message: /required/i.test(i.message) ? ('required' as const) : ('length' as const) }]
            : [];
        });
        if (named.length) state.setErrors(named);
      }
      refuse(err);
    } finally {
      setSaving(false);
    }
  };

  if (mode === 'edit' && !editing) {
    return records ? <p>{t('biblio.notFound')}</p> : <p aria-busy="true">{t('biblio.loading')}</p>;
  }

  if (step === 1) {
    return (
      <section className="biblio">
        <h1 tabIndex={-1} ref={heading}>
          {t(mode === 'create' ? 'biblio.createTitle' : 'biblio.editTitle')}
        </h1>
        <StepOne
          styles={styles}
          type={form.type}
          warnFor={isDirty(form) ? (type, chosen) => droppedFields(form, type, chosen) : undefined}
          onBack={mode === 'edit' ? () => setStep(2) : undefined}
          onNext={(chosen, type) => {
            state.chooseStyles(chosen, type);
            saveConfig({ ...config, standarts: chosen as typeof config.standarts });
            setStep(2);
          }}
        />
      </section>
    );
  }

  return (
    <section className="biblio">
      <h1 tabIndex={-1} ref={heading}>
        {t(mode === 'create' ? 'biblio.createTitle' : 'biblio.editTitle')}
      </h1>
      <p className="hint">
        {t('biblio.step2')}: {t(`biblio.types.${form.type}`)} · {styles.map(styleName).join('; ')}{' '}
        <button type="button" className="small" onClick={() => setStep(1)}>
          {t('biblio.changeStylesType')}
        </button>
      </p>
      <div className="editor">
        <form onSubmit={save} className="record-form" noValidate aria-label={t('biblio.step2')}>
          <PastePanel
            onParsed={(c) => {
              fill(c.publication, true);
              setUncertain(uncertainOf(c));
            }}
          />
          <LookupPanel onChosen={(pub) => fill(pub, true)} />
          <LanguageField id={id} form={form} update={update} />
          {form.type !== 'standard' ? (
            <PeopleFieldset id={id} form={form} update={update} errorOf={errorOf} uncertain={uncertain.has('people')} />
          ) : null}
          <OrganisationsFieldset id={id} form={form} update={update} errorOf={errorOf} />
          <SourceFieldset id={id} form={form} styles={styles} update={update} errorOf={errorOf} uncertain={uncertain} />
          <HostFieldset
            id={id}
            form={form}
            fields={fieldsFor(form.type, styles).filter((f) => f.host)}
            update={update}
            errorOf={errorOf}
          />
          {editing && hasEditedTexts ? (
            <div className="check">
              <input
                id={`${id}-keep-edited`}
                type="checkbox"
                checked={keepEdited}
                onChange={(e) => setKeepEdited(e.currentTarget.checked)}
              />
              <label htmlFor={`${id}-keep-edited`}>{t('biblio.keepEdited')}</label>
            </div>
          ) : null}
          <p className="actions">
            <button type="submit" className="primary" disabled={saving}>
              {t('biblio.save')}
            </button>
            {mode === 'create' ? (
              <button type="button" onClick={() => setStep(1)}>
                {t('biblio.back')}
              </button>
            ) : null}
            <Link href={`~/${locale}/bibliography`} className="button">
              {t('biblio.cancel')}
            </Link>
          </p>
        </form>
        <Preview form={form} styles={styles} config={config} />
      </div>
    </section>
  );
}
