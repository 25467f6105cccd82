import { useComputed, useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { availableStyles, format } from '@referent/engine';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTitle } from '../../lib/use-title.js';
import { type ArticleForm, articleFromForm, EMPTY_FORM, isBlank } from './article-from-form.js';

const FIELDS: (keyof ArticleForm)[] = ['title', 'authors', 'journal', 'year', 'volume', 'issue', 'pages'];

export { journalTitlesLoaded } from '../../lib/journal-titles.js';

/** Fill in an article and watch the reference update as you type (engine runs in the browser). */
export default function QuickFormatPage() {
  useSignals();
  const { t } = useTranslation();
  useTitle(t('quickFormat.title'));
  const id = useId();
  const form = useSignal<ArticleForm>(EMPTY_FORM);
  const styles = availableStyles();
  const style = useSignal<string>(styles.includes('apa7') ? 'apa7' : (styles[0] ?? 'apa7'));
  const html = useComputed(() => (isBlank(form.value) ? '' : format(articleFromForm(form.value), style.value).html));

  const set = (key: keyof ArticleForm) => (e: { currentTarget: { value: string } }) => {
    form.value = { ...form.value, [key]: e.currentTarget.value };
  };

  return (
    <section className="quick-format">
      <h1>{t('quickFormat.heading')}</h1>
      <p>{t('quickFormat.intro')}</p>
      <form className="fields" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-style`}>{t('quickFormat.style')}</label>
        <select
          id={`${id}-style`}
          value={style.value}
          onChange={(e) => {
            style.value = e.currentTarget.value;
          }}
        >
          {styles.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        {FIELDS.map((key) => (
          <div key={key} className="field">
            <label htmlFor={`${id}-${key}`}>{t(`quickFormat.fields.${key}`)}</label>
            {key === 'authors' ? (
              <textarea
                id={`${id}-${key}`}
                name={key}
                rows={3}
                placeholder={t('quickFormat.fields.authorsHint')}
                value={form.value[key]}
                onChange={set(key)}
              />
            ) : (
              <input id={`${id}-${key}`} name={key} value={form.value[key]} onChange={set(key)} />
            )}
          </div>
        ))}
      </form>
      <h2>{t('quickFormat.result')}</h2>
      <output className="reference" aria-live="polite" data-testid="reference">
        {html.value ? (
          // The engine escapes every run (toHtml); the only markup is its own <i>, <b>, <a>.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped engine output
          <span dangerouslySetInnerHTML={{ __html: html.value }} />
        ) : (
          <span className="hint">{t('quickFormat.empty')}</span>
        )}
      </output>
    </section>
  );
}
