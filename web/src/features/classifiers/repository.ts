import { request } from '../../lib/http.js';

export type System = 'udc' | 'bbk' | 'jel';
export const SYSTEMS: readonly System[] = ['udc', 'bbk', 'jel'];

/** One class as the server answers it; `fallback` marks a caption not in the interface language. */
export interface Hit {
  code: string;
  caption: string;
  captionLang: 'en' | 'ru';
  fallback: boolean;
  hasChildren: boolean;
  letter?: string;
  table?: string;
  matched?: string[];
  score?: number;
}

export interface SystemInfo {
  id: System;
  classes: number;
  allowed: boolean;
  attribution: string;
}

export interface Tree {
  node: Hit | null;
  path: Hit[];
  children: Hit[];
}

export interface UdcPart {
  part: { text: string; kind: string };
  hit: Hit | null;
  exact: boolean;
}

export interface Suggestions {
  results: Partial<Record<System, Hit[]>>;
  blocked: System[];
}

/** The classifier tool's data access: the server holds the data sets and the indexes. */
export interface ClassifierRepository {
  systems(): Promise<SystemInfo[]>;
  search(system: System, q: string): Promise<Hit[]>;
  tree(system: System, code: string | null): Promise<Tree>;
  analyse(code: string): Promise<UdcPart[]>;
  suggest(text: string): Promise<Suggestions>;
}

export class ServerClassifierRepository implements ClassifierRepository {
  constructor(private readonly lang: string) {}

  async systems(): Promise<SystemInfo[]> {
    return (await request<{ systems: SystemInfo[] }>('GET', '/api/classifiers', { lang: this.lang })).systems;
  }

  async search(system: System, q: string): Promise<Hit[]> {
    const path = `/api/classifiers/${system}/search?q=${encodeURIComponent(q)}&limit=30`;
    return (await request<{ results: Hit[] }>('GET', path, { lang: this.lang })).results;
  }

  tree(system: System, code: string | null): Promise<Tree> {
    const query = code === null ? '' : `?code=${encodeURIComponent(code)}`;
    return request<Tree>('GET', `/api/classifiers/${system}/tree${query}`, { lang: this.lang });
  }

  async analyse(code: string): Promise<UdcPart[]> {
    const path = `/api/classifiers/udc/analyse?code=${encodeURIComponent(code)}`;
    return (await request<{ parts: UdcPart[] }>('GET', path, { lang: this.lang })).parts;
  }

  suggest(text: string): Promise<Suggestions> {
    return request<Suggestions>('POST', '/api/classifiers/suggest', { json: { text, limit: 5 }, lang: this.lang });
  }
}
