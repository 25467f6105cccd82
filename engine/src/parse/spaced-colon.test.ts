import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

const title = (text: string) => parseCitation(text).publication.title;

// The largest development cause left by session 9 (AnyStyle core, development part): a subtitle
// after a spaced colon, as French typography sets it, outside GOST's zones.
describe('a subtitle after a spaced colon', () => {
  it('is the title’s in a Latin-script reference (AnyStyle core, development strings)', () => {
    expect(
      title(
        'LEDUC, H. Dictionnaire d’homéopathie pédiatrique : de la naissance à l’adolescence. 1990. Bruxelles : ED Rageot-Hatier. 494 p.',
      ),
    ).toEqual({ publicationTitle: 'Dictionnaire d’homéopathie pédiatrique: de la naissance à l’adolescence' });
    expect(
      title(
        '« Globalization, Power and Survival : an Anthropological Perspective », Anthropological Quarterly, vol 79-3, 2006, pp.483-508',
      )?.publicationTitle,
    ).toMatch(/^Globalization, Power and Survival ?: an Anthropological Perspective$/u);
  });

  it('is not an imprint the title ran on into (GSA’s "(4th ed.): St. Louis, Mosby", a patent’s "author’s cert.")', () => {
    expect(
      title(
        'Murray, P.R., Rosenthal, K.S., Kobayashi, G.S., and Pfaller, M.A., 2002, Medical microbiology (4th ed.): St. Louis, Mosby.',
      )?.publicationTitle,
    ).toBe('Medical microbiology');
  });

  it('stays other title information in a GOST description', () => {
    expect(title('Иванов И. И. Физика : учебник / И. И. Иванов. – М. : Наука, 2010. – 320 с.')).toMatchObject({
      publicationTitle: 'Физика',
      infoAbouteTitle: 'учебник',
    });
  });
});
