import type { PublicationInput } from '@referent/engine';
import { request } from '../../lib/http.js';
import { fetchAllowance, type ToolAllowance } from '../../lib/plan-allowance.js';
import { RefusedError, refusalOf } from '../../lib/plan-refusal.js';
import type { CatalogueEntry, CatalogueInput } from './model.js';

/** A record of my bibliography, to link a catalogue entry to (spec §1). */
export interface LinkableRecord {
  id: number;
  title: string;
  publication: PublicationInput;
}

const BASE = '/api/UserInfo/Publications/';

/** The signed-in user's catalogue (spec §7: POST creates, PUT updates). */
export class CatalogueRepository {
  constructor(private readonly lang: string) {}

  private async call<T>(method: string, path: string, json?: unknown): Promise<T> {
    try {
      return await request<T>(method, path, { lang: this.lang, ...(json === undefined ? {} : { json }) });
    } catch (e) {
      throw refusalOf(e);
    }
  }

  async list(): Promise<CatalogueEntry[]> {
    return (await this.call<{ data: CatalogueEntry[] }>('GET', BASE)).data ?? [];
  }

  async save(input: CatalogueInput): Promise<CatalogueEntry> {
    return (await this.call<{ data: CatalogueEntry }>('POST', BASE, input)).data;
  }

  async update(id: number, input: CatalogueInput): Promise<CatalogueEntry> {
    return (await this.call<{ data: CatalogueEntry }>('PUT', BASE, { ...input, id })).data;
  }

  async remove(id: number): Promise<void> {
    await this.call('DELETE', `${BASE}${id}`);
  }

  allowance(): Promise<ToolAllowance> {
    return fetchAllowance('catalogue', this.lang);
  }

  /** My bibliography records (GET /api/Bibliograph/), for the link picker and the styled list. */
  async bibliography(): Promise<LinkableRecord[]> {
    try {
      const { data } = await request<{ data: { id: number; otherData: string }[] }>('GET', '/api/Bibliograph/', {
        lang: this.lang,
      });
      return data.map((r) => {
        const publication = JSON.parse(r.otherData) as PublicationInput;
        return { id: r.id, title: String(publication.title?.publicationTitle ?? r.id), publication };
      });
    } catch {
      return [];
    }
  }
}

export { RefusedError, refusalOf };
