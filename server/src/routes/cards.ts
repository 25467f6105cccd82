import { Router } from 'express';
import type { Registry, Services } from '../api/route.js';
import { cardRoutes } from '../cards/card-routes.js';
import { exchangeRoutes } from '../cards/exchange-routes.js';
import { tagRoutes } from '../cards/tag-routes.js';
import { treeRoutes } from '../cards/tree-routes.js';

/**
 * The ideas generator's card catalogue (spec §7, base /api/CatalogFile/Card/): cards,
 * moving and deleting in the tree, tags and colours, export and import. The rules live in
 * server/src/cards/ as pure, tested modules; these files only declare the routes.
 */
export function cardCatalogueRoutes(s: Services, registry: Registry): Router {
  const r = Router();
  cardRoutes(r, registry, s);
  treeRoutes(r, registry, s);
  tagRoutes(r, registry, s);
  exchangeRoutes(r, registry, s);
  return r;
}
