// The package ships no types; this is the part of its API the classifier search uses.
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowball: { newStemmer(language: string): Stemmer; algorithms(): string[] };
  export default snowball;
}

// The `stopword` package ships no types; only its three word lists are used.
declare module 'stopword' {
  export const eng: string[];
  export const rus: string[];
  export const ukr: string[];
}
