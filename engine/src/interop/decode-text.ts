// The engine is typed without DOM or Node libraries; TextDecoder is a global of both (WHATWG Encoding).
declare const TextDecoder: new (label?: string, options?: { fatal?: boolean }) => { decode(input: Uint8Array): string };

/**
 * The text of an imported file, whatever encoding a reference manager wrote it in: UTF-8
 * (with or without a byte-order mark), UTF-16 (Windows exports of EndNote, Citavi and JabRef,
 * with or without a mark), or Windows-1251, the single-byte encoding of older Russian and
 * Ukrainian Windows exports. Reading such a file as UTF-8 turns every Cyrillic letter into
 * U+FFFD, and a UTF-16 file into text interleaved with NULs.
 *
 * Hand-written because it is a few lines over the standard `TextDecoder`; the encoding
 * guess needs only the byte-order mark, the NUL pattern and whether the bytes are valid UTF-8.
 * @example decodeText(new Uint8Array([0xcf, 0xe5, 0xf2, 0xf0, 0xee, 0xe2])) // 'Петров'
 */
export function decodeText(bytes: Uint8Array): string {
  return new TextDecoder(encodingOf(bytes)).decode(bytes);
}

/** The WHATWG encoding label `decodeText` reads `bytes` with (its BOM is then dropped by the decoder). */
export function encodingOf(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1251' {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const unmarked = utf16Unmarked(bytes);
  if (unmarked) return unmarked;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1251';
  }
}

/**
 * UTF-16 without a mark: the syntax of BibTeX, RIS and JSON is ASCII, so one byte of each
 * pair is NUL and the other almost never is. Binary files have NULs on both sides, so they
 * stay undecoded here and are refused as not text by the caller.
 */
function utf16Unmarked(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros >= pairs * 0.25 && evenZeros === 0) return 'utf-16le';
  if (evenZeros >= pairs * 0.25 && oddZeros === 0) return 'utf-16be';
  return undefined;
}
