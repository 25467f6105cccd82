import { detectLanguage } from '@referent/engine';
import { useTranslation } from 'react-i18next';
import type { RecordForm } from './record-form.js';

const NAMES = { EN: 'English', RU: 'Русский', UA: 'Українська' } as const;

/** The text the script of a record is judged by: its title and the people's names. */
function scriptText(form: RecordForm): string {
  return [form.values.title ?? '', ...form.people.map((p) => `${p.surname} ${p.name}`)].join(' ').trim();
}

/**
 * The source's language is the person's choice (issue 16): the script of the fields only
 * suggests one, with a button to take it; nothing switches it silently.
 */
export function LanguageField({ id, form, update }: { id: string; form: RecordForm; update: (f: RecordForm) => void }) {
  const { t } = useTranslation();
  const text = scriptText(form);
  const suggested = text ? detectLanguage(text) : null;
  return (
    <div className="field">
      <label htmlFor={`${id}-language`}>{t('biblio.language')}</label>
      <select
        id={`${id}-language`}
        value={form.language}
        onChange={(e) => update({ ...form, language: e.currentTarget.value as RecordForm['language'] })}
      >
        <option value="">{t('biblio.languageAuto')}</option>
        {(Object.keys(NAMES) as (keyof typeof NAMES)[]).map((l) => (
          <option key={l} value={l} lang={l === 'UA' ? 'uk' : l.toLowerCase()}>
            {NAMES[l]}
          </option>
        ))}
      </select>
      {suggested && suggested !== form.language ? (
        <p className="hint" data-testid="language-suggestion">
          {t('biblio.languageSuggested', { language: t(`biblio.languageNames.${suggested}`) })}{' '}
          <button type="button" className="small" onClick={() => update({ ...form, language: suggested })}>
            {t('biblio.languageUse')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
