import { readDate } from './dates.js';
import { CUT, type Draft, tidy } from './draft.js';

/**
 * What GOST and DSTU descriptions of a standard print after its title, read into the fields
 * the styles print them from (docs/model.md): the standard it replaces («Взамен ГОСТ 7.1-84»,
 * «На заміну ДСТУ 3582-97», "Replaces ISO 690:2010") into `specialData.standardNumber`, the
 * date of introduction («введ. 2004-07-01», «дата введения 01.07.2019», «Чинний від
 * 2016-07-01») into `specialData.date`, and the notes of an official edition («издание
 * официальное», «утвержден и введен в действие Приказом … № 1050-ст», «введен впервые») into
 * `infoStandart` (GOST R 7.0.100-2018, A.6; GOST 7.1-2003, 7.13; DSTU 8302:2015, appendix A).
 * Before, they were lost or misread (the order's «№ 1050» as the series number).
 */
const END = String.raw`(?=\s*(?:[;:\]]|\uE000|\s[–—-]\s|\.\s*[–—]|\.?$)|(?<=\.)\s+\p{Lu})`;
const REPLACES = new RegExp(
  String.raw`(?<![\p{L}])(?:[Вв]замен|[Нн]а\s+заміну|[Зз]амість|[Rr]eplaces)\s+((?:[^;:\]\uE000–—]|(?<=\d)[–—](?=\d))+?)${END}`,
  'u',
);
const DATE = String.raw`(\d{1,2}\.\d{1,2}\.\d{4}|\d{4}-\d{2}-\d{2})`;
const INTRODUCED = new RegExp(
  String.raw`(?<![\p{L}])(?:[Вв]вед\.|[Вв]веден[оа]?\s+в\s+действие(?:\s+с)?|[Дд]ата\s+введени[яе]|[Дд]ата\s+надання\s+чинності|[Чч]инний\s+від|[Нн]адан[оий]\s+чинності\s+з|[Уу]веден[оа]?\s+в\s+дію(?:\s+з)?|[Ii]ntroduced|[Dd]ate\s+of\s+introduction)\s*:?\s*${DATE}\.?`,
  'u',
);
/** The notes of an official edition, each a zone of its own between colons. */
const OFFICIAL = new RegExp(
  String.raw`(?<![\p{L}])(?:[Ии]здание\s+официальное|[Вв]ид\.\s*офіц\.|[Вв]идання\s+офіційне|[Уу]твержден\s+и\s+введен\s+в\s+действие[^:;\uE000]*?№\s*[\p{L}\p{N}-]+|[Вв]веден\s+впервые|[Уу]ведено\s+вперше)${END}`,
  'gu',
);

/** Reads a standard's notes out of `s` into the draft; returns `s` with them cut out. */
export function readStandardNotes(s: string, d: Draft): string {
  let out = s;
  const replaces = REPLACES.exec(out);
  if (replaces) {
    d.standardReplaced = tidy(replaces[1]);
    out = `${out.slice(0, replaces.index)}${CUT}${out.slice(replaces.index + replaces[0].length)}`;
  }
  const introduced = INTRODUCED.exec(out);
  if (introduced) {
    d.standardIntroduced = readDate(introduced[1]!);
    out = `${out.slice(0, introduced.index)}${CUT}${out.slice(introduced.index + introduced[0].length)}`;
  }
  const notes: string[] = [];
  out = out.replace(OFFICIAL, (note) => {
    notes.push(note.replace(/\s+/gu, ' ').trim());
    return CUT;
  });
  if (notes.length) d.standardNotes = notes.join(' : ');
  return out;
}
