import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http.js';
import type { UiLocale } from '../../lib/locale.js';
import { notify } from '../../lib/notify.js';
import { useTitle } from '../../lib/use-title.js';
import { AbbreviationsView } from './AbbreviationsView.js';
import { CleanView } from './CleanView.js';
import { FrequencyView } from './FrequencyView.js';
import {
  type ComparisonText,
  type OwnDictionary,
  type SavedTextSummary,
  ServerTextRepository,
  type TextInput,
} from './repository.js';
import { SavedTexts } from './SavedTexts.js';
import { SpellingView } from './SpellingView.js';
import { StyleView } from './StyleView.js';
import type {
  Abbreviations,
  Answer,
  Cleaning,
  Frequencies,
  Spelling,
  StyleReport,
  TextLang,
  Uniqueness,
} from './types.js';
import { UniquenessView } from './UniquenessView.js';
import './text.css';

const TABS = ['style', 'frequency', 'clean', 'spelling', 'abbreviations', 'uniqueness'] as const;
type Tab = (typeof TABS)[number];

export interface Results {
  style?: Answer<StyleReport>;
  frequency?: Answer<Frequencies>;
  clean?: Answer<Cleaning>;
  abbreviations?: Answer<Abbreviations>;
  uniqueness?: Answer<Uniqueness>;
  spelling?: Answer<Spelling>;
}

/**
 * The text tool (spec §1, §2 `/text`, user only): paste a text, run every analysis on the
 * server at once, read the results tab by tab. The server stores a text only when the user
 * saves it; the user's words and terms are kept there too, so they follow the user.
 */
export default function TextPage({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation();
  useTitle(t('textTool.title'));
  const repo = useMemo(() => new ServerTextRepository(locale), [locale]);
  const [text, setText] = useState('');
  const [lang, setLang] = useState<TextLang | 'auto'>('auto');
  const [tab, setTab] = useState<Tab>('style');
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<Results>({});
  const [analysed, setAnalysed] = useState<TextInput | null>(null);
  const [own, setOwn] = useState<OwnDictionary>({ words: [], terms: {} });
  const dictionary = own.terms;
  const [comparisons, setComparisons] = useState<ComparisonText[]>([]);
  const [saved, setSaved] = useState<SavedTextSummary[]>([]);
  const [current, setCurrent] = useState<SavedTextSummary | null>(null);
  const [spellingBusy, setSpellingBusy] = useState(false);
  /** The text the spelling answer's offsets refer to (replacements change it after the other analyses). */
  const [spellingText, setSpellingText] = useState('');

  const failed = (e: unknown) => notify(e instanceof ApiError || e instanceof Error ? e.message : String(e), 'error');

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per repository (locale); `failed` only reports
  useEffect(() => {
    repo.ownDictionary().then(setOwn, failed);
    repo.savedTexts().then(setSaved, failed);
  }, [repo]);

  const saveText = async (title: string, asNew: boolean) => {
    if (!title) return notify(t('textTool.saved.needTitle'), 'error');
    if (!text.trim()) return notify(t('textTool.empty'), 'error');
    try {
      const id = asNew ? undefined : current?.id;
      const answer = await repo.saveText({ id, title, text, ...(lang === 'auto' ? {} : { lang }) });
      setCurrent(answer);
      setSaved(await repo.savedTexts());
      notify(t('textTool.saved.saved', { title: answer.title }));
    } catch (e) {
      failed(e);
    }
  };
  const openText = async (id: number) => {
    try {
      const opened = await repo.openText(id);
      setText(opened.text);
      setLang(opened.lang === 'en' || opened.lang === 'ru' || opened.lang === 'uk' ? opened.lang : 'auto');
      setCurrent(opened);
      setResults({});
      setAnalysed(null);
    } catch (e) {
      failed(e);
    }
  };
  const deleteText = async (id: number) => {
    try {
      const gone = saved.find((x) => x.id === id);
      await repo.deleteText(id);
      if (current?.id === id) setCurrent(null);
      setSaved(await repo.savedTexts());
      notify(t('textTool.saved.deleted', { title: gone?.title ?? '' }));
    } catch (e) {
      failed(e);
    }
  };

  const analyse = async () => {
    if (!text.trim()) return notify(t('textTool.empty'), 'error');
    const input = { text, lang };
    setBusy(true);
    try {
      const [style, frequency, clean, abbreviations, uniqueness] = await Promise.all([
        repo.style(input),
        repo.frequencies(input),
        repo.clean(input),
        repo.abbreviations(input, dictionary),
        repo.uniqueness(input, comparisons, current?.id),
      ]);
      setResults({ style, frequency, clean, abbreviations, uniqueness });
      setAnalysed(input);
      // The spelling dictionaries load on the server while the author reads the results; a failure
      // here only means the check will load them itself.
      repo.warmSpelling(style.data.lang).catch(() => undefined);
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };

  const rerun = async <K extends keyof Results>(key: K, run: () => Promise<Results[K]>) => {
    try {
      const answer = await run();
      setResults((r) => ({ ...r, [key]: answer }));
    } catch (e) {
      failed(e);
    }
  };

  /** Adds, replaces or removes terms on the server (only the changed ones), then re-runs the abbreviations. */
  const saveDictionary = async (next: Record<string, string>) => {
    try {
      let latest = own;
      for (const abbr of Object.keys(dictionary)) if (!(abbr in next)) latest = await repo.remove('term', abbr);
      for (const [abbr, expansion] of Object.entries(next)) {
        if (dictionary[abbr] !== expansion) latest = await repo.addTerm(abbr, expansion);
      }
      setOwn(latest);
      if (analysed) void rerun('abbreviations', () => repo.abbreviations(analysed, latest.terms));
    } catch (e) {
      failed(e);
    }
  };
  const setSources = (next: ComparisonText[]) => {
    setComparisons(next);
    if (analysed) void rerun('uniqueness', () => repo.uniqueness(analysed, next, current?.id));
  };
  /** Spelling runs on request: the first check of a language loads its dictionary (seconds for Ukrainian). */
  const checkSpelling = async (input = analysed) => {
    if (!input) return;
    setSpellingBusy(true);
    setSpellingText(input.text);
    await rerun('spelling', () => repo.spelling(input, []));
    setSpellingBusy(false);
  };
  const acceptWord = async (word: string) => {
    try {
      setOwn(await repo.addWord(word));
    } catch (e) {
      return failed(e);
    }
    setResults((r) =>
      r.spelling
        ? {
            ...r,
            spelling: {
              ...r.spelling,
              data: { ...r.spelling.data, misspelt: r.spelling.data.misspelt.filter((m) => m.word !== word) },
            },
          }
        : r,
    );
  };
  /** Replaces the word everywhere in the editor (whole words only) and checks again. */
  const replaceWord = (word: string, by: string) => {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const next = text.replace(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'gu'), by);
    setText(next);
    void checkSpelling({ text: next, lang });
  };
  /** The cleaned text becomes the text; every analysis runs again on it. */
  const takeCleaned = (cleaned: string) => {
    setText(cleaned);
    setResults({});
    setAnalysed(null);
    notify(t('textTool.clean.replaced'));
  };

  const notice = Object.values(results).find((r) => r?.notice)?.notice;
  const analysedText = results.style ? (results.clean?.data.text ?? text) : text;

  return (
    <section className="text-tool">
      <h1>{t('textTool.heading')}</h1>
      <p className="hint">{t('textTool.lead')}</p>
      <form
        className="text-input"
        onSubmit={(e) => {
          e.preventDefault();
          void analyse();
        }}
      >
        <label htmlFor="text-source">{t('textTool.textLabel')}</label>
        <textarea
          id="text-source"
          rows={10}
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck
          lang={lang === 'auto' ? undefined : lang}
        />
        <div className="text-controls">
          <label>
            {t('textTool.language')}{' '}
            <select value={lang} onChange={(e) => setLang(e.target.value as TextLang | 'auto')}>
              <option value="auto">{t('textTool.lang.auto')}</option>
              <option value="en">{t('textTool.lang.en')}</option>
              <option value="ru">{t('textTool.lang.ru')}</option>
              <option value="uk">{t('textTool.lang.uk')}</option>
            </select>
          </label>
          <span className="hint">{t('textTool.characters', { count: text.length })}</span>
          <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
            {busy ? t('textTool.analysing') : t('textTool.analyse')}
          </button>
        </div>
        <p className="hint">{t('textTool.privacy')}</p>
      </form>
      <SavedTexts
        list={saved}
        current={current}
        onSave={saveText}
        onOpen={(id) => void openText(id)}
        onDelete={(id) => void deleteText(id)}
      />
      {notice && (
        <p className="note" role="status">
          {notice}
        </p>
      )}
      {results.style && (
        <>
          <div role="tablist" aria-label={t('textTool.tabs')} className="text-tabs">
            {TABS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`text-tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`text-panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
                onKeyDown={(e) => {
                  const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
                  if (!step) return;
                  const next = TABS[(TABS.indexOf(name) + step + TABS.length) % TABS.length] ?? 'style';
                  setTab(next);
                  document.getElementById(`text-tab-${next}`)?.focus();
                }}
              >
                {t(`textTool.tab.${name}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`text-panel-${tab}`} aria-labelledby={`text-tab-${tab}`} className="text-panel">
            {tab === 'style' && <StyleView report={results.style.data} text={analysedText} />}
            {tab === 'frequency' && results.frequency && <FrequencyView data={results.frequency.data} />}
            {tab === 'clean' && results.clean && <CleanView data={results.clean.data} onUse={takeCleaned} />}
            {tab === 'spelling' &&
              (results.spelling ? (
                <SpellingView
                  data={results.spelling.data}
                  text={spellingText}
                  repo={repo}
                  onReplace={replaceWord}
                  onAccept={(word) => void acceptWord(word)}
                />
              ) : (
                <p>
                  <button
                    type="button"
                    className="primary"
                    disabled={spellingBusy}
                    aria-busy={spellingBusy}
                    onClick={() => void checkSpelling()}
                  >
                    {spellingBusy ? t('textTool.spell.checking') : t('textTool.spell.check')}
                  </button>{' '}
                  <span className="hint">{t('textTool.spell.lazy')}</span>
                </p>
              ))}
            {tab === 'abbreviations' && results.abbreviations && (
              <AbbreviationsView
                data={results.abbreviations.data}
                text={analysedText}
                dictionary={dictionary}
                onDictionary={(next) => void saveDictionary(next)}
              />
            )}
            {tab === 'uniqueness' && results.uniqueness && (
              <UniquenessView
                data={results.uniqueness.data}
                text={analysedText}
                sources={comparisons}
                onSources={setSources}
              />
            )}
          </div>
        </>
      )}
    </section>
  );
}
