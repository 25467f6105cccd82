import {
  ABSTRACT_STYLES,
  type AbstractForm,
  type AbstractStyle,
  abstractTemplate,
  checkAbstract,
  measureAbstract,
} from '@referent/engine';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { ApiError } from '../../lib/http.js';
import { useLeaveWarning } from '../../lib/leave-warning.js';
import { notify } from '../../lib/notify.js';
import { useTitle } from '../../lib/use-title.js';
import { AbstractPreview } from './AbstractPreview.js';
import { assembleAbstract } from './assemble.js';
import { useAnnotations } from './context.js';
import { countLines, issueText } from './issues.js';
import { type AnnotationInput, blankAnnotation, inputOf } from './model.js';
import { PartField } from './PartField.js';
import { useRefusal } from './refusal.js';
import { DemoAnnotations } from './repository.js';
import { UdcPicker } from './UdcPicker.js';

const PERSON_FIELDS = ['author', 'coAuthors', 'professor', 'course', 'email', 'udk'] as const;

/** Create (no id) or edit an annotation: template, spec §3 fields, the template's parts, live counts, preview. */
export function AnnotationEditor({ id }: { id?: number }) {
  const { t } = useTranslation();
  const { locale, repo, list, reload } = useAnnotations();
  const [, navigate] = useLocation();
  const refuse = useRefusal();
  const uid = useId();
  const existing = id === undefined ? undefined : list?.find((a) => a.id === id);
  // The handbook's "write one" link names the template: /annotation/create?style=Emerald.
  const asked = new URLSearchParams(useSearch()).get('style');
  const initialStyle = ABSTRACT_STYLES.find((s) => s === asked) ?? 'APA';
  const [form, setForm] = useState<AnnotationInput | null>(() =>
    id === undefined ? blankAnnotation(initialStyle) : existing ? inputOf(existing) : null,
  );
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useTitle(id === undefined ? t('annotations.createTitle') : t('annotations.editTitle'));
  useLeaveWarning(dirty, t('annotations.leaveWarning'));
  // The list arrives after a direct load of /edit/:id.
  if (form === null && existing) setForm(inputOf(existing));

  const blocks = useMemo(() => (form ? assembleAbstract(form) : []), [form]);
  const measure = useMemo(() => (form ? measureAbstract(form) : null), [form]);
  const issues = useMemo(() => (form ? checkAbstract(form) : []), [form]);
  if (list === null && id !== undefined) return <p aria-busy="true">{t('annotations.loading')}</p>;
  if (!form || !measure) return <p>{t('annotations.notFound')}</p>;
  const tpl = abstractTemplate(form.styleType, form.form);

  const set = (patch: Partial<AnnotationInput>) => {
    setForm({ ...form, ...patch });
    setDirty(true);
  };
  const chooseTemplate = (styleType: AbstractStyle, f?: AbstractForm) => {
    const next = abstractTemplate(styleType, f);
    // Text typed under parts of the same id survives a change of template.
    const sections = { ...blankAnnotation(styleType, next.form).sections, ...form.sections };
    set({
      styleType,
      form: next.form,
      sections,
      ...(styleType === 'GOST' && form.language === 'EN' ? { language: 'RU' } : {}),
    });
  };

  const save = async () => {
    const missing: Record<string, string> = {};
    if (!form.styleType) missing.styleType = t('annotations.required');
    if (!form.title.trim()) missing.title = t('annotations.titleRequired');
    setErrors(missing);
    if (Object.keys(missing).length) return notify(t('annotations.fixErrors'), 'error');
    const blocking = issues.filter((i) => i.severity === 'error');
    if (blocking[0]) return notify(issueText(t, form, blocking[0]), 'error');
    const input = { ...form, sections: Object.fromEntries(tpl.parts.map((p) => [p.id, form.sections[p.id] ?? ''])) };
    try {
      const saved = id === undefined ? await repo.save(input) : await repo.update(id, input);
      setDirty(false);
      await reload();
      notify(t('annotations.saved'), 'success');
      navigate(`/view/${saved.id}`);
    } catch (e) {
      if (e instanceof ApiError && e.issues.length) {
        setErrors(Object.fromEntries(e.issues.map((i) => [i.field, i.message])));
      }
      refuse(e);
    }
  };

  const field = (name: (typeof PERSON_FIELDS)[number] | 'keywords') => (
    <div className={`field${name === 'udk' ? ' udc-field' : ''}${errors[name] ? ' invalid' : ''}`} key={name}>
      <label htmlFor={`${uid}-${name}`}>{t(`annotations.fields.${name}`)}</label>
      {name === 'udk' ? (
        <UdcPicker
          id={`${uid}-${name}`}
          value={form.udk}
          onChange={(v) => set({ udk: v })}
          locale={locale}
          // A guest's annotations live in local storage; the classifier API needs an account.
          signedIn={!(repo instanceof DemoAnnotations)}
        />
      ) : (
        <input
          id={`${uid}-${name}`}
          type={name === 'email' ? 'email' : 'text'}
          value={form[name]}
          maxLength={1000}
          onChange={(e) => set({ [name]: e.currentTarget.value })}
        />
      )}
      {errors[name] ? <p className="error">{errors[name]}</p> : null}
    </div>
  );

  return (
    <section className="annotations tool">
      <p>
        <Link href={`~/${locale}/annotation`}>{t('annotations.back')}</Link>
      </p>
      <h1>{id === undefined ? t('annotations.createTitle') : t('annotations.editTitle')}</h1>
      <div className="annotation-editor">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          noValidate
        >
          <fieldset className="fields">
            <legend>{t('annotations.templateLegend')}</legend>
            <div className={`field${errors.styleType ? ' invalid' : ''}`}>
              <label htmlFor={`${uid}-style`}>{t('annotations.fields.styleType')}</label>
              <select
                id={`${uid}-style`}
                value={form.styleType}
                onChange={(e) => chooseTemplate(e.currentTarget.value as AbstractStyle)}
              >
                {ABSTRACT_STYLES.map((s) => (
                  <option key={s} value={s}>
                    {t(`annotations.styles.${s}`)}
                  </option>
                ))}
              </select>
              {errors.styleType ? <p className="error">{errors.styleType}</p> : null}
            </div>
            {form.styleType === 'GOST' ? (
              <div className="field">
                <label htmlFor={`${uid}-form`}>{t('annotations.fields.form')}</label>
                <select
                  id={`${uid}-form`}
                  value={form.form}
                  onChange={(e) => chooseTemplate('GOST', e.currentTarget.value as AbstractForm)}
                >
                  <option value="referat">{t('annotations.forms.referat')}</option>
                  <option value="annotation">{t('annotations.forms.annotation')}</option>
                </select>
              </div>
            ) : null}
            <div className="field">
              <label htmlFor={`${uid}-lang`}>{t('annotations.fields.language')}</label>
              <select
                id={`${uid}-lang`}
                value={form.language}
                onChange={(e) => set({ language: e.currentTarget.value as AnnotationInput['language'] })}
              >
                {(['EN', 'RU', 'UA'] as const).map((l) => (
                  <option key={l} value={l}>
                    {t(`annotations.languages.${l}`)}
                  </option>
                ))}
              </select>
            </div>
            <p className="hint template-note" data-testid="template-note">
              {t(`annotations.notes.${tpl.slug}${tpl.style === 'GOST' ? `.${tpl.form}` : ''}`)}
            </p>
          </fieldset>
          <fieldset className="fields">
            <legend>{t('annotations.workLegend')}</legend>
            <div className={`field${errors.title ? ' invalid' : ''}`}>
              <label htmlFor={`${uid}-title`}>{t('annotations.fields.title')}</label>
              <input
                id={`${uid}-title`}
                value={form.title}
                maxLength={1000}
                aria-invalid={errors.title ? true : undefined}
                aria-describedby={errors.title ? `${uid}-title-error` : undefined}
                onChange={(e) => set({ title: e.currentTarget.value })}
              />
              {errors.title ? (
                <p className="error" id={`${uid}-title-error`}>
                  {errors.title}
                </p>
              ) : null}
            </div>
            {PERSON_FIELDS.map(field)}
          </fieldset>
          <fieldset className="fields">
            <legend>{t('annotations.textLegend')}</legend>
            {tpl.parts.map((part) => (
              <PartField
                key={part.id}
                id={`${uid}-part-${part.id}`}
                style={form.styleType}
                part={part}
                value={form.sections[part.id] ?? ''}
                words={measure.partWords[part.id] ?? 0}
                error={errors[`sections.${part.id}`]}
                onChange={(v) => set({ sections: { ...form.sections, [part.id]: v } })}
              />
            ))}
            {field('keywords')}
            {tpl.paperTypes ? (
              <div className="field">
                <label htmlFor={`${uid}-paper`}>{t('annotations.fields.paperType')}</label>
                <select
                  id={`${uid}-paper`}
                  value={form.paperType}
                  onChange={(e) => set({ paperType: e.currentTarget.value })}
                >
                  <option value="">{t('annotations.none')}</option>
                  {tpl.paperTypes.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </fieldset>
          <div className="counts" aria-live="polite" data-testid="counts">
            <ul>
              {countLines(t, form, measure).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {issues.length ? (
              <ul className="issues">
                {issues.map((i) => (
                  <li key={`${i.field}-${i.rule}`} className={i.severity === 'error' ? 'error' : 'warning-text'}>
                    {issueText(t, form, i)}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <p className="actions">
            <button type="submit" className="primary">
              {t('annotations.save')}
            </button>
            <Link href={`~/${locale}/annotation`} className="button">
              {t('annotations.cancel')}
            </Link>
          </p>
        </form>
        <aside className="preview">
          <h2>{t('annotations.preview')}</h2>
          <AbstractPreview blocks={blocks} label={t('annotations.preview')} />
        </aside>
      </div>
    </section>
  );
}
