import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.js';
import { Highlighted } from './Highlighted.js';
import type { ComparisonText } from './repository.js';
import type { Uniqueness } from './types.js';

/** The server accepts up to 10 comparison texts of 200,000 characters each. */
const MAX_SOURCES = 10;
const MAX_CHARS = 200_000;

/**
 * Uniqueness against the user's own annotations and the texts added here, with the overlapping
 * passages marked and named. Says plainly it is not an internet check.
 */
export function UniquenessView({
  data,
  text,
  sources,
  onSources,
}: {
  data: Uniqueness;
  text: string;
  sources: ComparisonText[];
  onSources: (next: ComparisonText[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const pct = (x: number) =>
    (x * 100).toLocaleString(i18n.language === 'ua' ? 'uk' : i18n.language, { maximumFractionDigits: 1 });
  const addFiles = async (files: FileList | null) => {
    if (!files) return;
    const added: ComparisonText[] = [];
    for (const file of [...files]) {
      const content = await file.text();
      if (content.length > MAX_CHARS) notify(t('textTool.uniq.tooLong', { name: file.name }), 'error');
      else added.push({ name: file.name, text: content });
    }
    // One entry per file name: a file added again replaces the earlier one.
    const names = new Set(added.map((a) => a.name));
    onSources([...sources.filter((s) => !names.has(s.name)), ...added].slice(0, MAX_SOURCES));
  };
  return (
    <div className="text-uniq">
      <p className="note">{t('textTool.uniq.scope')}</p>
      <p className="text-big">{t('textTool.uniq.unique', { value: pct(data.unique) })}</p>
      <label htmlFor="text-compare">{t('textTool.uniq.add')}</label>
      <input
        id="text-compare"
        type="file"
        accept=".txt,.md,text/plain"
        multiple
        onChange={(e) => void addFiles(e.target.files)}
      />
      {sources.length > 0 && (
        <ul className="text-list">
          {sources.map((s) => (
            <li key={s.name}>
              {s.name}{' '}
              <button
                type="button"
                className="small"
                onClick={() => onSources(sources.filter((x) => x.name !== s.name))}
                aria-label={t('textTool.uniq.remove', { name: s.name })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <h2>{t('textTool.uniq.sources')}</h2>
      {data.sources.length === 0 ? (
        <p className="hint">{t('textTool.uniq.noSources')}</p>
      ) : (
        <table className="text-table">
          <thead>
            <tr>
              <th scope="col">{t('textTool.uniq.source')}</th>
              <th scope="col">{t('textTool.uniq.containment')}</th>
              <th scope="col">{t('textTool.uniq.similarity')}</th>
            </tr>
          </thead>
          <tbody>
            {data.sources.map((s, i) => (
              // Titles need not be unique (two saved texts may share one) and this list is never
              // reordered, so the position is what tells rows apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={`${i}-${s.kind}-${s.name}`}>
                <th scope="row">
                  {s.name} <span className="hint">({t(`textTool.uniq.kind.${s.kind}`)})</span>
                </th>
                <td>{pct(s.containment)} %</td>
                <td>{pct(s.jaccard)} %</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('textTool.uniq.overlaps', { count: data.overlaps.length })}</h2>
      <Highlighted
        text={text}
        marks={data.overlaps.map((o) => ({ ...o, title: o.source }))}
        label={t('textTool.uniq.overlapsLabel')}
      />
      {data.overlaps.length > 0 && (
        <ul className="text-list">
          {data.overlaps.map((o) => (
            <li key={`${o.start}-${o.end}-${o.source}`}>
              <q>{text.slice(o.start, o.end)}</q> — {o.source}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
