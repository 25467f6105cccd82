import { describe, expect, it } from 'vitest';
import { decodeText, encodingOf } from './decode-text.js';

const RIS = 'TY  - JOUR\r\nAU  - Петров, И. И.\r\nTI  - Über Zeitschriften\r\nER  - \r\n';

function utf16(text: string, order: 'le' | 'be', mark: boolean): Uint8Array {
  const out: number[] = mark ? (order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    out.push(...(order === 'le' ? [c & 0xff, c >> 8] : [c >> 8, c & 0xff]));
  }
  return new Uint8Array(out);
}

describe('decodeText', () => {
  it('reads UTF-8 with and without its byte-order mark', () => {
    const bytes = new TextEncoder().encode(RIS);
    expect(decodeText(bytes)).toBe(RIS);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]))).toBe(RIS);
  });

  it('reads UTF-16 in either byte order, marked or not', () => {
    for (const order of ['le', 'be'] as const)
      for (const mark of [true, false]) expect(decodeText(utf16(RIS, order, mark))).toBe(RIS);
    expect(encodingOf(utf16(RIS, 'be', false))).toBe('utf-16be');
  });

  it('reads an old Russian Windows export (Windows-1251) instead of turning its letters into U+FFFD', () => {
    // "AU  - Петров" in Windows-1251.
    const bytes = new Uint8Array([0x41, 0x55, 0x20, 0x20, 0x2d, 0x20, 0xcf, 0xe5, 0xf2, 0xf0, 0xee, 0xe2]);
    expect(encodingOf(bytes)).toBe('windows-1251');
    expect(decodeText(bytes)).toBe('AU  - Петров');
  });

  it('leaves a binary file with NULs on both sides undecoded as UTF-16, so it is refused as not text', () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0x21, 0x00]);
    expect(encodingOf(zip)).not.toMatch(/utf-16/);
    expect(decodeText(zip)).toContain('\u0000');
  });
});
