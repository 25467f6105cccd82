import { usePlanRefusal } from '../../lib/plan-refusal.js';

/** A refusal as the person reads it, in this tool's words (lib/plan-refusal.ts). */
export const useRefusal = () => usePlanRefusal('annotations');
