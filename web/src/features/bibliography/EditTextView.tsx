import type { PublicationInput } from '@referent/engine';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { notify } from '../../lib/notify.js';
import { useTitle } from '../../lib/use-title.js';
import { useBiblio } from './context.js';
import { useRefusal } from './ListView.js';
import { EDITED_KEY, viewOf } from './records.js';
import { useStyleName } from './style-names.js';

/** Spec editTextRecord: the formatted text of each style, edited by hand. */
export function EditTextView() {
  const { t } = useTranslation();
  useTitle(t('biblio.editTextTitle'));
  const { locale, repo, records, reload } = useBiblio();
  const params = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const refuse = useRefusal();
  const styleName = useStyleName();
  const id = useId();
  const record = records?.find((r) => String(r.id) === params.id);
  const [texts, setTexts] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    if (record && texts === null) setTexts(viewOf(record).texts);
  }, [record, texts]);
  if (records && !record) return <p>{t('biblio.notFound')}</p>;
  if (!record || !texts) return <p aria-busy="true">{t('biblio.loading')}</p>;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const view = viewOf(record);
    // The server stores an edited text as result[style] (docs/api.md, "Edited reference text"),
    // so a text kept as it was is still edited when it was before; an emptied one goes back
    // to the formatted text.
    const before = (view.bibl[EDITED_KEY] ?? {}) as Record<string, unknown>;
    const edited = Object.fromEntries(
      Object.entries(texts).filter(
        ([s, text]) => text.trim() !== '' && (text !== record.result[s] || typeof before[s] === 'string'),
      ),
    );
    try {
      await repo.update(record.id, {
        bibl: { ...(view.bibl as PublicationInput), [EDITED_KEY]: edited },
        standarts: record.standarts,
      });
      notify(t('biblio.saved'), 'success');
      await reload();
      navigate(`~/${locale}/bibliography`);
    } catch (err) {
      refuse(err);
    }
  };
  return (
    <section className="biblio">
      <h1>{t('biblio.editTextTitle')}</h1>
      <p className="hint">{t('biblio.editTextHint')}</p>
      <form onSubmit={save} noValidate>
        {Object.entries(texts).map(([style, text]) => (
          <div key={style} className="field">
            <label htmlFor={`${id}-${style}`}>{styleName(style)}</label>
            <textarea
              id={`${id}-${style}`}
              rows={3}
              maxLength={1000}
              value={text}
              onChange={(e) => setTexts({ ...texts, [style]: e.currentTarget.value })}
            />
          </div>
        ))}
        <p className="actions">
          <button type="submit" className="primary">
            {t('biblio.save')}
          </button>
          <Link href={`~/${locale}/bibliography`} className="button">
            {t('biblio.back')}
          </Link>
        </p>
      </form>
    </section>
  );
}
