import { SOURCE_TYPES } from '@referent/engine';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ApiError } from '../../lib/http.js';
import { useLeaveWarning } from '../../lib/leave-warning.js';
import { notify } from '../../lib/notify.js';
import { useTitle } from '../../lib/use-title.js';
import { useCatalog } from './context.js';
import {
  blankEntry,
  CATEGORIES,
  type CatalogueInput,
  CHARACTERS,
  type Coauthor,
  inputOf,
  KINDS,
  MAX_COAUTHORS,
} from './model.js';
import { useRefusal } from './refusal.js';
import { entryErrors } from './rules.js';

const TEXT_FIELDS = ['outputData', 'pages', 'volume', 'date', 'link'] as const;

/** Create (no id) or edit one publication of the catalogue. */
export function CatalogEditor({ id }: { id?: number }) {
  const { t } = useTranslation();
  const { locale, repo, entries, records, reload } = useCatalog();
  const [, navigate] = useLocation();
  const refuse = useRefusal();
  const uid = useId();
  const existing = id === undefined ? undefined : entries?.find((e) => e.id === id);
  const [form, setForm] = useState<CatalogueInput | null>(() =>
    id === undefined ? blankEntry() : existing ? inputOf(existing) : null,
  );
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useTitle(id === undefined ? t('catalog.createTitle') : t('catalog.editTitle'));
  useLeaveWarning(dirty, t('catalog.leaveWarning'));
  if (form === null && existing) setForm(inputOf(existing));
  if (entries === null && id !== undefined) return <p aria-busy="true">{t('catalog.loading')}</p>;
  if (!form) return <p>{t('catalog.notFound')}</p>;

  const set = (patch: Partial<CatalogueInput>) => {
    setForm({ ...form, ...patch });
    setDirty(true);
  };
  const setCoauthor = (i: number, patch: Partial<Coauthor>) =>
    set({ coauthors: form.coauthors.map((c, j) => (j === i ? { ...c, ...patch } : c)) });

  const save = async () => {
    const found = Object.fromEntries(
      Object.entries(entryErrors(form)).map(([k, key]) => [k, t(key, { n: MAX_COAUTHORS })]),
    );
    setErrors(found);
    if (Object.keys(found).length) return notify(t('catalog.fixErrors'), 'error');
    const input = { ...form, coauthors: form.coauthors.filter((c) => c.surname.trim() || c.name.trim()) };
    try {
      if (id === undefined) await repo.save(input);
      else await repo.update(id, input);
      setDirty(false);
      await reload();
      notify(t('catalog.saved'), 'success');
      navigate(`~/${locale}/catalog`);
    } catch (e) {
      if (e instanceof ApiError && e.issues.length)
        setErrors(Object.fromEntries(e.issues.map((i) => [i.field, i.message])));
      refuse(e);
    }
  };

  const error = (name: string) =>
    errors[name] ? (
      <p className="error" id={`${uid}-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;
  const select = (name: 'type' | 'character' | 'category' | 'sourceType', options: readonly string[], key: string) => (
    <div className="field">
      <label htmlFor={`${uid}-${name}`}>{t(`catalog.fields.${name}`)}</label>
      <select id={`${uid}-${name}`} value={form[name]} onChange={(e) => set({ [name]: e.currentTarget.value })}>
        {options.map((o, i) => (
          <option key={o} value={name === 'sourceType' ? String(i + 1) : o}>
            {t(`${key}.${o}`)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section className="catalog tool">
      <p>
        <Link href={`~/${locale}/catalog`}>{t('catalog.back')}</Link>
      </p>
      <h1>{id === undefined ? t('catalog.createTitle') : t('catalog.editTitle')}</h1>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset className="fields">
          <legend>{t('catalog.workLegend')}</legend>
          {select('type', KINDS, 'catalog.kinds')}
          <div className={`field${errors.title ? ' invalid' : ''}`}>
            <label htmlFor={`${uid}-title`}>{t('catalog.fields.title')}</label>
            <input
              id={`${uid}-title`}
              value={form.title}
              maxLength={1000}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? `${uid}-title-error` : undefined}
              onChange={(e) => set({ title: e.currentTarget.value })}
            />
            {error('title')}
          </div>
          {select('character', CHARACTERS, 'catalog.characters')}
          {select('category', CATEGORIES, 'catalog.categories')}
          {select('sourceType', SOURCE_TYPES, 'catalog.sourceTypes')}
          {TEXT_FIELDS.map((name) => (
            <div className={`field${errors[name] ? ' invalid' : ''}`} key={name}>
              <label htmlFor={`${uid}-${name}`}>{t(`catalog.fields.${name}`)}</label>
              <input
                id={`${uid}-${name}`}
                value={form[name]}
                maxLength={1000}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? `${uid}-${name}-error` : undefined}
                onChange={(e) => set({ [name]: e.currentTarget.value })}
              />
              {error(name)}
            </div>
          ))}
          <div className="field">
            <label htmlFor={`${uid}-bib`}>{t('catalog.fields.bibliographyId')}</label>
            <select
              id={`${uid}-bib`}
              value={form.bibliographyId ?? ''}
              onChange={(e) => set({ bibliographyId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
            >
              <option value="">{t('catalog.noLink')}</option>
              {records.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.title}
                </option>
              ))}
            </select>
            {error('bibliographyId')}
          </div>
        </fieldset>
        <fieldset className="coauthors">
          <legend>{t('catalog.coauthors', { n: form.coauthors.length, max: MAX_COAUTHORS })}</legend>
          {form.coauthors.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: co-authors have no id; the position is their identity
            <fieldset className="person-row" key={i}>
              <legend>{t('catalog.coauthorN', { n: i + 1 })}</legend>
              {(['surname', 'name', 'patronymic'] as const).map((k) => (
                <div className="field" key={k}>
                  <label htmlFor={`${uid}-co${i}-${k}`}>{t(`catalog.person.${k}`)}</label>
                  <input
                    id={`${uid}-co${i}-${k}`}
                    value={c[k]}
                    onChange={(e) => setCoauthor(i, { [k]: e.currentTarget.value })}
                  />
                </div>
              ))}
              <button
                type="button"
                className="small"
                aria-label={t('catalog.removeCoauthor', { n: i + 1 })}
                onClick={() => set({ coauthors: form.coauthors.filter((_, j) => j !== i) })}
              >
                {t('catalog.remove')}
              </button>
            </fieldset>
          ))}
          <button
            type="button"
            onClick={() =>
              form.coauthors.length >= MAX_COAUTHORS
                ? setErrors({ ...errors, coauthors: t('catalog.errors.coauthors', { n: MAX_COAUTHORS }) })
                : set({ coauthors: [...form.coauthors, { surname: '', name: '', patronymic: '' }] })
            }
          >
            {t('catalog.addCoauthor')}
          </button>
          {error('coauthors')}
        </fieldset>
        <p className="actions">
          <button type="submit" className="primary">
            {t('catalog.save')}
          </button>
          <Link href={`~/${locale}/catalog`} className="button">
            {t('catalog.cancel')}
          </Link>
        </p>
      </form>
    </section>
  );
}
