/**
 * Folgezettel numbers and `[[…]]` links of the ideas generator's note cards: pure rules shared
 * by the server (which applies them in one transaction) and the web's demo store.
 */
export { inactiveLinksIn, LINK as ZETTEL_LINK, linksIn, rewriteLinks } from './links.js';
export {
  applyPlan,
  type ChildrenTo,
  descendantCount,
  NUMBER as ZETTEL_NUMBER,
  numberFor,
  planDelete,
  planMove,
  shown,
  sortKey,
  stored,
  type TreeCard,
  TreeError,
  type TreePlan,
} from './numbering.js';
