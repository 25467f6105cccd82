import type { SourceType } from '@referent/engine';
import { useTranslation } from 'react-i18next';
import { FieldInput } from './FieldInput.js';
import { defaultValue, fieldsFor } from './fields.js';
import type { RecordForm } from './record-form.js';

/** Types whose `physical.pages` is the page count of the whole work (docs/model.md). */
const WHOLE_WORKS: readonly SourceType[] = ['book', 'dissertation', 'standard'];

/** A part's pages are its own within the host; a whole book's, dissertation's or standard's are its count. */
function pagesLabel(form: RecordForm): string | undefined {
  if ((form.values.inTitle ?? '').trim()) return 'partPages';
  return WHOLE_WORKS.includes(form.type) ? 'pageCount' : undefined;
}

/** The fields the source type needs under the chosen styles (spec §1 step 2); the host's are HostFieldset's. */
export function SourceFieldset({
  id,
  form,
  styles,
  update,
  errorOf,
  uncertain,
}: {
  id: string;
  form: RecordForm;
  styles: readonly string[];
  update: (next: RecordForm) => void;
  errorOf: (field: string) => string | undefined;
  uncertain: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t(`biblio.types.${form.type}`)}</legend>
      {fieldsFor(form.type, styles)
        .filter((def) => !def.host)
        .map((def) => (
          <FieldInput
            key={def.id}
            def={def}
            labelKey={def.id === 'pages' ? pagesLabel(form) : undefined}
            id={`${id}-${def.id}`}
            value={form.values[def.id] ?? defaultValue(def)}
            error={errorOf(def.id)}
            uncertain={uncertain.has(def.id)}
            onChange={(v) => update({ ...form, values: { ...form.values, [def.id]: v } })}
          />
        ))}
    </fieldset>
  );
}
