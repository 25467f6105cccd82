import type { Person, PublicationInput } from '../model/publication.js';
import { identifierText } from '../model/standard-identifier.js';
import { readDate } from './dates.js';
import type { Draft } from './draft.js';

/** The Publication (docs/model.md) from what was read. */
export function build(d: Draft): PublicationInput {
  const pub: PublicationInput = { idTypePublication: d.type ?? 2, language: d.language };
  const title: Record<string, unknown> = {};
  if (d.title) title.publicationTitle = d.title;
  if (d.info) title.infoAbouteTitle = d.info;
  if (d.volumeTitle) title.nameVolume = d.volumeTitle;
  if (d.parallel) title.parallelTitles = [{ text: d.parallel }];
  if (d.standard) title.standartNumber = [d.standard];
  if (Object.keys(title).length) pub.title = title;
  // A chapter or a proceedings paper (type 3) names its host — the edited book, collection or
  // proceedings — which the styles print from `publication.host` (engine/src/parts/host.ts);
  // the host's imprint goes with it, the part's own pages stay in `physical.pages`. A journal
  // article keeps its journal in `series.series` (spec §3).
  const part = d.type === 3 && Boolean(d.container);
  if (part) {
    const host: Record<string, unknown> = { title: d.container };
    if (d.place) host.editionPlace = d.place;
    if (d.publisher) host.publisher = d.publisher;
    if (d.volume) host.volume = d.volume;
    if (d.hostEditors.length) host.editors = d.hostEditors;
    if (d.isbn) host.isbn = identifierText(d.isbn);
    pub.host = host;
  }
  const series: Record<string, unknown> = {};
  if (d.container && d.type !== 2 && !part) series.series = d.container;
  if (d.bookSeries && d.type === 2) {
    series.series = d.bookSeries.title;
    if (d.bookSeries.number) series.number = d.bookSeries.number;
    if (d.bookSeries.issue) series.issue = d.bookSeries.issue;
  }
  if (d.volume && !part) series.volume = d.volume;
  // «Вып. 67» keeps its word, in a journal, a collection or a proceedings volume alike: the styles
  // print a bare issue of a journal as «№ 67» and of a host as a part, «Ч. 8», and an issue typed
  // with its word as typed (parts/issue-label.ts).
  if (d.issue) series.issue = d.issueWord ? `${d.issueWord} ${d.issue}` : d.issue;
  if (d.number) series.number = d.number;
  const issued = d.issued ?? (d.issueDay && d.year ? readDate(`${d.issueDay} ${d.year}`) : undefined);
  if (issued) series.publicDate = issued;
  // The identifiers found go where the model keeps them (docs/model.md): the ISSN with the serial,
  // the ISBN with the book, or with the host of a part (above). `identifiers` still reports both.
  if (d.issn) series.issn = identifierText(d.issn);
  if (Object.keys(series).length) pub.series = series;
  const output: Record<string, unknown> = {};
  if (d.year) output.year = d.year;
  if (d.place && !part) output.editionPlace = d.place;
  if (d.publisher && !part) output.publisher = d.publisher;
  if (d.type === 2 && d.container && !d.publisher) output.publisher = d.container;
  if (d.isbn && !part) output.isbn = identifierText(d.isbn);
  if (Object.keys(output).length) pub.outputData = output;
  // A page cited from a book keeps its label, «С. 340», or it would read as the extent «340 с.» (parts/national-areas.ts).
  const cited =
    d.type === 2 &&
    (d.place || d.publisher) &&
    (d.gost || d.language === 'RU' || d.language === 'UA') &&
    d.pages &&
    /^\d+$/.test(d.pages)
      ? `С. ${d.pages}`
      : d.pages;
  const pages = cited ?? d.extent;
  if (pages || d.illustrations)
    pub.physical = { ...(pages ? { pages } : {}), ...(d.illustrations ? { additionMaterial: d.illustrations } : {}) };
  if (d.edition) pub.edition = d.edition;
  if (d.link || d.accessed) {
    pub.accessData = {
      ...(d.link ? { link: d.link, type: d.linkType } : {}),
      ...(d.accessed ? { accessedDate: d.accessed } : {}),
    };
  }
  const special: Record<string, unknown> = {};
  if (d.dissertation) {
    special.dissertation = d.dissertation.full;
    if (d.dissertation.degree) special.idAcademicDegree = d.dissertation.degree;
    if (d.dissertation.science) special.idScience = d.dissertation.science;
    if (d.dissertation.code) special.codeSpecialty = d.dissertation.code;
    // The defence place is the university (docs/model.md); the city stays the edition place.
    if (d.institution) special.defPlace = d.institution;
    if (d.thesisOrganisation) special.organization = d.thesisOrganisation;
  }
  if (d.patent) {
    special.patentNumber = d.patent.number;
    if (d.patent.office) special.patentOffice = d.patent.office;
    if (d.patentDate) special.datePublication = d.patentDate;
  }
  if (d.held && d.type === 3) {
    if (d.held.place) special.place = d.held.place;
    if (d.held.date) special.date = d.held.date;
    if (d.held.dateEnd) special.dateEnd = d.held.dateEnd;
  }
  if (d.standard) {
    if (d.standardReplaced) special.standardNumber = d.standardReplaced;
    if (d.standardIntroduced) special.date = d.standardIntroduced;
    if (d.standardNotes) pub.infoStandart = d.standardNotes;
  }
  if (Object.keys(special).length) pub.specialData = special;
  const authors: Record<string, Person[]> = {};
  if (d.authors.length) authors['1'] = d.authors;
  // A host's editors without a host to hold them (a journal's special issue) stay the record's.
  // A GOST journal's own editor («// Ab Imperio / Отв. ред. И.В. Герасимов. – 2016. – № 3») is
  // no editor of the article, which the styles would print in its responsibility: left out.
  const journalEditors = d.gost && d.type === 1;
  const editors = part || journalEditors ? d.editors : [...d.editors, ...d.hostEditors];
  if (editors.length) authors['3'] = editors;
  if (d.compilers.length) authors['2'] = d.compilers;
  if (d.translators.length) authors['4'] = d.translators;
  if (d.organisation) authors['5'] = [{ surname: d.organisation }];
  if (Object.keys(authors).length) pub.authors = authors;
  return pub;
}
