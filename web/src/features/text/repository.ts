import { request } from '../../lib/http.js';
import { readJson, writeJson } from '../../lib/storage.js';
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

/** A text and the language the user chose for it (`auto`: the server guesses from the letters). */
export interface TextInput {
  text: string;
  lang: TextLang | 'auto';
}

/** The user's term dictionary: abbreviation → expansion. */
export type TermDictionary = Record<string, string>;

/** A comparison text the user added for the uniqueness check (kept in the page only). */
export interface ComparisonText {
  name: string;
  text: string;
}

/**
 * The text tool's data access. Analyses run on the server (plan limit there, spec §6); the
 * text is sent for each analysis and never stored. The term dictionary stays in this browser.
 */
export interface TextRepository {
  style(input: TextInput): Promise<Answer<StyleReport>>;
  frequencies(input: TextInput): Promise<Answer<Frequencies>>;
  clean(input: TextInput): Promise<Answer<Cleaning>>;
  abbreviations(input: TextInput, dictionary: TermDictionary): Promise<Answer<Abbreviations>>;
  uniqueness(input: TextInput, sources: ComparisonText[]): Promise<Answer<Uniqueness>>;
  spelling(input: TextInput, accepted: string[]): Promise<Answer<Spelling>>;
  suggest(word: string, lang: TextLang): Promise<string[]>;
  dictionary(): TermDictionary;
  saveDictionary(dictionary: TermDictionary): void;
  /** The user's own words for the spell-checker (kept in this browser). */
  ownWords(): string[];
  saveOwnWords(words: string[]): void;
}

const DICTIONARY_KEY = 'referent.text.dictionary';
const WORDS_KEY = 'referent.text.words';
/** The first Ukrainian check loads a 4-second dictionary on the server. */
const SPELLING_TIMEOUT = 90_000;
/** Analyses of long texts take longer than the usual API time-out on a slow line. */
const TIMEOUT = 60_000;

export class ServerTextRepository implements TextRepository {
  constructor(private readonly uiLang: string) {}

  private post<T>(path: string, input: TextInput, extra: Record<string, unknown> = {}): Promise<Answer<T>> {
    const json = { text: input.text, ...(input.lang === 'auto' ? {} : { lang: input.lang }), ...extra };
    return request<Answer<T>>('POST', `/api/text/${path}`, { json, lang: this.uiLang, timeoutMs: TIMEOUT });
  }

  style(input: TextInput) {
    return this.post<StyleReport>('getAttributes', input);
  }
  frequencies(input: TextInput) {
    return this.post<Frequencies>('getFrequencies', input);
  }
  clean(input: TextInput) {
    return this.post<Cleaning>('clean', input);
  }
  abbreviations(input: TextInput, dictionary: TermDictionary) {
    return this.post<Abbreviations>('abbreviations', input, { dictionary });
  }
  uniqueness(input: TextInput, sources: ComparisonText[]) {
    return this.post<Uniqueness>('uniqueness', input, { sources });
  }
  spelling(input: TextInput, accepted: string[]) {
    const json = { text: input.text, ...(input.lang === 'auto' ? {} : { lang: input.lang }), accepted };
    return request<Answer<Spelling>>('POST', '/api/text/spelling', {
      json,
      lang: this.uiLang,
      timeoutMs: SPELLING_TIMEOUT,
    });
  }
  async suggest(word: string, lang: TextLang) {
    const answer = await request<{ data: { suggestions: string[] } }>('POST', '/api/text/suggest', {
      json: { word, lang },
      lang: this.uiLang,
      timeoutMs: SPELLING_TIMEOUT,
    });
    return answer.data.suggestions;
  }
  ownWords(): string[] {
    const w = readJson<unknown>(WORDS_KEY, []);
    return Array.isArray(w) ? w.filter((x): x is string => typeof x === 'string') : [];
  }
  saveOwnWords(words: string[]): void {
    writeJson(WORDS_KEY, words);
  }
  dictionary(): TermDictionary {
    const d = readJson<unknown>(DICTIONARY_KEY, {});
    return d && typeof d === 'object' && !Array.isArray(d) ? (d as TermDictionary) : {};
  }
  saveDictionary(dictionary: TermDictionary): void {
    writeJson(DICTIONARY_KEY, dictionary);
  }
}
