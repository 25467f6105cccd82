import { createContext, useContext } from 'react';
import type { UiLocale } from '../../lib/locale.js';
import type { ToolAllowance } from '../../lib/plan-allowance.js';
import type { Annotation } from './model.js';
import type { AnnotationRepository } from './repository.js';

export interface AnnotationsState {
  locale: UiLocale;
  repo: AnnotationRepository;
  list: Annotation[] | null;
  allowance: ToolAllowance | null;
  reload: () => Promise<void>;
}

export const AnnotationsContext = createContext<AnnotationsState | null>(null);

export function useAnnotations(): AnnotationsState {
  const state = useContext(AnnotationsContext);
  if (!state) throw new Error('useAnnotations outside the annotation tool');
  return state;
}
