// d3-cloud 1.2 ships no types; only the part the word cloud uses is declared.
declare module 'd3-cloud' {
  export interface CloudWord {
    text: string;
    size: number;
    x?: number;
    y?: number;
    rotate?: number;
  }
  export interface Cloud<T extends CloudWord> {
    size(size: [number, number]): Cloud<T>;
    words(words: T[]): Cloud<T>;
    padding(padding: number): Cloud<T>;
    rotate(rotate: number | ((word: T) => number)): Cloud<T>;
    font(font: string): Cloud<T>;
    fontWeight(weight: string | number): Cloud<T>;
    fontSize(size: (word: T) => number): Cloud<T>;
    random(random: () => number): Cloud<T>;
    spiral(spiral: 'archimedean' | 'rectangular'): Cloud<T>;
    on(event: 'end', listener: (placed: T[]) => void): Cloud<T>;
    start(): Cloud<T>;
    stop(): Cloud<T>;
  }
  export default function cloud<T extends CloudWord>(): Cloud<T>;
}
