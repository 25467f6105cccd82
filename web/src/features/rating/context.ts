import { createContext, useContext } from 'react';
import type { UiLocale } from '../../lib/locale.js';
import type { ToolAllowance } from '../../lib/plan-allowance.js';
import type { Review } from './model.js';
import type { ReviewRepository } from './repository.js';

export interface RatingState {
  locale: UiLocale;
  repo: ReviewRepository;
  reviews: Review[] | null;
  allowance: ToolAllowance | null;
  reload: () => Promise<void>;
}

export const RatingContext = createContext<RatingState | null>(null);

export function useRating(): RatingState {
  const state = useContext(RatingContext);
  if (!state) throw new Error('useRating outside the reviewer rating tool');
  return state;
}
