import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fakes answer: like the real services, with a 500, never, headers then a stalled body, or a body that is not JSON. */
export type FakeMode = 'ok' | '500' | 'hang' | 'stall' | 'garbage';

/** A query word that the fakes find nothing for. */
export const NOTHING = 'zzznothing';

const fixture = (name: string): string =>
  readFileSync(new URL(`../../server/src/lookups/fixtures/${name}.json`, import.meta.url), 'utf8');

export interface SeenRequest {
  url: string;
  userAgent: string;
}

export interface FakeSources {
  openLibraryUrl: string;
  crossrefUrl: string;
  mode: FakeMode;
  /** Every request each fake received, in order. */
  seen: { openlibrary: SeenRequest[]; crossref: SeenRequest[] };
  close: () => Promise<void>;
}

type Route = (url: URL) => { status: number; body: string; type?: string };

/** OpenLibrary: /search.json and /api/books (unknown bibkeys answer `{}`, as the real one does). */
const openLibrary: Route = (url) => {
  if (url.pathname === '/search.json') {
    const words = `${url.searchParams.get('title') ?? ''} ${url.searchParams.get('author') ?? ''}`;
    return { status: 200, body: fixture(words.includes(NOTHING) ? 'openlibrary-search-empty' : 'openlibrary-search') };
  }
  if (url.pathname === '/api/books') {
    const known = url.searchParams.get('bibkeys') === 'ISBN:9783110172799';
    return { status: 200, body: known ? fixture('openlibrary-books') : '{}' };
  }
  return { status: 404, body: '{"error": "notfound"}' };
};

/** Crossref: /works (search) and /works/{doi} (a plain-text 404 "Resource not found." for others, as the real one). */
const crossref: Route = (url) => {
  if (url.pathname === '/works') {
    const words = `${url.searchParams.get('query.bibliographic') ?? ''} ${url.searchParams.get('query.author') ?? ''}`;
    return { status: 200, body: fixture(words.includes(NOTHING) ? 'crossref-works-empty' : 'crossref-works') };
  }
  if (decodeURIComponent(url.pathname) === '/works/10.1038/nature14539') {
    return { status: 200, body: fixture('crossref-work') };
  }
  return { status: 404, body: 'Resource not found.', type: 'text/plain' };
};

async function listen(route: Route, fake: { mode: FakeMode }, seen: SeenRequest[]): Promise<Server> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    seen.push({ url: req.url ?? '', userAgent: String(req.headers['user-agent'] ?? '') });
    if (req.method !== 'GET') {
      res.writeHead(405).end();
      return;
    }
    if (fake.mode === 'hang') return; // never answers; the adapter's time-out must end the call
    if (fake.mode === 'stall') {
      // Headers and the start of the body, then nothing: the time-out must also cover reading it.
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"status":"ok","message":{"items":[');
      return;
    }
    if (fake.mode === '500') {
      res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Internal Server Error</h1>');
      return;
    }
    if (fake.mode === 'garbage') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('<html>maintenance</html>');
      return;
    }
    const { status, body, type } = route(new URL(req.url ?? '/', 'http://fake'));
    res.writeHead(status, { 'Content-Type': type ?? 'application/json; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** A fake OpenLibrary and a fake Crossref on 127.0.0.1 (free ports), answering from the fixtures. */
export async function fakeSources(): Promise<FakeSources> {
  const seen = { openlibrary: [] as SeenRequest[], crossref: [] as SeenRequest[] };
  const state = { mode: 'ok' as FakeMode };
  const ol = await listen(openLibrary, state, seen.openlibrary);
  const cr = await listen(crossref, state, seen.crossref);
  const base = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  const stop = (s: Server) =>
    new Promise<void>((resolve) => {
      s.close(() => resolve());
      s.closeAllConnections();
    });
  return {
    openLibraryUrl: base(ol),
    crossrefUrl: base(cr),
    get mode() {
      return state.mode;
    },
    set mode(m: FakeMode) {
      state.mode = m;
    },
    seen,
    close: async () => {
      await Promise.all([stop(ol), stop(cr)]);
    },
  };
}
