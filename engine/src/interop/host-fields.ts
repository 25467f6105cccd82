import type { Person, Publication } from '../model/publication.js';
import { type Creator, creatorOf, personOf } from './people.js';

/**
 * The host of a part (the edited book of a chapter, the proceedings of a paper) as the
 * exchange formats hold it: BibTeX `booktitle`/`editor`/`publisher`…, RIS `T2`/`ED`/`PB`…,
 * CSL `container-title`/`editor`/`publisher`…; in a Publication, `publication.host`.
 */
export interface HostValues {
  title?: string;
  editors?: Creator[];
  publisher?: string;
  place?: string;
  volume?: string;
  nameVolume?: string;
  series?: string;
  edition?: string;
  isbn?: string;
}

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined;

/** Sets `publication.host` from a format's values; nothing when none is given. */
export function setHost(pub: Record<string, unknown>, v: HostValues): void {
  const host: Record<string, unknown> = {};
  if (text(v.title)) host.title = text(v.title);
  if (v.editors?.length) host.editors = v.editors.map(personOf);
  if (text(v.publisher)) host.publisher = text(v.publisher);
  if (text(v.place)) host.editionPlace = text(v.place);
  if (text(v.volume)) host.volume = text(v.volume);
  if (text(v.nameVolume)) host.nameVolume = text(v.nameVolume);
  if (text(v.series)) host.series = text(v.series);
  if (text(v.edition)) host.edition = text(v.edition);
  if (text(v.isbn)) host.isbn = text(v.isbn);
  if (Object.keys(host).length) pub.host = host;
}

/** The host of a Publication in a format's terms, or undefined when the record is not a part. */
export function hostOf(pub: Publication): HostValues | undefined {
  const h = pub.host;
  if (!h) return undefined;
  const editors = (h.editors ?? []).flatMap((p: Person | null | undefined) => {
    const c = p ? creatorOf(p, '3') : undefined;
    return c ? [c] : [];
  });
  const v: HostValues = {
    title: text(h.title),
    editors,
    publisher: text(h.publisher),
    place: text(h.editionPlace),
    volume: text(h.volume),
    nameVolume: text(h.nameVolume),
    series: text(h.series),
    edition: text(h.edition),
    isbn: text(h.isbn),
  };
  const any = editors.length > 0 || Object.entries(v).some(([k, x]) => k !== 'editors' && x !== undefined);
  return any ? v : undefined;
}

/** A part's host ISBN as written out: the host's, else the record's own (`partRecord` reads it so, docs/model.md). */
export function hostIsbn(pub: Publication): string | undefined {
  return text(pub.host?.isbn) ?? text(pub.outputData?.isbn);
}
