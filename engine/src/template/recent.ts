/**
 * A pure function of a string that remembers its last few answers: the same title is asked
 * about several times while one record is formatted (whether it looks foreign, once for the
 * record and once for its piece; its headline form), and a style's pieces ask again for each
 * style of a request. Only a handful are kept, so a large batch is not sped up by answers
 * left over from earlier records (the benchmark measures the work per record), and memory
 * stays bounded. `f` must depend on its argument alone.
 */
export function recent<T>(f: (text: string) => T, size = 8): (text: string) => T {
  const keys: (string | undefined)[] = new Array(size).fill(undefined);
  const values: T[] = new Array(size);
  let next = 0;
  return (text) => {
    for (let i = 0; i < size; i++) if (keys[i] === text) return values[i] as T;
    const value = f(text);
    keys[next] = text;
    values[next] = value;
    next = (next + 1) % size;
    return value;
  };
}
