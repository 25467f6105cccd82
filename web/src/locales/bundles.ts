import en from './bundle-en.js';
import ru from './bundle-ru.js';
import ua from './bundle-ua.js';
import type { Bundle, BundleLocale } from './merge.js';

export type { Bundle, BundleLocale } from './merge.js';

/** All three bundles at once: for tests and checks (the app loads Russian and Ukrainian lazily, lib/i18n.ts). */
export const BUNDLES: Record<BundleLocale, Bundle> = { en, ru, ua };
