import { SCIENCES } from '@referent/engine';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from './fields.js';

/** One input of the form: its label, control and the message of the rule it breaks. */
export function FieldInput({
  def,
  labelKey,
  id,
  value,
  error,
  uncertain,
  onChange,
}: {
  def: FieldDef;
  labelKey?: string;
  id: string;
  value: string;
  error?: string;
  /** The parser filled it with low confidence (issue 15): marked for a look. */
  uncertain?: boolean;
  onChange: (v: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const label = `${t(`biblio.fields.${labelKey ?? def.id}`)}${def.required ? ' *' : ''}`;
  const described = [error ? `${id}-error` : '', uncertain ? `${id}-unsure` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
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
    // Dates are text with the interface language's pattern (isoDate reads DD.MM.YYYY too):
    // the browser's date picker shows the browser's format, not the page's language.
    control = (
      <input
        {...common}
        type="text"
        inputMode={def.kind === 'year' || def.kind === 'pages' ? 'numeric' : undefined}
        value={value}
        placeholder={
          def.kind === 'pages'
            ? t('biblio.placeholders.pages')
            : def.kind === 'link'
              ? t('biblio.placeholders.link')
              : def.month
                ? t('biblio.placeholders.month')
                : def.kind === 'date'
                  ? t('biblio.placeholders.date')
                  : def.kind === 'year'
                    ? t('biblio.placeholders.year')
                    : undefined
        }
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  return (
    <div className={`field${error ? ' invalid' : ''}${uncertain ? ' uncertain' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {control}
      {uncertain ? (
        <p className="hint unsure" id={`${id}-unsure`}>
          {t('biblio.uncertainField')}
        </p>
      ) : null}
      {error ? (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
