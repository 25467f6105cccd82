import { describe, expect, it } from 'vitest';
import { sentenceCase } from './sentence-case.js';

describe('sentenceCase (APA 7, 6.17; APA 6, 4.15)', () => {
  it.each([
    ['Partial Symmetries of Weak Interactions', 'Partial symmetries of weak interactions'],
    [
      'Space and Beyond: The Frontier Theme in Science Fiction',
      'Space and beyond: The frontier theme in science fiction',
    ],
    ['Twice-Born, Once Conceived', 'Twice-born, once conceived'],
    [
      'Faster Radix Sort via Virtual Memory and Write-Combining',
      'Faster radix sort via virtual memory and write-combining',
    ],
    ['High-Speed Digital-to-RF Converter', 'High-speed digital-to-RF converter'],
    // Proper nouns: possessives, listed places and peoples, initialisms and mixed capitals stay.
    ["Hemingway's Style and Jake's Narration", "Hemingway's style and Jake's narration"],
    ['Georgia in Anglo-Spanish Diplomacy, 1736–1739', 'Georgia in Anglo-Spanish diplomacy, 1736–1739'],
    ['The LaTeX Companion', 'The LaTeX companion'],
    // A moon's name in the dictionary that is a chemical's common name; two-word names whose first word is common.
    ['Multilayered Titania and Silica Coatings', 'Multilayered titania and silica coatings'],
    ['The Town of Hanover, New Hampshire', 'The town of Hanover, New Hampshire'],
    ['Culture after the Third Reich', 'Culture after the Third Reich'],
    ['The Deceptive Realism of Machado de Assis', 'The deceptive realism of Machado de Assis'],
    ['Growth in Rio de Janeiro', 'Growth in Rio de Janeiro'],
    [
      'A Hybrid Model of a Multiple Virtual Storage (MVS) System',
      'A hybrid model of a multiple virtual storage (MVS) system',
    ],
    ['Studies In Aristotle’s Ethics', 'Studies in Aristotle’s ethics'],
    ['Welcome Home? Deportation to El Salvador', 'Welcome home? Deportation to El Salvador'],
    ['City of Suspects: Crime in Mexico City, 1900–1931', 'City of suspects: Crime in Mexico City, 1900–1931'],
    ['Migration from New York to the United States', 'Migration from New York to the United States'],
    ['Growing Up in New York', 'Growing up in New York'],
    ['Water Rights in Texas', 'Water rights in Texas'],
    ['The Poems and Dramas of Lord Byron', 'The poems and dramas of Lord Byron'],
    ['Archaeology in the Poetry of W.B. Yeats', 'Archaeology in the poetry of W.B. Yeats'],
    // People's and places' names (SCOWL's proper nouns, given names before a surname, particles).
    ['The Ghost of John Wayne and Other Stories', 'The ghost of John Wayne and other stories'],
    ['Studies in Aristotle', 'Studies in Aristotle'],
    [
      'The Epistle by Ibn Rushd with the Commentary of Moses Narboni',
      'The epistle by Ibn Rushd with the commentary of Moses Narboni',
    ],
    [
      'The Limitations of Human Knowledge According to Al-Farabi, ibn Bajja, and Maimonides',
      'The limitations of human knowledge according to Al-Farabi, ibn Bajja, and Maimonides',
    ],
    ['City of Suspects: Crime in Mexico City, 1900–1931', 'City of suspects: Crime in Mexico City, 1900–1931'],
    ['Trade in West Africa and Central America', 'Trade in West Africa and Central America'],
    // A place's noun before "of" and a proper noun opens the name; before one that is not, it is lowered.
    ['The Gulf of Mexico Basin', 'The Gulf of Mexico basin'],
    // "May" is the month beside a number or after "in", else the verb.
    ['Plastic Containers May Alter the Serum', 'Plastic containers may alter the serum'],
    ['Elections Held in May and June 2010', 'Elections held in May and June 2010'],
    ['The Riots of 4 May 1919', 'The riots of 4 May 1919'],
    ['A Bay of Rivers and the Sea of Japan', 'A bay of rivers and the Sea of Japan'],
    ['Frank Lloyd Wright and the Prairie School', 'Frank Lloyd Wright and the prairie school'],
    // A given name that is also a word is lowered when no name follows it.
    ['Art History and Visual Culture', 'Art history and visual culture'],
    ['Will Power and Self-Control', 'Will power and self-control'],
    ['The Christian Tradition and Its History', 'The Christian tradition and its history'],
    ['About Yale: Yale Facts', 'About Yale: Yale facts'],
    ['The Berkeley Restaurant Project', 'The Berkeley restaurant project'],
    ['Letters of Edward Meredith Cope', 'Letters of Edward Meredith Cope'],
    // A title within the title keeps its capitals.
    ['Aristotle’s “De Motu Animalium”', 'Aristotle’s “De Motu Animalium”'],
  ])('%s', (typed, expected) => expect(sentenceCase(typed)).toBe(expected));

  it('leaves a title already in sentence case (its capitals are proper nouns) as typed', () => {
    expect(sentenceCase('Gromov invariants for holomorphic maps on Riemann surfaces')).toBe(
      'Gromov invariants for holomorphic maps on Riemann surfaces',
    );
    expect(sentenceCase('Tame the BeaST')).toBe('Tame the BeaST');
  });
});

describe('sentenceCase with lowerAfterColon (Citing Medicine)', () => {
  it("lowers a subtitle's first word like any other, keeping names", () => {
    expect(
      sentenceCase('Twice-Born, Once Conceived: Meaning Construction and Cultural Cognition', {
        lowerAfterColon: true,
      }),
    ).toBe('Twice-born, once conceived: meaning construction and cultural cognition');
    expect(sentenceCase('City of Suspects: Crime in Mexico City, 1900–1931', { lowerAfterColon: true })).toBe(
      'City of suspects: crime in Mexico City, 1900–1931',
    );
    expect(sentenceCase('Trade Policy: America and the World', { lowerAfterColon: true })).toBe(
      'Trade policy: America and the world',
    );
  });
  it('keeps the capital after a colon by default (APA)', () => {
    expect(sentenceCase('City of Suspects: Crime in Mexico City')).toBe('City of suspects: Crime in Mexico City');
  });
});

describe('a title quoted in single marks inside a title', () => {
  it('stays as typed, with typewriter or curly marks', () => {
    expect(sentenceCase("Statement and Technique in 'The Great Gatsby'")).toBe(
      "Statement and technique in 'The Great Gatsby'",
    );
    expect(sentenceCase('Readings of ‘The Silhouette of a Content’ in Melville Studies')).toBe(
      'Readings of ‘The Silhouette of a Content’ in Melville studies',
    );
    expect(sentenceCase("The Workers' Rights in Modern States")).toBe("The workers' rights in modern states");
  });
});

// Session 11, an editor's pass on the Chicago goldens' real titles set in the sentence-case styles.
describe('names and slips an editor found in real titles (APA 7, 6.14, 6.16, 6.17)', () => {
  it.each([
    // A given name that is also a word, ending the title after "of": the author's name.
    ['The Iliad of Homer', 'The Iliad of Homer'],
    ['The Gospel of Mark: A Commentary', 'The gospel of Mark: A commentary'],
    ['A Study of Rose Gardens', 'A study of rose gardens'],
    // A first name the dictionary lacks before a given name; the verb after the full name is lowered.
    [
      'Questions of Transport: Reading Primo Levi Reading Dante',
      'Questions of transport: Reading Primo Levi reading Dante',
    ],
    ['Color, and Time: Jacob Lawrence', 'Color, and time: Jacob Lawrence'],
    // A dynasty's or empire's name, with its compass word.
    [
      'Contesting Imaginaires in Death Rituals during the Northern Song Dynasty',
      'Contesting imaginaires in death rituals during the Northern Song Dynasty',
    ],
    // A common noun's possessive is lowered like the noun; a surname's stays.
    [
      'The Omnivore’s Dilemma: A Natural History of Four Meals',
      'The omnivore’s dilemma: A natural history of four meals',
    ],
    ["Kessler's Law Revisited", "Kessler's law revisited"],
    ["Jones's Theory of Value", "Jones's theory of value"],
    ["A Reader's Guide to Chaucer", "A reader's guide to Chaucer"],
    ["Koza's Genetic Programming Methods", "Koza's genetic programming methods"],
    ["Women's Health in Rural Areas", "Women's health in rural areas"],
    // A hyphenated name keeps both capitals; a compound of common words or a people's adjective does not.
    ['Moby-Dick; or, The Whale', 'Moby-Dick; or, the whale'],
    ['Large-Scale Mark-Up Studies', 'Large-scale mark-up studies'],
    ['Culture in English-Language Classrooms', 'Culture in English-language classrooms'],
    // A minor word typed in capitals between title-cased words is a slip; an initialism after a minor word stays.
    [
      'Asynchronous Regulation OF Splicing Events Within Protein 4.1 Pre-mRNA',
      'Asynchronous regulation of splicing events within protein 4.1 pre-mRNA',
    ],
    ['Ataxia in AT Patients', 'Ataxia in AT patients'],
  ])('%s', (title, expected) => {
    expect(sentenceCase(title)).toBe(expected);
  });
});
