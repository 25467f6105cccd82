import { createContext, useContext } from 'react';
import type { UiLocale } from '../../lib/locale.js';
import type { CardSummary, CardsRepository, Color, Tag } from './repository.js';

/** What every screen of the ideas generator shares: the repository and the loaded catalogue. */
export interface CardsState {
  locale: UiLocale;
  repo: CardsRepository;
  /** All cards as summaries (null while loading). */
  catalog: CardSummary[] | null;
  tags: Tag[];
  colors: Color[];
  reload: () => Promise<void>;
}

export const CardsContext = createContext<CardsState | null>(null);

export function useCards(): CardsState {
  const state = useContext(CardsContext);
  if (!state) throw new Error('useCards outside CardsPage');
  return state;
}
