import { useTranslation } from 'react-i18next';
import { FieldInput } from './FieldInput.js';
import type { RecordForm } from './record-form.js';

/** Collective authors (spec §3 role 5): one name a row. */
export function OrganisationsFieldset({
  id,
  form,
  update,
  errorOf,
}: {
  id: string;
  form: RecordForm;
  update: (next: RecordForm) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="people">
      <legend>{t('biblio.organisations')}</legend>
      {form.organisations.map((o, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
        <div key={i} className="person">
          <FieldInput
            def={{ id: 'organisation', path: [], types: [], kind: 'text' }}
            id={`${id}-org-${i}`}
            value={o}
            error={errorOf(`org-${i}`)}
            onChange={(v) => update({ ...form, organisations: form.organisations.map((x, j) => (j === i ? v : x)) })}
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
  );
}
