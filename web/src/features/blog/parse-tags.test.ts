import { describe, expect, it } from 'vitest';
import { parseTags } from './StoryEditor.js';

describe('the editor’s tag field', () => {
  it('reads "Text:key" pairs and makes keys from Latin text', () => {
    expect(parseTags('APA 7:apa, Open Access , ГОСТ:gost,,')).toEqual([
      { text: 'APA 7', hrefKey: 'apa' },
      { text: 'Open Access', hrefKey: 'open-access' },
      { text: 'ГОСТ', hrefKey: 'gost' },
    ]);
  });
  it('leaves the key empty for non-Latin text without one, so the server names the field', () => {
    expect(parseTags('Препринты')).toEqual([{ text: 'Препринты', hrefKey: '' }]);
  });
});
