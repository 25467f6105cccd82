import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

const imprint = (text: string) => {
  const p = parseCitation(text).publication;
  return {
    place: p.host?.editionPlace ?? p.outputData?.editionPlace,
    publisher: p.host?.publisher ?? p.outputData?.publisher,
  };
};

/** AnyStyle core strings (fixtures/parser/anystyle_core.xml, development part) whose place the styles printed as read. */
describe('a place is a place name', () => {
  it('keeps the stop of its last abbreviation ("Washington, D. C.")', () => {
    expect(
      imprint(
        'A. Gupta, I. Mumick, and V. Subrahmanian. Maintaining views incrementally. In Preceedings of the 1993 ACM SIGMOD International Conference on Management of Data, pages 157-166, Washington, D. C., May 1993.',
      ),
    ).toMatchObject({ place: 'Washington, D. C.' });
    expect(
      imprint(
        'Peot, M. A., & Smith, D. E. (1993). Threat-removal strategies for partial-order planning. In Proceedings of the Eleventh National Conference of the American Association for Artificial Intelligence (AAAI-93), pp. 492-499 Washington, D. C. Morgan Kaufmann.',
      ),
    ).toEqual({ place: 'Washington, D. C.', publisher: 'Morgan Kaufmann' });
  });

  it('leaves out the bracket that opened a conference’s place and date', () => {
    expect(
      imprint(
        'Card, S. K., Mackinlay, J. D. and Robertson, G. G. "The Design Space of Input Devices", in Proceedings of CHI 90 (Seattle, Washington, April 1-5, 1990). ACM, New York 1990, pp. 117-124.',
      ),
    ).toMatchObject({ place: 'Seattle, Washington' });
  });

  it('leaves out a part label run into it', () => {
    expect(
      imprint(
        'Bell E, Butcher K. DFID Guidance Note on Addressing Violence against Women and Girls in Health Programming. - Part A, London: VAWG Helpdesk; 2015 12 de abril de 2016.',
      ),
    ).toEqual({ place: 'London', publisher: 'VAWG Helpdesk' });
  });

  it('has no publisher made of the pages', () => {
    expect(
      imprint(
        'MITTICA G., KINDBERG JACOBSEN J., 2018: “Recenti ricerche nel santuario di Timpone della Motta a Francavilla Marittima”, in C. M ALACRINO , M. P AOLETTI , D. C OSTANZO (a cura di), Tanino de Santis. Una vita per la Magna Grecia, Catalogo della mostra, Reggio Calabria: 131-138.',
      ),
    ).toEqual({ place: 'Reggio Calabria', publisher: undefined });
  });

  it('leaves a part label, a report number and a collection out of the publisher', () => {
    expect(
      imprint(
        'C. Forsyth. Implementation of the worst-case execution analyser. Technical Report Hard Real-Time Operating System Kernel Study Task 8, Volume E, York Software Engineering Ltd, July 1992.',
      ).publisher,
    ).toBe('York Software Engineering Ltd');
    expect(
      imprint(
        'Wellman, M. (1985). Reasoning about preference models. Tech. rep. MIT/LCS/TR-340, Laboratory for Computer Science, MIT.',
      ).publisher,
    ).toBe('Laboratory for Computer Science, MIT');
    expect(
      imprint(
        'Walter Benjamin, « Petite histoire de la photographie » in Œuvres II, Trad fr. par Maurice de Gandillac. Paris : Gallimard, Coll. Folio Essais, 2000.',
      ).publisher,
    ).toBe('Gallimard');
  });

  it('gives a bracket closing the title back to the title', () => {
    const p = parseCitation(
      'U.S. Department of Veterans Affairs. (n.d.). The Veteran population projection model 2014 (VetPop2014). Washington, DC. Retrieved from http://www.va.gov/vetdata/Veteran_Population.asp',
    ).publication;
    expect(p.title?.publicationTitle).toBe('The Veteran population projection model 2014 (VetPop2014)');
    expect(p.outputData).toEqual({ editionPlace: 'Washington, DC' });
  });

  it('is no publisher too, and a body’s acronym before it is the publisher', () => {
    expect(
      imprint('Bossy, J. (ed.) Disputes and Settlements: Law and Human Relations in the West. Cambridge, 1983.'),
    ).toEqual({ place: 'Cambridge', publisher: undefined });
    expect(
      imprint(
        'Bederson, B. B., & Hollan, J. D., Pad++: A zooming graphical interface for exploring alternate interface physics, Proceedings of User Interface Software and Technology (UIST 94) 1726, ACM, New York, 1994.',
      ),
    ).toEqual({ place: 'New York', publisher: 'ACM' });
    // A newspaper read as the place stays the newspaper (round trip, APA 7 fixture in ACS).
    const news = parseCitation(
      'Stobbe, M. Cancer death rate in U.S. sees largest one-year drop ever. Chicago Tribune, Jan 8, 2020.',
    ).publication;
    expect(news.series?.series).toBe('Chicago Tribune');
  });
});

describe('every place of several, and places with slashes or stops', () => {
  it('"London; Thousand Oaks; New Delhi: Sage" keeps every place (ru-ua, an English string, development part)', () => {
    const p = parseCitation(
      'Du Gay P., Hall S. The Story of the Sony Walkman. London; Thousand Oaks; New Delhi: Sage, 1997.',
    ).publication.outputData;
    expect(p).toMatchObject({ editionPlace: 'London; Thousand Oaks; New Delhi', publisher: 'Sage' });
  });

  it('an editor named before the place is not a place of several (AnyStyle core, development part)', () => {
    const host = parseCitation(
      'Neyrey, J.H., “Ceremonies in Luke-Acts: The Case of Meals and Table-Fellowship,” in The Social World of Luke-Acts: Models for Interpretation (ed. J.H. Neyrey; Peabody, Ma.: Hendrickson, 1991), pp. 361-387.',
    ).publication.host;
    expect(host?.editionPlace).toBe('Peabody, Ma.');
  });

  it('«Ростов н/Д», «Н. Новгород», «СПб.» before the publisher (composed)', () => {
    for (const [place, publisher] of [
      ['Ростов н/Д', 'Феникс'],
      ['Н. Новгород', 'ННГУ'],
      ['СПб.', 'Питер'],
    ])
      expect(
        parseCitation(`Иванов И.И. Экономика. ${place}: ${publisher}, 2015. 300 с.`).publication.outputData,
      ).toMatchObject({ editionPlace: place, publisher });
  });
});

describe('a city and its publisher typed with a comma for the colon', () => {
  it('"Leningrad, Nedra" is place and publisher (AnyStyle core, development part)', () => {
    expect(
      parseCitation(
        'Masaitis, V. L., Danilin, A.N., Maschak, M.S., Raykhlin, A.I., Selivanovskaya, T.V. and Shadenkov,Ye.M., The Geology of Astroblemes (in Russian). Leningrad, Nedra, 231 p. 1980.',
      ).publication.outputData,
    ).toMatchObject({ editionPlace: 'Leningrad', publisher: 'Nedra' });
  });

  it('«М., Наука, 1980» is place and publisher (composed)', () => {
    expect(parseCitation('Иванов И.И. Геология. М., Наука, 1980. 300 с.').publication.outputData).toMatchObject({
      editionPlace: 'М.',
      publisher: 'Наука',
    });
  });
});
