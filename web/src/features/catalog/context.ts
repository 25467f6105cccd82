import { createContext, useContext } from 'react';
import type { UiLocale } from '../../lib/locale.js';
import type { ToolAllowance } from '../../lib/plan-allowance.js';
import type { CatalogueEntry } from './model.js';
import type { CatalogueRepository, LinkableRecord } from './repository.js';

export interface CatalogState {
  locale: UiLocale;
  repo: CatalogueRepository;
  entries: CatalogueEntry[] | null;
  records: LinkableRecord[];
  allowance: ToolAllowance | null;
  reload: () => Promise<void>;
}

export const CatalogContext = createContext<CatalogState | null>(null);

export function useCatalog(): CatalogState {
  const state = useContext(CatalogContext);
  if (!state) throw new Error('useCatalog outside the catalogue tool');
  return state;
}
