import { TOOLS, type Tool } from '../../app/tools.js';

export { SHOT_HEIGHT, SHOT_LANGS, SHOT_WIDTH } from './shot-size.js';

/**
 * Which rows of the pricing feature's limits table (`LIMIT_ROWS` keys) bound each tool, so a
 * help page shows the server's own numbers and never a copy of them. A tool missing here
 * works the same on every plan.
 */
export const LIMIT_KEYS: Readonly<Record<string, readonly string[]>> = {
  bibliography: ['bibliography', 'functions'],
  journals: ['functions'],
  text: ['textMining'],
  ideasgenerator: ['ideas'],
  annotation: ['annotations'],
  catalog: ['catalogue'],
  reviewerRating: ['ratings'],
  udk: ['classifiers'],
  infographics: ['bibliography'],
  pricing: ['bibliography', 'annotations', 'ratings', 'catalogue', 'textMining', 'ideas', 'classifiers', 'functions'],
};

/** The numbered walkthrough steps of each help page (keys `help.tools.<path>.step1…`). */
export const STEPS = ['step1', 'step2', 'step3'] as const;

/** The tools with a help page: every tool of the menu, in its order. */
export function helpTopics(): readonly Tool[] {
  return TOOLS;
}

export function topicOf(path: string): Tool | undefined {
  return TOOLS.find((t) => t.path === path);
}

/**
 * The screenshot of a tool in the page's language, served with the build under its base
 * (/dist/); `fallback` gives the English one (the page uses it if that language's is missing).
 */
export const screenshotOf = (path: string, locale: string, fallback = false) =>
  `${import.meta.env.BASE_URL}help/${fallback ? 'en' : locale}/${path}.webp`;
