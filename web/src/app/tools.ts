/**
 * The workspace's tools, in the order the header menu and the home page list them. A tool
 * adds itself here once (its path under the locale and the message key of its name), and
 * every list of tools follows.
 */
export interface Tool {
  /** Path under `/{locale}/`. */
  path: string;
  /** Message key of the tool's name. */
  label: string;
  /** Spec §2 access: a guest may open it, or it needs an account (guests get its demo or a login prompt). */
  access: 'guest' | 'user';
}

export const TOOLS: readonly Tool[] = [
  { path: 'bibliography', label: 'nav.bibliography', access: 'user' },
  { path: 'quick-format', label: 'nav.quickFormat', access: 'guest' },
  { path: 'handbook', label: 'handbook.title', access: 'guest' },
  { path: 'blog', label: 'blog.nav', access: 'guest' },
  { path: 'updatefeed', label: 'updates.title', access: 'user' },
  { path: 'udk', label: 'classifiers.nav', access: 'user' },
  { path: 'journals', label: 'journals.nav', access: 'user' },
  { path: 'text', label: 'textTool.nav', access: 'user' },
  { path: 'ideasgenerator', label: 'ideas.nav', access: 'user' },
  { path: 'annotation', label: 'annotations.nav', access: 'guest' },
  { path: 'catalog', label: 'catalog.nav', access: 'user' },
  { path: 'reviewerRating', label: 'rating.nav', access: 'user' },
  { path: 'infographics', label: 'infographics.nav', access: 'user' },
  { path: 'pricing', label: 'pricing.nav', access: 'guest' },
];
