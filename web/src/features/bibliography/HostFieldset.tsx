import { useTranslation } from 'react-i18next';
import { FieldInput } from './FieldInput.js';
import type { FieldDef } from './fields.js';
import { PART_TYPES } from './fields.js';
import type { PersonRow, RecordForm } from './record-form.js';

const NAME_PARTS = ['surname', 'name', 'fathername'] as const;
const emptyEditor = (): PersonRow => ({ role: 3, surname: '', name: '', fathername: '' });

/**
 * "Published in": the host of a part — the edited book, collection or proceedings a chapter or
 * paper belongs to (docs/model.md, `publication.host`). Opens by itself when the record has a host.
 */
export function HostFieldset({
  id,
  form,
  fields,
  update,
  errorOf,
}: {
  id: string;
  form: RecordForm;
  /** The host's fields under the chosen styles (fieldsFor(…) with `host`). */
  fields: readonly FieldDef[];
  update: (next: RecordForm) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  if (!(PART_TYPES as readonly string[]).includes(form.type)) return null;
  const editors = form.hostEditors ?? [];
  const given = fields.some((f) => (form.values[f.id] ?? '').trim() !== '') || editors.some((p) => p.surname.trim());
  const setEditor = (i: number, patch: Partial<PersonRow>) =>
    update({ ...form, hostEditors: editors.map((q, j) => (j === i ? { ...q, ...patch } : q)) });
  return (
    <details className="host" open={given || undefined}>
      <summary>{t('biblio.host.legend')}</summary>
      <fieldset aria-describedby={`${id}-host-hint`}>
        <legend className="visually-hidden">{t('biblio.host.legend')}</legend>
        <p className="hint" id={`${id}-host-hint`}>
          {t('biblio.host.hint')}
        </p>
        {fields.slice(0, 1).map((def) => (
          <FieldInput
            key={def.id}
            def={def}
            id={`${id}-${def.id}`}
            value={form.values[def.id] ?? ''}
            error={errorOf(def.id)}
            onChange={(v) => update({ ...form, values: { ...form.values, [def.id]: v } })}
          />
        ))}
        <div className="people">
          <p className="label">{t('biblio.host.editors')}</p>
          {editors.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
            <fieldset key={i} className="person">
              <legend className="visually-hidden">{t('biblio.host.editor', { n: i + 1 })}</legend>
              {NAME_PARTS.map((k) => (
                <FieldInput
                  key={k}
                  def={{ id: k, path: [], types: [], kind: 'short' }}
                  id={`${id}-editor-${i}-${k}`}
                  value={p[k]}
                  error={k === 'surname' ? errorOf(`editor-${i}-surname`) : undefined}
                  onChange={(v) => setEditor(i, { [k]: v })}
                />
              ))}
              <button
                type="button"
                className="small"
                onClick={() => update({ ...form, hostEditors: editors.filter((_, j) => j !== i) })}
                aria-label={t('biblio.host.removeEditor', { n: i + 1 })}
              >
                {t('biblio.remove')}
              </button>
            </fieldset>
          ))}
          <button
            type="button"
            className="small"
            onClick={() => update({ ...form, hostEditors: [...editors, emptyEditor()] })}
          >
            {t('biblio.host.addEditor')}
          </button>
        </div>
        {fields.slice(1).map((def) => (
          <FieldInput
            key={def.id}
            def={def}
            id={`${id}-${def.id}`}
            value={form.values[def.id] ?? ''}
            error={errorOf(def.id)}
            onChange={(v) => update({ ...form, values: { ...form.values, [def.id]: v } })}
          />
        ))}
      </fieldset>
    </details>
  );
}
