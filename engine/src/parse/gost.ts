import { CUT, type Draft, MEDIUM, tidy } from './draft.js';
import { cleanContainer, findPlace, publicationZone } from './host.js';
import { leadingNames, namesOf } from './leading-names.js';

/**
 * GOST 7.1-2003, GOST R 7.0.100-2018 and DSTU 8302:2015 descriptions: the heading, the title
 * zone (` : ` other title information, ` = ` parallel title), ` / ` responsibility, ` // ` host
 * and the ` – ` zones (GOST 7.1, 5.1.1).
 */

/** Splits GOST/DSTU zones: `. – `, ` – `, `.–`. */
export function zones(s: string): string[] {
  return (
    s
      // ". – " (GOST 7.1, 5.1.1) or a spaced en dash; a spaced em dash alone is title text (ISO titles).
      .split(/\s?\.\s?[–—]\s|\s–\s|\.[–—]\s?/u)
      .map((z) => z.trim())
      .filter((z) => z.replace(/[\uE000\s.,;:]/g, ''))
  );
}

export function responsibility(resp: string, d: Draft): void {
  for (const group of resp.split(/\s;\s|;\s/)) {
    const g = group.replace(/[[\]]/g, '').trim();
    const editorMark =
      /^(?:под\s+(?:общ\.\s+|науч\.\s+)?ред\.|за\s+(?:заг\.\s+|наук\.\s+)?ред\.|ред\.|отв\.\s+ред\.|ed\.\s+by|ed\.|eds\.|edited\s+by|editors?|editor-in-chief|науч\.\s+ред\.|сост\.|упоряд\.|compiled\s+by|comp\.)\s*:?\s*/iu;
    const translatorMark =
      /^(?:пер\.\s+с\s+\p{L}+\.?|пер\.|переклад|transl\.|translated\s+by|translators?|trans\.)\s*:?\s*/iu;
    if (editorMark.test(g)) {
      const names = namesOf(g.replace(editorMark, ''));
      if (names) d.editors.push(...names.people);
      continue;
    }
    if (translatorMark.test(g)) {
      const names = namesOf(g.replace(translatorMark, ''));
      if (names) d.translators.push(...names.people);
      continue;
    }
    // DSTU runs the responsibility into the next zone: "/ P. R. Murray et al. 4th ed. …".
    const whole = namesOf(g);
    const lead = whole ? undefined : leadingNames(g, false);
    const names = whole ?? (lead ? { people: lead.people, etAl: lead.etAl } : undefined);
    // The heading already names one author in full form; the statement repeats it
    // ("Kabir Jahangir M." after a dissertation) — keep the heading unless the list is longer.
    if (names && (d.authors.length < names.people.length || (d.authors.length === 0 && names.people.length))) {
      d.authors = names.people;
      d.etAl = d.etAl || names.etAl;
      d.confidence.authors = 0.9;
    }
  }
}

/** Title, other title information (` : `) and parallel title (` = `) of a GOST/DSTU title zone. */
export function titleZone(s: string, d: Draft): void {
  let t = s.replace(MEDIUM, ' ');
  const parallel = /\s=\s(.+)$/u.exec(t);
  if (parallel) {
    d.parallel = tidy(parallel[1]);
    t = t.slice(0, parallel.index);
  }
  const info = /\s:\s(.+)$/u.exec(t);
  if (info) {
    d.info = tidy(info[1]);
    t = t.slice(0, info.index);
  }
  d.title = tidy(t);
  if (d.title) d.confidence.title = 0.9;
}

export function gostBranch(s: string, d: Draft): void {
  d.gost = true;
  const slashes = s.indexOf('//');
  const left = slashes >= 0 ? s.slice(0, slashes) : s;
  const host = slashes >= 0 ? s.slice(slashes + 2) : '';
  const leftZones = zones(left);
  const first = leftZones[0] ?? '';
  const slash = first.search(/\s\/\s|\s\/$|^\/\s/u);
  let main = slash >= 0 ? first.slice(0, slash) : first;
  const resp = slash >= 0 ? first.slice(slash + 2) : '';
  const head = leadingNames(main, false);
  if (head) {
    d.authors = head.people;
    d.etAl = head.etAl;
    d.confidence.authors = 0.8;
    main = main.slice(head.length);
  }
  titleZone(main, d);
  if (resp) responsibility(resp, d);
  for (const z of leftZones.slice(1)) publicationZone(z, d) || (d.publisher ? undefined : undefined);
  if (host) {
    d.inHost = true;
    const hostZones = zones(host);
    let container = (hostZones[0] ?? '').split(CUT)[0] ?? '';
    // DSTU runs the host into its imprint: "// Host. Berlin : Springer, 2007. P. 97–108".
    const imprint = findPlace(container);
    if (imprint && imprint.start > 3) {
      publicationZone(container.slice(imprint.start), d);
      container = container.slice(0, imprint.start);
    }
    // The host's own title zone: "Journal : info / resp" — keep the title only.
    const [hostTitle, hostResp] = container.split(/\s\/\s/u);
    const hostInfo = /\s:\s/u.exec(hostTitle ?? '');
    d.container = cleanContainer(hostInfo ? hostTitle!.slice(0, hostInfo.index) : (hostTitle ?? ''));
    if (hostResp) responsibility(hostResp, { ...d, authors: [], confidence: {} } as Draft);
    if (d.container) d.confidence.container = 0.9;
    for (const z of hostZones.slice(1)) publicationZone(z, d);
  }
}
