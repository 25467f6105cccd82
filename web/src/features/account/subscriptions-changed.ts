import { signal } from '@preact/signals-react';

/** Bumped after unsubscribing, so the plan summary and the lists reload (spec §4). */
export const subscriptionsChanged = signal(0);
