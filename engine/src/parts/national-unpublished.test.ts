import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { isUnpublished } from './national-unpublished.js';

const book = (extra: Partial<Publication>): Publication => ({
  idTypePublication: 2,
  title: { publicationTitle: 'T' },
  ...extra,
});

describe('unpublished documents', () => {
  it('are deposited works, told by the deposit note', () => {
    expect(
      isUnpublished(book({ note: 'Библиогр.: с. 208–209. – Деп. в ИНИОН Рос. акад. наук 15.02.02, № 139876' })),
    ).toBe(true);
    expect(isUnpublished(book({ note: 'Деп. в ВИНИТИ 13.06.02, № 145432' }))).toBe(true);
  });

  it('are research reports, told by their kind', () => {
    expect(
      isUnpublished(book({ title: { publicationTitle: 'T', infoAbouteTitle: 'отчет о НИР (заключ.) : 06-02' } })),
    ).toBe(true);
    expect(isUnpublished(book({ title: { publicationTitle: 'T', infoAbouteTitle: 'звіт про НДР' } }))).toBe(true);
  });

  it('are not books with other notes', () => {
    expect(isUnpublished(book({ note: 'Библиогр.: с. 25' }))).toBe(false);
    expect(isUnpublished(book({ note: 'Указ. деп. рукописей' }))).toBe(false);
    expect(isUnpublished(book({ title: { publicationTitle: 'T', infoAbouteTitle: 'учебное пособие' } }))).toBe(false);
  });
});
