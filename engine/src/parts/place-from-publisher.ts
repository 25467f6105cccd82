import type { Locale } from '../model/language.js';
import type { Publication } from '../model/publication.js';
import type { Piece } from '../template/piece.js';
import { str } from './fields.js';
import { abbreviatePlace, expandPlace } from './place-abbreviation.js';

/** «М. : Флинта : Наука»: a place, GOST's spaced colon, the publishers. */
const PLACE_FIRST = /^([^:;]+?)\s+:\s+(\S.*)$/u;

/** Whether a name is a place the tables know («М.», «СПб», «Москва»), never a publisher («Лаком-книга»). */
const isKnownPlace = (name: string, locale: Locale): boolean =>
  expandPlace(name, locale) !== name || abbreviatePlace(name, locale) !== name;

/** The place typed at the head of a publisher, and the publishers after it; undefined when none is. */
export function placeInPublisher(
  publisher: string | undefined,
  locale: Locale,
): { place: string; publisher: string } | undefined {
  const m = publisher ? PLACE_FIRST.exec(publisher.trim()) : null;
  if (!m?.[1] || !m[2] || !isKnownPlace(m[1].trim(), locale)) return undefined;
  return { place: m[1].trim(), publisher: m[2] };
}

/**
 * A place typed at the head of the publisher field the GOST way, «М. : Флинта : Наука» (a GOST
 * string read whole, the record's own place empty), is the imprint's place, for the record and
 * for its host: the international styles print "Place: Publisher" (CMOS 16, 14.135; ISO 690:2021,
 * 7.8), «Москва: Флинта; Наука»; before, «М. : Флинта : Наука» stood as the publisher with GOST's
 * colons. Only a place the tables know is read so (`expandPlace`), so co-publishers typed the same
 * way, «Лаком-книга : Габестро», stay publishers. Used by every international style; each then prints
 * place and publishers by its own rule (chicago «Москва: Флинта; Наука», mla «Флинта / Наука», acs
 * «Флинта: Москва»).
 */
export function placeFromPublisher(layout: Piece): Piece {
  return (pub, ctx) => layout(withTypedPlaces(pub, ctx.locale), ctx);
}

function withTypedPlaces(pub: Publication, locale: Locale): Publication {
  let out = pub;
  const own = str(pub.outputData?.editionPlace) ? undefined : placeInPublisher(str(pub.outputData?.publisher), locale);
  if (own) out = { ...out, outputData: { ...out.outputData, editionPlace: own.place, publisher: own.publisher } };
  const host = pub.host;
  const hosts = host && !str(host.editionPlace) ? placeInPublisher(str(host.publisher), locale) : undefined;
  if (host && hosts) out = { ...out, host: { ...host, editionPlace: hosts.place, publisher: hosts.publisher } };
  return out;
}

/** `placeFromPublisher` for every layout of a style. */
export function placesFromPublishers<K extends string>(layouts: Record<K, Piece>): Record<K, Piece> {
  return Object.fromEntries(
    Object.entries<Piece>(layouts).map(([type, piece]) => [type, placeFromPublisher(piece)]),
  ) as Record<K, Piece>;
}
