import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { hostFullTitle } from './host-full-title.js';

const ctx = (type: string) => ({ type }) as unknown as Context;
const paper = (title: string, info?: string): Publication =>
  ({
    idTypePublication: 3,
    title: { publicationTitle: 'Paper', infoAbouteTitle: info },
    host: { title },
  }) as Publication;

describe('hostFullTitle', () => {
  it("joins a paper's conference statement to the proceedings' title after a colon", () => {
    expect(hostFullTitle(paper('Бібліотеки в цифрову епоху', 'матеріали міжнар. наук. конф.'), ctx('conference'))).toBe(
      'Бібліотеки в цифрову епоху: матеріали міжнар. наук. конф.',
    );
  });

  it('takes the running colon and does not repeat a statement the title holds', () => {
    expect(hostFullTitle(paper('Труды : материалы конф.', 'материалы конф.'), ctx('conference'))).toBe(
      'Труды: материалы конф.',
    );
  });

  it("leaves a chapter's own other title information with the chapter", () => {
    expect(hostFullTitle(paper('Handbook.', 'a study'), ctx('part'))).toBe('Handbook');
  });
});
