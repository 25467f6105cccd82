import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.js';
import { Highlighted } from './Highlighted.js';
import type { TextRepository } from './repository.js';
import type { Spelling, TextLang } from './types.js';

/**
 * Spelling (Hunspell on the server): misspelt words marked in the text; per word, suggestions on
 * demand, "replace everywhere" in the editor, or "add to my words" (accepted from then on).
 */
export function SpellingView({
  data,
  text,
  repo,
  onReplace,
  onAccept,
}: {
  data: Spelling;
  text: string;
  repo: TextRepository;
  onReplace: (word: string, by: string) => void;
  onAccept: (word: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Record<string, string[] | 'loading'>>({});
  const words = [...new Map(data.misspelt.map((m) => [m.word, m])).keys()];
  const suggest = async (word: string, lang: TextLang) => {
    setOpen((o) => ({ ...o, [word]: 'loading' }));
    try {
      const list = await repo.suggest(word, lang);
      setOpen((o) => ({ ...o, [word]: list }));
    } catch (e) {
      setOpen((o) => ({ ...o, [word]: [] }));
      notify(e instanceof Error ? e.message : String(e), 'error');
    }
  };
  return (
    <div className="text-spelling">
      <h2>{t('textTool.spell.found', { count: words.length })}</h2>
      <p className="hint">{t('textTool.spell.hint')}</p>
      <Highlighted text={text} marks={data.misspelt} label={t('textTool.spell.highlighted')} />
      <ul className="text-list text-spell-list">
        {words.map((word) => {
          const list = open[word];
          return (
            <li key={word}>
              <b>{word}</b>{' '}
              {list === undefined && (
                <button type="button" className="small" onClick={() => void suggest(word, data.lang)}>
                  {t('textTool.spell.suggest', { word })}
                </button>
              )}
              {list === 'loading' && <span aria-busy="true">…</span>}
              {Array.isArray(list) && list.length === 0 && <span className="hint">{t('textTool.spell.none')}</span>}
              {Array.isArray(list) &&
                list.map((s) => (
                  <button
                    key={s}
                    type="button"
                    className="small"
                    onClick={() => onReplace(word, s)}
                    aria-label={t('textTool.spell.replace', { word, by: s })}
                  >
                    {s}
                  </button>
                ))}{' '}
              <button type="button" className="small link" onClick={() => onAccept(word)}>
                {t('textTool.spell.accept')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
