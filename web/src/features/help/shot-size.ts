// The help screenshots' languages and size, apart from topics.ts so the Node-side generator
// (tests/browser/help-screenshots.test.ts) can read them without the web's Vite types.
/** Languages the help screenshots are taken in (tests/browser/help-screenshots.test.ts). */
export const SHOT_LANGS = ['en', 'ru', 'ua'] as const;
/** A 1280×800 window scaled to the help page's widest image (main is 960 px less padding). */
export const SHOT_WIDTH = 960;
export const SHOT_HEIGHT = 600;
