import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { presentationOf } from './presentation.js';

const hosted = (title: string): Publication => ({ idTypePublication: 3, host: { title } }) as Publication;

describe('presentationOf (APA 6, 7.04 ex. 35–37; APA 7, 10.5)', () => {
  it.each([
    ['Paper presented at the APA 2019 Convention', 'paper', 'APA 2019 Convention'],
    [
      'Poster session presented at Society for Research in Child Development Biennial Meeting',
      'poster',
      'Society for Research in Child Development Biennial Meeting',
    ],
    ['Symposium presented at the annual meeting of the AERA.', 'symposium', 'Annual meeting of the AERA'],
    ['Keynote address presented at the ICML', 'keynote', 'ICML'],
    [
      'Conference session presented at the Autism Society National Conference',
      'session',
      'Autism Society National Conference',
    ],
    ['Conference presentation presented at the APA 2019 Convention', 'conference', 'APA 2019 Convention'],
  ])('%s', (title, kind, meeting) => {
    expect(presentationOf(hosted(title))).toMatchObject({ kind, meeting });
  });

  it('leaves proceedings alone', () => {
    expect(presentationOf(hosted('Proceedings of the 2019 Conference of the ACL'))).toBeUndefined();
    expect(presentationOf({ idTypePublication: 3 } as Publication)).toBeUndefined();
  });
});
