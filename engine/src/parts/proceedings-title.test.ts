import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { ownTitle } from './proceedings-title.js';

const ctx = (type: string, language = 'UA') => ({ type, language }) as unknown as Context;
const record = (title: string, info?: string, host?: string): Publication =>
  ({
    idTypePublication: 3,
    title: { publicationTitle: title, infoAbouteTitle: info },
    ...(host ? { host: { title: host } } : {}),
  }) as Publication;

describe('ownTitle', () => {
  it("keeps a whole proceedings' conference statement after a colon in any language", () => {
    expect(
      ownTitle(record('Бібліотеки в цифрову епоху', 'матеріали міжнародної наукової конференції'), ctx('conference')),
    ).toBe('Бібліотеки в цифрову епоху: матеріали міжнародної наукової конференції');
  });

  it("leaves a paper's statement to its host and a Cyrillic book's other title information out", () => {
    expect(ownTitle(record('Доповідь', 'матеріали конф.', 'Праці'), ctx('conference'))).toBe('Доповідь');
    expect(ownTitle(record('Маркетинг', 'навчальний посібник'), ctx('book'))).toBe('Маркетинг');
  });

  it('does not repeat a statement the title already holds', () => {
    expect(ownTitle(record('Труды: материалы конф.', 'материалы конф.'), ctx('conference', 'RU'))).toBe(
      'Труды: материалы конф.',
    );
  });

  it('writes a Cyrillic title typed in capitals with the language capitals, an English one as typed', () => {
    expect(
      ownTitle(record('ІННОВАЦІЙНИЙ РОЗВИТОК ПІДПРИЄМСТВ УКРАЇНИ'), {
        type: 'article',
        locale: 'uk',
        language: 'UA',
      } as unknown as Context),
    ).toBe('Інноваційний розвиток підприємств України');
    expect(
      ownTitle(record('THE SENSE OF AN ENDING'), { type: 'book', locale: 'en', language: 'EN' } as unknown as Context),
    ).toBe('THE SENSE OF AN ENDING');
  });
});
