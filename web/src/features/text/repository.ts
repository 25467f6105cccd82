import { request } from '../../lib/http.js';
import { readJson, removeKey } from '../../lib/storage.js';
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

/** A text the user saved (the list leaves the text out). */
export interface SavedTextSummary {
  id: number;
  title: string;
  lang: string | null;
  characters: number;
  updatedAt: string;
}
export interface SavedText extends SavedTextSummary {
  text: string;
}

/** The user's dictionary on the server: accepted spellings and abbreviation → expansion. */
export interface OwnDictionary {
  words: string[];
  terms: TermDictionary;
}

/**
 * The text tool's data access. Analyses run on the server (plan limit there, spec §6); the
 * text is sent for each analysis and stored only when the user saves it. The user's words and
 * terms live on the server (every device); ones an earlier version kept in this browser are
 * moved there once.
 */
export interface TextRepository {
  style(input: TextInput): Promise<Answer<StyleReport>>;
  frequencies(input: TextInput): Promise<Answer<Frequencies>>;
  clean(input: TextInput): Promise<Answer<Cleaning>>;
  abbreviations(input: TextInput, dictionary: TermDictionary): Promise<Answer<Abbreviations>>;
  uniqueness(input: TextInput, sources: ComparisonText[], savedId?: number): Promise<Answer<Uniqueness>>;
  /** `accepted`: words to accept besides the user's dictionary on the server. */
  spelling(input: TextInput, accepted: string[]): Promise<Answer<Spelling>>;
  suggest(word: string, lang: TextLang): Promise<string[]>;
  /** Asks the server to load the language's spelling dictionaries ahead of the first check. */
  warmSpelling(lang: TextLang): Promise<void>;
  ownDictionary(): Promise<OwnDictionary>;
  addWord(word: string): Promise<OwnDictionary>;
  addTerm(abbr: string, expansion: string): Promise<OwnDictionary>;
  remove(kind: 'word' | 'term', word: string): Promise<OwnDictionary>;
  savedTexts(): Promise<SavedTextSummary[]>;
  openText(id: number): Promise<SavedText>;
  saveText(text: { id?: number; title: string; text: string; lang?: string }): Promise<SavedText>;
  deleteText(id: number): Promise<void>;
}

/** Where an earlier version kept the dictionary in the browser (read once, to move it). */
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
  uniqueness(input: TextInput, sources: ComparisonText[], savedId?: number) {
    return this.post<Uniqueness>('uniqueness', input, savedId === undefined ? { sources } : { sources, savedId });
  }
  spelling(input: TextInput, accepted: string[]) {
    const json = { text: input.text, ...(input.lang === 'auto' ? {} : { lang: input.lang }), accepted };
    return request<Answer<Spelling>>('POST', '/api/text/spelling', {
      json,
      lang: this.uiLang,
      timeoutMs: SPELLING_TIMEOUT,
    });
  }
  async warmSpelling(lang: TextLang) {
    await request('POST', '/api/text/spelling/warm', { json: { lang }, lang: this.uiLang });
  }
  async suggest(word: string, lang: TextLang) {
    const answer = await request<{ data: { suggestions: string[] } }>('POST', '/api/text/suggest', {
      json: { word, lang },
      lang: this.uiLang,
      timeoutMs: SPELLING_TIMEOUT,
    });
    return answer.data.suggestions;
  }
  private call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, json?: unknown): Promise<T> {
    return request<T>(method, path, json === undefined ? { lang: this.uiLang } : { json, lang: this.uiLang });
  }
  private async words(path: string, json: unknown): Promise<OwnDictionary> {
    return (await this.call<{ data: OwnDictionary }>('POST', path, json)).data;
  }
  async ownDictionary(): Promise<OwnDictionary> {
    await this.moveLocalDictionary();
    return (await this.call<{ data: OwnDictionary }>('GET', '/api/text/words')).data;
  }
  addWord(word: string) {
    return this.words('/api/text/words', { kind: 'word', word });
  }
  addTerm(abbr: string, expansion: string) {
    return this.words('/api/text/words', { kind: 'term', word: abbr, expansion });
  }
  remove(kind: 'word' | 'term', word: string) {
    return this.words('/api/text/words/remove', { kind, word });
  }
  async savedTexts() {
    return (await this.call<{ data: SavedTextSummary[] }>('GET', '/api/text/saved')).data;
  }
  async openText(id: number) {
    return (await this.call<{ data: SavedText }>('GET', `/api/text/saved/${id}`)).data;
  }
  async saveText(text: { id?: number; title: string; text: string; lang?: string }) {
    return (await this.call<{ data: SavedText }>('POST', '/api/text/saved', text)).data;
  }
  async deleteText(id: number) {
    await this.call('DELETE', `/api/text/saved/${id}`);
  }
  /** Words and terms an earlier version kept in this browser go to the server once, then leave it. */
  private async moveLocalDictionary(): Promise<void> {
    const words = readJson<unknown>(WORDS_KEY, []);
    const terms = readJson<unknown>(DICTIONARY_KEY, {});
    for (const w of Array.isArray(words) ? words : []) if (typeof w === 'string') await this.addWord(w);
    if (terms && typeof terms === 'object' && !Array.isArray(terms)) {
      for (const [a, e] of Object.entries(terms)) if (typeof e === 'string') await this.addTerm(a, e);
    }
    removeKey(WORDS_KEY);
    removeKey(DICTIONARY_KEY);
  }
}
