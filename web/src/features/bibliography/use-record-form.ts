import { type Config, configSchema, type SourceType } from '@referent/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadConfig } from './config.js';
import { defaultValue, fieldsFor } from './fields.js';
import { emptyForm, type FieldError, formOf, type RecordForm, validate } from './record-form.js';

/** The form's fields that a new source type (or new styles) no longer has, with something typed in them. */
export function droppedFields(form: RecordForm, type: SourceType, styles: readonly string[]): string[] {
  const kept = new Set(fieldsFor(type, styles).map((f) => f.id));
  const before = fieldsFor(form.type, styles);
  return before
    .filter((f) => !kept.has(f.id) && (form.values[f.id] ?? '').trim() !== '' && form.values[f.id] !== defaultValue(f))
    .map((f) => f.id);
}

/**
 * All state of the record form in one place (issue 16: the editor was twenty useStates): the
 * typed form, the chosen styles and configuration, the field errors and whether a save was
 * tried (errors of untouched fields show only then).
 */
export function useRecordForm(initial?: RecordForm) {
  const { t } = useTranslation();
  const [config, setConfig] = useState<Config>(loadConfig);
  const [styles, setStyles] = useState<string[]>(() => [...config.standarts]);
  const [form, setForm] = useState<RecordForm>(initial ?? emptyForm());
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [tried, setTried] = useState(false);

  const update = (next: RecordForm, nextStyles: readonly string[] = styles) => {
    setForm(next);
    setErrors(validate(next, nextStyles));
  };

  /** A parse or a lookup hit fills the form; it brings its own source type when `withType`. */
  const fill = (pub: unknown, withType = false) => {
    const parsed = formOf(pub);
    update({
      ...parsed,
      type: withType ? parsed.type : form.type,
      // The language stays the person's choice once made (issue 16): a fill only suggests.
      language: form.language || parsed.language,
      values: { ...form.values, ...parsed.values },
      people: parsed.people.some((p) => p.surname) ? parsed.people : form.people,
      organisations: parsed.organisations.length ? parsed.organisations : form.organisations,
      hostEditors: parsed.hostEditors?.length ? parsed.hostEditors : form.hostEditors,
      extra: parsed.extra ?? form.extra,
    });
  };

  /**
   * A whole record in given styles with its own options (a handbook example): for this record
   * only, so the person's saved configuration is left as it was.
   */
  const prefill = (pub: unknown, chosen: string[], options: Record<string, unknown> = {}) => {
    const parsed = configSchema.safeParse({ ...options, standarts: chosen });
    setStyles(chosen);
    if (parsed.success) setConfig(parsed.data);
    update(formOf(pub), chosen);
  };

  const chooseStyles = (chosen: string[], type: SourceType) => {
    setStyles(chosen);
    const next = { ...config, standarts: chosen as Config['standarts'] };
    setConfig(next);
    update({ ...form, type }, chosen);
  };

  const shownErrors = tried
    ? errors
    : errors.filter(
        (e) => (form.values[e.field] ?? '').trim() !== '' || e.field.startsWith('person') || e.field.startsWith('org'),
      );
  const errorOf = (field: string) => {
    const e = shownErrors.find((x) => x.field === field);
    return e ? t(`biblio.errors.${e.message}`, { min: 3, max: 1000 }) : undefined;
  };

  /** Checks everything before a save; the errors found, all shown from now on. */
  const check = (): FieldError[] => {
    const found = validate(form, styles);
    setErrors(found);
    setTried(true);
    return found;
  };

  return {
    config,
    styles,
    setStyles,
    form,
    setForm,
    update,
    fill,
    chooseStyles,
    prefill,
    errorOf,
    check,
    setErrors,
  };
}

export type RecordFormState = ReturnType<typeof useRecordForm>;
