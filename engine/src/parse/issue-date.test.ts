import { describe, expect, it } from 'vitest';
import { issueDateOf } from './issue-date.js';
import { parseCitation } from './parse-citation.js';

const date = (text: string) => parseCitation(text).publication.series?.publicDate;

describe('an English issue date kept whole (series.publicDate)', () => {
  it('reads the real strings of AnyStyle core (dev)', () => {
    expect(
      date(
        'Zetter, K. (2015, Aug 6). Researchers hacked a Model S, but Tesla’s already released a patch. Retrieved from http://www.wired.com/2015/08/researchers-hacked-model-s-teslas-already/',
      ),
    ).toBe('2015-08-06');
    expect(
      date(
        '[39] R. A. Hess and Y. Jung, “An application of generalized predictive control to rotorcraft terrain-following flight,” Systems, Man and Cybernetics, IEEE Transactions on, vol. 19, no. 5, pp. 955–962, Sep 1989.',
      ),
    ).toBe('1989-09');
    expect(
      date(
        'Hisakata, Rumi, et al. “An Adaptable Metric Shapes Perceptual Space.” Current Biology, vol. 26, no. 14, July 2016, pp. 1911–15. www.cell.com, doi:10.1016/j.cub.2016.05.047.',
      ),
    ).toBe('2016-07');
  });

  it('leaves a season, a range of months, an access date and a title’s month alone', () => {
    expect(
      date(
        'Berthold-Bond, Daniel. “The Ethics of ‘Place’: Reflections on Bioregionalism.” Environmental Ethics 22 (spring 2000): 5–24.',
      ),
    ).toBeUndefined();
    expect(
      date(
        '[25] M. Kawamura, H. Katsurayama, H. Otsu, K. Yamada, and T. Abe, “Magnetic-Field Configuration Effect on Aerodynamic Heating of a Magnetized Body,” Journal of Spacecraft and Rockets, vol. 49, no. 2, March-April 2012.',
      ),
    ).toBeUndefined();
    expect(issueDateOf('Doe, J. 2016. “X.” Y 3: 1–2. Accessed 14 September 2016.', '2016')).toBeUndefined();
    expect(
      issueDateOf('Doe, J. (2016). The vote of November 2016. Y, 3, 1–2.', '2016', 'The vote of November 2016'),
    ).toBeUndefined();
    expect(issueDateOf('Doe J. Title. J Med. 2012 Jul 5;3:1–2.', '2012')).toBe('2012-07-05');
  });
});
