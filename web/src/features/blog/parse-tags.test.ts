import { describe, expect, it } from 'vitest';
import { parseTags } from './StoryEditor.js';

describe('the editor’s tag field', () => {
  it('reads "Text:key" pairs; a key not given is left for the server to make', () => {
    expect(parseTags('APA 7:apa, Open Access , ГОСТ:Gost,,')).toEqual([
      { text: 'APA 7', hrefKey: 'apa' },
      { text: 'Open Access', hrefKey: '' },
      { text: 'ГОСТ', hrefKey: 'gost' },
    ]);
  });
  it('leaves the key empty for Cyrillic text without one (the server transliterates it)', () => {
    expect(parseTags('Препринты, :x')).toEqual([
      { text: 'Препринты', hrefKey: '' },
      { text: 'x', hrefKey: 'x' },
    ]);
  });
});
