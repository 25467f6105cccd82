import { useTranslation } from 'react-i18next';
import { FieldInput } from './FieldInput.js';
import { PERSON_ROLES, type RecordForm } from './record-form.js';

const NAME_PARTS = ['surname', 'name', 'fathername'] as const;

/** Authors and other contributors: a row per person (role, surname, given name, patronymic). */
export function PeopleFieldset({
  id,
  form,
  update,
  errorOf,
  uncertain,
}: {
  id: string;
  form: RecordForm;
  update: (next: RecordForm) => void;
  errorOf: (field: string) => string | undefined;
  uncertain?: boolean;
}) {
  const { t } = useTranslation();
  const setPerson = (i: number, patch: Partial<RecordForm['people'][number]>) =>
    update({ ...form, people: form.people.map((q, j) => (j === i ? { ...q, ...patch } : q)) });
  return (
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
              onChange={(e) => setPerson(i, { role: Number(e.currentTarget.value) as typeof p.role })}
            >
              {PERSON_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`biblio.roles.${r}`)}
                </option>
              ))}
            </select>
          </div>
          {NAME_PARTS.map((k) => (
            <FieldInput
              key={k}
              def={{ id: k, path: [], types: [], kind: 'short' }}
              id={`${id}-person-${i}-${k}`}
              value={p[k]}
              error={k === 'surname' ? errorOf(`person-${i}-surname`) : undefined}
              uncertain={uncertain && k === 'surname'}
              onChange={(v) => setPerson(i, { [k]: v })}
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
  );
}
