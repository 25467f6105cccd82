import type { TextLang } from './language.js';
import { isAbbreviation, sentences } from './sentences.js';
import { stem } from './stem.js';
import { stopwords } from './stopwords.js';
import { normalWord, tokens } from './tokens.js';

/** A term (a stem, shown by its most frequent form) or an n-gram, with how often it occurs. */
export interface Term {
  term: string;
  stem: string;
  count: number;
  /** Share of the text's content words (0–1). */
  share: number;
  /** The word forms that were grouped under the stem. */
  forms: string[];
}

export interface Frequencies {
  lang: TextLang;
  words: number;
  contentWords: number;
  terms: Term[];
  bigrams: Term[];
  trigrams: Term[];
  /** Keywords for an abstract: repeated phrases first, then the top single terms they do not cover. */
  keywords: string[];
}

interface Tally {
  count: number;
  forms: Map<string, number>;
}

function add(map: Map<string, Tally>, key: string, form: string) {
  const t = map.get(key) ?? { count: 0, forms: new Map() };
  t.count++;
  t.forms.set(form, (t.forms.get(form) ?? 0) + 1);
  map.set(key, t);
}

function ranked(map: Map<string, Tally>, total: number, top: number, min = 1): Term[] {
  return [...map]
    .filter(([, t]) => t.count >= min)
    .map(([key, t]) => {
      const forms = [...t.forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      return {
        term: forms[0]?.[0] ?? key,
        stem: key,
        count: t.count,
        share: total ? Number((t.count / total).toFixed(4)) : 0,
        forms: forms.map(([f]) => f),
      };
    })
    .sort((a, b) => b.count - a.count || a.term.localeCompare(b.term))
    .slice(0, top);
}

/**
 * Word frequencies by stem with stop words (and numbers) left out, and the 2- and 3-word phrases
 * of content words that stand together inside one sentence.
 */
export function frequencies(text: string, lang: TextLang, top = 100): Frequencies {
  const stop = stopwords(lang);
  const singles = new Map<string, Tally>();
  const grams = [new Map<string, Tally>(), new Map<string, Tally>()];
  let all = 0;
  let content = 0;
  for (const s of sentences(text, lang)) {
    // A run of content words; a stop word breaks it, so phrases never span "of the".
    let run: { stem: string; form: string }[] = [];
    for (const t of tokens(s.text)) {
      all++;
      const lower = normalWord(t.word);
      // Acronyms keep their capitals (ВАК, UDC); other words are shown in lower case.
      const form = /^\p{Lu}{2,}$/u.test(t.word) ? t.word : lower;
      if (stop.has(lower) || lower.length < 2 || (s.text[t.end] === '.' && isAbbreviation(lower, lang))) {
        run = [];
        continue;
      }
      content++;
      const w = { stem: stem(lower, lang), form };
      add(singles, w.stem, form);
      run.push(w);
      for (const n of [2, 3]) {
        if (run.length < n) continue;
        const g = run.slice(-n);
        add(grams[n - 2] as Map<string, Tally>, g.map((x) => x.stem).join(' '), g.map((x) => x.form).join(' '));
      }
    }
  }
  const terms = ranked(singles, content, top);
  const bigrams = ranked(grams[0] as Map<string, Tally>, content, 30, 2);
  const trigrams = ranked(grams[1] as Map<string, Tally>, content, 30, 2);
  return {
    lang,
    words: all,
    contentWords: content,
    terms,
    bigrams,
    trigrams,
    keywords: keywords(terms, bigrams, trigrams),
  };
}

/** Up to 8 keywords: phrases met at least twice, then single terms met at least twice not already inside a phrase. */
function keywords(terms: Term[], bigrams: Term[], trigrams: Term[]): string[] {
  const out: Term[] = [];
  for (const g of [...trigrams.slice(0, 2), ...bigrams.slice(0, 4)]) {
    if (out.length < 4 && !out.some((o) => o.stem.includes(g.stem))) out.push(g);
  }
  for (const t of terms) {
    if (out.length >= 8 || t.count < 2) break;
    if (!out.some((o) => o.stem.split(' ').includes(t.stem))) out.push(t);
  }
  return out.map((t) => t.term);
}
