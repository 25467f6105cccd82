import { availableStyles, type Config, SCHEMES, TRANSLIT_SCHEMES } from '@referent/engine';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { notify } from '../../lib/notify.js';
import { useTitle } from '../../lib/use-title.js';
import { loadConfig, saveConfig } from './config.js';
import { useBiblio } from './context.js';
import { useStyleName } from './style-names.js';

/**
 * The schemes that define a language (docs/transliteration.md, "The schemes": national is
 * Ukrainian only, ikao and gost2006 Russian only …), in the engine's order; the engine
 * refuses a configuration that names one for a language it lacks.
 */
export function schemesFor(lang: 'russian' | 'ukrainian'): Config['translit']['russian'][] {
  const code = lang === 'russian' ? 'RU' : 'UA';
  return TRANSLIT_SCHEMES.filter((s) => SCHEMES[s].languages[code] !== undefined);
}

/** Spec §3 configuration: chosen styles and transliteration, kept in local storage. */
export function ConfigView() {
  const { t } = useTranslation();
  useTitle(t('biblio.configuration'));
  const id = useId();
  const styleName = useStyleName();
  const { locale } = useBiblio();
  const [, navigate] = useLocation();
  const [config, setConfig] = useState<Config>(loadConfig);
  const [error, setError] = useState('');
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!config.standarts.length) return setError(t('biblio.errors.styles'));
    saveConfig(config);
    notify(t('biblio.configSaved'), 'success');
    navigate(`~/${locale}/bibliography`);
  };
  const translit = config.translit;
  return (
    <section className="biblio">
      <h1>{t('biblio.configuration')}</h1>
      <form onSubmit={save} noValidate>
        <fieldset className={error ? 'invalid' : undefined}>
          <legend>{t('biblio.styles')}</legend>
          <div className="choices">
            {availableStyles().map((s) => (
              <div key={s} className="check">
                <input
                  id={`${id}-${s}`}
                  type="checkbox"
                  checked={config.standarts.includes(s as Config['standarts'][number])}
                  onChange={(e) => {
                    setError('');
                    const on = e.currentTarget.checked;
                    setConfig({
                      ...config,
                      standarts: on
                        ? [...config.standarts, s as Config['standarts'][number]]
                        : config.standarts.filter((x) => x !== s),
                    });
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
          <legend>{t('biblio.translit')}</legend>
          <p className="hint">{t('biblio.translitHint')}</p>
          <div className="check">
            <input
              id={`${id}-use`}
              type="checkbox"
              checked={translit.useTransliteration}
              onChange={(e) =>
                setConfig({ ...config, translit: { ...translit, useTransliteration: e.currentTarget.checked } })
              }
            />
            <label htmlFor={`${id}-use`}>{t('biblio.useTranslit')}</label>
          </div>
          {(['russian', 'ukrainian'] as const).map((lang) => (
            <div key={lang} className="field">
              <label htmlFor={`${id}-${lang}`}>{t(`biblio.scheme.${lang}`)}</label>
              <select
                id={`${id}-${lang}`}
                value={translit[lang]}
                disabled={!translit.useTransliteration}
                onChange={(e) =>
                  setConfig({
                    ...config,
                    translit: { ...translit, [lang]: e.currentTarget.value as Config['translit']['russian'] },
                  })
                }
              >
                {schemesFor(lang).map((s) => (
                  <option key={s} value={s}>
                    {t(`biblio.schemeNames.${s}`)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
        <p className="actions">
          <button type="submit" className="primary">
            {t('biblio.saveConfig')}
          </button>
          <Link href={`~/${locale}/bibliography`} className="button">
            {t('biblio.back')}
          </Link>
        </p>
      </form>
    </section>
  );
}
