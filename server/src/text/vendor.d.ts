// The two stemmer packages ship no types; these are the parts the text tool calls.
declare module 'snowball-stemmers' {
  const snowball: { newStemmer(algorithm: string): { stem(word: string): string } };
  export default snowball;
}
declare module '@nlpjs/lang-uk' {
  export class StemmerUk {
    stemWord(word: string): string;
  }
}
