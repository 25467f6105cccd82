import { describe, expect, it } from 'vitest';
import { assignTagKeys, tagKeyOf } from './tag-keys.js';

describe('tag keys from text', () => {
  it('transliterates Cyrillic to a URL-safe key by the story’s language', () => {
    expect(tagKeyOf('Научная этика', 'ru')).toBe('nauchnaia-etika');
    expect(tagKeyOf('Щёлочь', 'ru')).toBe('shcheloch');
    expect(tagKeyOf('Згорани', 'ua')).toBe('zghorany');
    expect(tagKeyOf('Їжак і ґанок', 'ua')).toBe('yizhak-i-ganok');
    // An English story's Ukrainian tag is told by its letters.
    expect(tagKeyOf('Відкрита наука', 'en')).toBe('vidkryta-nauka');
    // …and a Russian one in a Ukrainian story by its.
    expect(tagKeyOf('Ёлка', 'ua')).toBe('elka');
    expect(tagKeyOf('Генетика', 'ua')).toBe('henetyka');
    expect(tagKeyOf('Генетика', 'ru')).toBe('genetika');
    expect(tagKeyOf('Open Access!', 'en')).toBe('open-access');
    expect(tagKeyOf('Café APA 7', 'en')).toBe('cafe-apa-7');
    expect(tagKeyOf('«—»', 'ru')).toBe('');
    expect(tagKeyOf('2024', 'en')).toBe('tag-2024');
  });

  it('keeps one key per text in a language and never gives one key to two texts', () => {
    const known = [
      { hrefKey: 'elka', text: 'Елка' },
      { hrefKey: 'gost', text: 'ГОСТ' },
    ];
    expect(
      assignTagKeys(
        [
          { text: 'Ёлка' },
          { text: 'гост' },
          { text: 'Препринты' },
          { text: 'Препринты ' },
          { text: 'APA', hrefKey: 'Apa7' },
        ],
        'ru',
        known,
      ),
    ).toEqual([
      { hrefKey: 'elka-2', text: 'Ёлка' },
      { hrefKey: 'gost', text: 'гост' },
      { hrefKey: 'preprinty', text: 'Препринты' },
      { hrefKey: 'preprinty', text: 'Препринты' },
      { hrefKey: 'apa7', text: 'APA' },
    ]);
  });

  it('names a tag of punctuation only "tag", numbered when taken', () => {
    expect(assignTagKeys([{ text: '…' }, { text: '—' }], 'ru', [])).toEqual([
      { hrefKey: 'tag', text: '…' },
      { hrefKey: 'tag-2', text: '—' },
    ]);
  });
});
