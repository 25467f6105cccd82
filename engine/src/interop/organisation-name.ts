import { ORGANISATION } from '../parse/leading-names.js';
import type { Creator } from './people.js';

/** Legal forms of firms beside the words `ORGANISATION` knows (Corp., Inc., Ltd., University …). */
const LEGAL_FORM =
  /(?<![\p{L}\p{N}])(?:GmbH|AG|KG|LLC|LLP|plc|PLC|S\.A|S\.p\.A|N\.V|B\.V|Pty|Oy|Co|Universit\p{L}*|Laborator\p{L}*|Industries|Technologies)\.?(?![\p{L}\p{N}])/u;

/** A legal form alone, as a firm's name ends after a comma ("Acme, Inc.", "Wolfram Research, Ltd."). */
const LEGAL_SUFFIX = /^(?:Inc|Ltd|Corp|Co|LLC|LLP|plc|GmbH|AG|KG|S\.A|N\.V|B\.V|Pty\.?\s?Ltd)\.?$/u;

/** A name that is a body's, not a person's: "Acme Corp.", "Siemens AG", "Université de Lyon". */
export function isOrganisationName(name: string): boolean {
  return ORGANISATION.test(name) || LEGAL_FORM.test(name);
}

/**
 * A creator as a patent's holder or assignee: the organisation's whole name when it is one
 * (a braced literal, or a name a BibTeX parser split like a person's, "Acme Corp." →
 * family "Corp.", given "Acme"), else undefined (a person).
 */
export function organisationOfCreator(c: Creator): string | undefined {
  if (c.literal) return c.literal;
  const { family = '', given = '' } = c;
  // "Acme, Inc." was split at its comma: the legal form is the "given" part.
  const whole = LEGAL_SUFFIX.test(given) ? `${family}, ${given}` : `${given} ${family}`;
  const name = whole.trim();
  return name && isOrganisationName(name) ? name : undefined;
}

/**
 * A patent's holders (BibLaTeX `holder`, RIS `A2`/`PB`): the organisations, joined by "; ",
 * for `specialData.organization` (the applicant / patent holder, docs/model.md), and the people.
 */
export function patentHolders(list: Creator[]): { organisation?: string; people: Creator[] } {
  const names = list.map(organisationOfCreator);
  // The same assignee in two places (RIS A2 and PB) is one.
  const organisations = [...new Set(names.filter((n): n is string => Boolean(n)))];
  const people = list.filter((_, i) => !names[i]);
  return { ...(organisations.length ? { organisation: organisations.join('; ') } : {}), people };
}

/** A holder as BibTeX's `holder` lists one: an organisation as a literal (its whole name), a person as parsed. */
export function wholeOrganisation(c: Creator): Creator {
  const organisation = organisationOfCreator(c);
  return organisation ? { literal: organisation } : c;
}
