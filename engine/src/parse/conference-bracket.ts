import { month, readDate } from './dates.js';

/**
 * The place and days of a conference in the brackets GOST and DSTU print after its description
 * («: материалы междунар. конф. (Казань, 10–12 мая 2020 г.)», «(24–26 марта 2016 г., СПб)»,
 * «(Київ, 30 травня – 2 червня 2020 р.)»; GOST R 7.0.100-2018, 6.2.4), as `specialData.place`,
 * `.date` and `.dateEnd` (docs/model.md). The place is the piece without the date; «г.» before a
 * city goes.
 */
export interface ConferenceBracket {
  place?: string;
  date?: string;
  dateEnd?: string;
}

const YEAR = String.raw`(\d{4})\s*(?:г\.|р\.|гг\.|рр\.)?`;
/** «30 травня – 2 червня 2020», «10–12 мая 2020», «12 мая 2019». */
const DAYS = new RegExp(
  String.raw`^(\d{1,2})(?:\s+(\p{L}{3,10})\.?)?(?:\s*[–—-]\s*(\d{1,2})(?:\s+(\p{L}{3,10})\.?)?)?\s+${YEAR}$`,
  'u',
);

/** The place and dates in a bracket's text (without the brackets), or undefined when it holds no date. */
export function conferenceBracket(text: string): ConferenceBracket | undefined {
  const pieces = text.split(/\s*[,;]\s*/u).filter(Boolean);
  let found: ConferenceBracket | undefined;
  const places: string[] = [];
  for (const piece of pieces) {
    const m = DAYS.exec(piece.trim());
    const endMonth = m ? (m[4] ?? m[2]) : undefined;
    if (m && endMonth && month(endMonth) && !found) {
      const date = readDate(`${m[1]} ${m[2] ?? endMonth} ${m[5]}`);
      if (!date) return undefined;
      found = { date };
      const dateEnd = m[3] ? readDate(`${m[3]} ${endMonth} ${m[5]}`) : undefined;
      if (dateEnd) found.dateEnd = dateEnd;
    } else if (/^\p{L}/u.test(piece) && !/\d/u.test(piece)) places.push(piece.replace(/^г\.\s*/u, ''));
    else return undefined;
  }
  if (!found) return undefined;
  if (places.length) found.place = places.join(', ');
  return found;
}

/** The words of a conference's description («материалы … конф.», «тези доп.», "Proceedings"). */
const DESCRIBES_CONFERENCE =
  /(?<![\p{L}])(?:[Мм]атериал|[Мм]атеріал|[Кк]онф|[Тт]ез|[Сс]импозиум|[Сс]импозіум|[Сс]еминар|[Сс]емінар|[Фф]орум|[Кк]онгрес|[Сс]ъезд|[Зз]'?їзд|[Cc]onference|[Ss]ymposium|[Ww]orkshop|[Pp]roceedings)/u;

/**
 * A host's other title information that describes a conference («Экономика и управление :
 * материалы междунар. науч.-практ. конф. (24–26 марта 2016 г., СПб)»): the description without
 * its bracket, and the bracket's place and days. Undefined for any other information.
 */
export function hostConference(info: string): { info: string; held?: ConferenceBracket } | undefined {
  const bracket = /\s*\(([^()]+)\)\s*\.?$/u.exec(info);
  const held = bracket ? conferenceBracket(bracket[1]!) : undefined;
  const text = (held && bracket ? info.slice(0, bracket.index) : info).trim();
  if (!DESCRIBES_CONFERENCE.test(text)) return undefined;
  return held ? { info: text, held } : { info: text };
}
