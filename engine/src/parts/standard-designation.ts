import type { Publication } from '../model/publication.js';
import { str } from './fields.js';

/**
 * A standard's designation from its designation and number pairs, «ГОСТ Р 7.0.100–2018»;
 * several pairs (an adopted standard) are joined with ", " as the
 * designations of one document (GOST R 7.0.100-2018, A.6: «ГОСТ Р ИСО 9001–2015»).
 * @example designationOf({ title: { standartNumber: [{ standart: 'ДСТУ', number: '8302:2015' }] } }) // 'ДСТУ 8302:2015'
 */
export function designationOf(pub: Publication): string | undefined {
  const pairs = (pub.title?.standartNumber ?? [])
    .map((s) => [str(s?.standart), str(s?.number)].filter(Boolean).join(' '))
    .filter(Boolean);
  return pairs.length ? pairs.join(', ') : undefined;
}
