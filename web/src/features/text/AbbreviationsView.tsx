import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.js';
import { download } from './download.js';
import type { TermDictionary } from './repository.js';
import type { Abbreviations } from './types.js';

/**
 * Abbreviations found in the text with their first expansion and flags, the user's term
 * dictionary (fills unexpanded ones), and the sorted list of abbreviations exported to .docx.
 */
export function AbbreviationsView({
  data,
  text,
  dictionary,
  onDictionary,
}: {
  data: Abbreviations;
  text: string;
  dictionary: TermDictionary;
  onDictionary: (next: TermDictionary) => void;
}) {
  const { t } = useTranslation();
  const [abbr, setAbbr] = useState('');
  const [expansion, setExpansion] = useState('');
  const exportDocx = async () => {
    const { abbreviationsBlob } = await import('./export-docx.js');
    download(await abbreviationsBlob(data.list, t('textTool.abbr.listTitle')), t('textTool.abbr.fileName'));
  };
  const add = () => {
    const a = abbr.trim();
    const e = expansion.trim();
    if (!a || !e) return notify(t('textTool.abbr.fill'), 'error');
    onDictionary({ ...dictionary, [a]: e });
    setAbbr('');
    setExpansion('');
  };
  const remove = (key: string) => {
    const { [key]: _, ...rest } = dictionary;
    onDictionary(rest);
  };
  const context = (at: number) => text.slice(Math.max(0, at - 25), at + 35).replace(/\s+/g, ' ');
  return (
    <div className="text-abbr">
      <h2>{t('textTool.abbr.found', { count: data.items.length })}</h2>
      {data.items.length > 0 && (
        <table className="text-table">
          <thead>
            <tr>
              <th scope="col">{t('textTool.abbr.abbr')}</th>
              <th scope="col">{t('textTool.abbr.expansion')}</th>
              <th scope="col">{t('textTool.abbr.uses')}</th>
              <th scope="col">{t('textTool.abbr.status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((a) => (
              <tr key={a.abbr} className={a.status === 'ok' ? undefined : 'text-warn'}>
                <th scope="row">{a.abbr}</th>
                <td>
                  {a.expansion ?? '—'}
                  {a.from === 'dictionary' && <span className="hint"> ({t('textTool.abbr.fromDictionary')})</span>}
                </td>
                <td>{a.count}</td>
                <td title={context(a.firstUse)}>{t(`textTool.abbr.state.${a.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('textTool.abbr.list')}</h2>
      {data.list.length === 0 ? (
        <p className="hint">{t('textTool.abbr.emptyList')}</p>
      ) : (
        <>
          <dl className="text-abbr-list">
            {data.list.map((e) => (
              <div key={e.abbr}>
                <dt>{e.abbr}</dt>
                <dd>— {e.expansion}</dd>
              </div>
            ))}
          </dl>
          <button type="button" className="primary" onClick={() => void exportDocx()}>
            {t('textTool.abbr.export')}
          </button>
        </>
      )}
      <h2>{t('textTool.abbr.dictionary')}</h2>
      <p className="hint">{t('textTool.abbr.dictionaryHint')}</p>
      <form
        className="text-controls"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <label>
          {t('textTool.abbr.abbr')}{' '}
          <input value={abbr} onChange={(e) => setAbbr(e.target.value)} maxLength={20} size={8} />
        </label>
        <label>
          {t('textTool.abbr.expansion')}{' '}
          <input value={expansion} onChange={(e) => setExpansion(e.target.value)} maxLength={300} />
        </label>
        <button type="submit">{t('textTool.abbr.add')}</button>
      </form>
      {Object.keys(dictionary).length > 0 && (
        <ul className="text-list">
          {Object.entries(dictionary)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, value]) => (
              <li key={key}>
                <b>{key}</b> — {value}{' '}
                <button
                  type="button"
                  className="small"
                  onClick={() => remove(key)}
                  aria-label={t('textTool.abbr.remove', { abbr: key })}
                >
                  ×
                </button>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
