import { decodeText } from '@referent/engine';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromFile, problemsOf } from './candidates.js';
import { loadConfig } from './config.js';
import { importKindOf, readImport } from './import-files.js';
import { startReview } from './review-store.js';

/** Import of a BibTeX, RIS or CSL-JSON file: its records wait in the review like a quick add. */
export function ImportFile() {
  const { t } = useTranslation();
  const id = useId();
  const [outcome, setOutcome] = useState('');
  const read = async (file: File) => {
    // Not file.text(): that reads UTF-8 only, and exports also come in UTF-16 and Windows-1251.
    const text = decodeText(new Uint8Array(await file.arrayBuffer()));
    const kind = importKindOf(file.name, text);
    if (!kind) return setOutcome(t('biblio.import.unknown'));
    try {
      const { publications, rejected } = await readImport(kind, text);
      const styles = loadConfig().standarts;
      startReview(
        publications.map((p) => fromFile(p, file.name)),
        (c) => problemsOf(c, styles).length === 0,
      );
      setOutcome(
        [
          t('biblio.import.read', { count: publications.length }),
          rejected ? t('biblio.import.rejected', { count: rejected }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    } catch {
      setOutcome(t('biblio.import.unreadable'));
    }
  };
  return (
    <div className="field import">
      <label htmlFor={`${id}-file`}>{t('biblio.import.label')}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".bib,.bibtex,.ris,.json,application/json"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) void read(file);
          e.currentTarget.value = '';
        }}
      />
      <p className="hint" role="status" data-testid="import-outcome">
        {outcome}
      </p>
    </div>
  );
}
