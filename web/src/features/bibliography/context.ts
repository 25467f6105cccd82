import { createContext, useContext } from 'react';
import type { UiLocale } from '../../lib/locale.js';
import type { Allowance, BibliographyRepository, StoredRecord } from './repository.js';

export interface BiblioState {
  locale: UiLocale;
  repo: BibliographyRepository;
  records: StoredRecord[] | null;
  allowance: Allowance | null;
  reload: () => Promise<void>;
}

export const BiblioContext = createContext<BiblioState | null>(null);

export function useBiblio(): BiblioState {
  const state = useContext(BiblioContext);
  if (!state) throw new Error('useBiblio outside the bibliography tool');
  return state;
}
