import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';
import type { Knex } from 'knex';
import { originOf, storyHead } from '../blog/feeds.js';

/** The document language of a path (spec §2 locale prefix; Ukrainian is `ua` in paths, `uk` in HTML). */
export function htmlLangOf(path: string): string {
  const locale = /^\/(en|ru|ua)(?=\/|$)/.exec(path)?.[1];
  return locale === 'ua' ? 'uk' : (locale ?? 'en');
}

/** index.html, re-read only when the build changes it. */
function indexReader(file: string): () => string | undefined {
  let cached: { mtimeMs: number; html: string } | undefined;
  return () => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/**
 * Serves the built web app: assets under /dist/ (spec §2), and index.html for every other
 * GET that is not an API call, so the client router handles locale routes and its 404 page.
 * The page's `<html lang>` is set here from the path, before any script runs, so screen
 * readers, hyphenation and search engines see Russian and Ukrainian pages as such.
 * A blog story's title, description and Open Graph tags are put in the head here too
 * (crawlers and link previews run no scripts); a missing story answers 404 with the app,
 * which shows its 404 page.
 */
export function webAppRoutes(webDist: string, db?: Knex): Router {
  const router = Router();
  const index = indexReader(join(webDist, 'index.html'));
  router.use('/dist', express.static(webDist, { index: false, maxAge: '1h' }));
  router.get('/{*path}', async (req, res, next) => {
    if (req.path.startsWith('/api/') || req.path.startsWith('/dist/')) return next();
    let html = index();
    if (html === undefined) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    try {
      const story = db ? await storyHead(db, originOf(req), req.path) : undefined;
      if (story === 'missing') res.status(404);
      else if (story) {
        html = html
          .replace(/<title>[^<]*<\/title>/, '')
          .replace(/<meta name="description"[^>]*>/, '')
          .replace('</head>', `${story.head}</head>`);
      }
    } catch (e) {
      return next(e);
    }
    res
      .type('html')
      .set('Cache-Control', 'no-cache')
      .send(html.replace(/<html lang="[^"]*"/, `<html lang="${htmlLangOf(req.path)}"`));
  });
  return router;
}
