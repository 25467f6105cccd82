import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

describe('an imprint with the publisher first', () => {
  it('reads ACS’s "Publisher: Place, Year"', () => {
    // A real string of AnyStyle's core set (development part).
    const out = parseCitation(
      '9. Eary, L.; Shramke, J., Chemical Modeling of Aqueous Systems II. American Chemical Society: Washington, DC, 1990; Vol. 416.',
    ).publication.outputData;
    expect(out).toMatchObject({ editionPlace: 'Washington, DC', publisher: 'American Chemical Society' });
  });

  it('leaves "Place: Publisher" as it is', () => {
    const out = parseCitation('Leach, Neil, ed. Rethinking Architecture. London: Routledge, 1997.').publication
      .outputData;
    expect(out).toMatchObject({ editionPlace: 'London', publisher: 'Routledge' });
  });
});
