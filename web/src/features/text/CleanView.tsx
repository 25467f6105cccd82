import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.js';
import { applyFixes, visible } from './fixes.js';
import type { Cleaning } from './types.js';

/** Typographic cleaning: every fix listed with a checkbox (unchecked = undone), the result, copy. */
export function CleanView({ data, onUse }: { data: Cleaning; onUse: (text: string) => void }) {
  const { t } = useTranslation();
  const [undone, setUndone] = useState<Set<number>>(new Set());
  const cleaned = applyFixes(data.text, data.fixes, undone);
  const toggle = (id: number) =>
    setUndone((u) => {
      const next = new Set(u);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(cleaned);
      notify(t('textTool.clean.copied'));
    } catch {
      notify(t('textTool.clean.copyFailed'), 'error');
    }
  };
  return (
    <div className="text-clean">
      <h2>{t('textTool.clean.heading', { count: data.fixes.length })}</h2>
      {data.fixes.length > 0 && (
        <ul className="text-fixes">
          {data.fixes.map((f) => (
            <li key={f.id}>
              <label>
                <input type="checkbox" checked={!undone.has(f.id)} onChange={() => toggle(f.id)} />{' '}
                {t(`textTool.fix.${f.kind}`)}:{' '}
                <span className="text-context">
                  {data.text.slice(Math.max(0, f.start - 12), f.start).replace(/\s+/g, ' ')}
                  <del>{visible(f.before)}</del>
                  <ins>{visible(f.after)}</ins>
                  {data.text.slice(f.end, f.end + 12).replace(/\s+/g, ' ')}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="text-controls">
        <button type="button" className="primary" onClick={() => void copy()}>
          {t('textTool.clean.copy')}
        </button>
        <button type="button" onClick={() => onUse(cleaned)}>
          {t('textTool.clean.use')}
        </button>
      </div>
      <label htmlFor="text-cleaned">{t('textTool.clean.result')}</label>
      <textarea id="text-cleaned" readOnly rows={8} value={cleaned} />
    </div>
  );
}
