import type { Publication } from '../model/publication.js';
import { str } from './fields.js';

/**
 * The office's short code, the second part of `patentOffice` ("United States, US" → "US"),
 * printed before the number by Citing Medicine ("United States patent US 20020103498").
 */
export function patentCodeOf(pub: Publication): string | undefined {
  return str(str(pub.specialData?.patentOffice)?.split(',')[1]);
}
