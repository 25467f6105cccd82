import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Candidate, fromHit, fromParsed, problemsOf } from './candidates.js';
import { loadConfig } from './config.js';
import { useBiblio } from './context.js';
import { useRefusal } from './ListView.js';
import { lookupFailure } from './lookup.js';
import { classifyQuickAdd } from './quick-add.js';
import { LimitError } from './repository.js';
import { startReview } from './review-store.js';

/**
 * One box for everything (issue 16): a DOI, a DOI landing page, an ISBN, or pasted citations
 * (one or a whole list). Identifiers go to Crossref / OpenLibrary through the server, text to
 * the parser; the records found wait for review below.
 */
export function QuickAdd() {
  const { t } = useTranslation();
  const id = useId();
  const { repo, allowance } = useBiblio();
  const refuse = useRefusal();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const input = classifyQuickAdd(text);
    if (!input.ids.length && !input.citations) return;
    if (allowance && ((input.citations && !allowance.parser) || (input.ids.length && !allowance.sourceSearch))) {
      return refuse(new LimitError('unavailable'));
    }
    setBusy(true);
    setFailures([]);
    const found: Candidate[] = [];
    const failed: string[] = [];
    try {
      for (const item of input.ids) {
        try {
          const hits = await repo.lookupById(item.kind === 'doi' ? 'Crossref' : 'OpenLib', item.id);
          const hit = hits[0];
          if (hit) found.push(fromHit(hit, item.line));
          else failed.push(t('biblio.quick.notFound', { input: item.line }));
        } catch (err) {
          const failure = lookupFailure(err);
          if ('limit' in failure) throw failure.limit;
          const source = item.kind === 'doi' ? 'Crossref' : 'OpenLibrary';
          const why = 'message' in failure ? failure.message : t(failure.key, { source });
          failed.push(`${item.line}: ${why}`);
        }
      }
      if (input.citations) {
        const parsed = await repo.parseList(input.citations);
        for (const entry of parsed) {
          if (entry.recognised === false) failed.push(t('biblio.quick.notRecognised', { input: entry.text }));
          else found.push(fromParsed(entry));
        }
      }
      const styles = loadConfig().standarts;
      startReview(found, (c) => problemsOf(c, styles).length === 0);
      setFailures(failed);
      if (found.length) setText('');
    } catch (err) {
      refuse(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="quick-add" onSubmit={add} aria-label={t('biblio.quick.title')}>
      <div className="field">
        <label htmlFor={`${id}-q`}>{t('biblio.quick.label')}</label>
        <textarea
          id={`${id}-q`}
          rows={3}
          value={text}
          placeholder={t('biblio.quick.placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Ctrl/Cmd+Enter adds; a plain Enter starts the next line of a list.
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
          }}
        />
        <p className="hint" id={`${id}-hint`}>
          {t('biblio.quick.hint')}
        </p>
      </div>
      <button type="submit" className="primary" disabled={busy || !text.trim()}>
        {busy ? t('biblio.quick.busy') : t('biblio.quick.add')}
      </button>
      {failures.length ? (
        <ul className="quick-failures" role="status">
          {failures.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
