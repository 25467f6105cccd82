import { ApiError, request } from '../../lib/http.js';
import { fetchAllowance, type ToolAllowance } from '../../lib/plan-allowance.js';
import { RefusedError, refusalOf } from '../../lib/plan-refusal.js';
import { readJson, writeJson } from '../../lib/storage.js';
import { DEMO_KEY } from './demo-store.js';
import type { Annotation, AnnotationInput } from './model.js';

/**
 * One interface for both kinds of person (spec §4 Data): a signed-in user's annotations come
 * from the server, a guest's from local storage (spec §2: annotation is a guest route).
 */
export interface AnnotationRepository {
  readonly kind: 'server' | 'demo';
  list(): Promise<Annotation[]>;
  save(input: AnnotationInput): Promise<Annotation>;
  update(id: number, input: AnnotationInput): Promise<Annotation>;
  remove(id: number): Promise<void>;
  allowance(): Promise<ToolAllowance>;
}

/**
 * Spec §6 Trial column for a guest: one annotation and no Word export. Spec §2 lets a guest
 * list, create, view and edit annotations, so editing (and removing) the one kept in this
 * browser is allowed — it never reaches the server.
 */
export const GUEST: ToolAllowance = { maxRecords: 1, editDelete: true, wordExport: false };

const newestFirst = (list: Annotation[]) =>
  [...list].sort((a, b) => b.dateUpdate.localeCompare(a.dateUpdate) || b.id - a.id);

/** The guest's annotations in local storage (spec §3 guest local store: a new id is −(count+1)). */
export class DemoAnnotations implements AnnotationRepository {
  readonly kind = 'demo';
  constructor(private readonly now: () => Date = () => new Date()) {}

  private read(): Annotation[] {
    return readJson<Annotation[]>(DEMO_KEY, []);
  }

  async list(): Promise<Annotation[]> {
    return newestFirst(this.read());
  }

  async save(input: AnnotationInput): Promise<Annotation> {
    const list = this.read();
    if (GUEST.maxRecords != null && list.length >= GUEST.maxRecords) throw new RefusedError('limit', GUEST.maxRecords);
    const stamp = this.now().toISOString();
    // −(count+1) can collide after a removal; the next free negative id keeps the spec's rule otherwise.
    let id = -(list.length + 1);
    while (list.some((a) => a.id === id)) id -= 1;
    const made: Annotation = { ...input, id, dateCreate: stamp, dateUpdate: stamp };
    writeJson(DEMO_KEY, [...list, made]);
    return made;
  }

  async update(id: number, input: AnnotationInput): Promise<Annotation> {
    const list = this.read();
    const old = list.find((a) => a.id === id);
    if (!old) throw new ApiError(404, 'not found', 'notFound');
    const changed: Annotation = { ...old, ...input, id, dateUpdate: this.now().toISOString() };
    writeJson(
      DEMO_KEY,
      list.map((a) => (a.id === id ? changed : a)),
    );
    return changed;
  }

  async remove(id: number): Promise<void> {
    writeJson(
      DEMO_KEY,
      this.read().filter((a) => a.id !== id),
    );
  }

  async allowance(): Promise<ToolAllowance> {
    return GUEST;
  }
}

const BASE = '/api/Annotation/';

/** The signed-in user's annotations (spec §7: PUT saves, POST updates). */
export class ServerAnnotations implements AnnotationRepository {
  readonly kind = 'server';
  constructor(private readonly lang: string) {}

  async list(): Promise<Annotation[]> {
    const answer = await request<{ data: Annotation[] }>('GET', BASE, { lang: this.lang });
    return newestFirst(answer.data ?? []);
  }

  async save(input: AnnotationInput): Promise<Annotation> {
    try {
      return (await request<{ data: Annotation }>('PUT', BASE, { json: input, lang: this.lang })).data;
    } catch (e) {
      throw refusalOf(e);
    }
  }

  async update(id: number, input: AnnotationInput): Promise<Annotation> {
    try {
      return (await request<{ data: Annotation }>('POST', BASE, { json: { ...input, id }, lang: this.lang })).data;
    } catch (e) {
      throw refusalOf(e);
    }
  }

  async remove(id: number): Promise<void> {
    try {
      await request('DELETE', `${BASE}${id}`, { lang: this.lang });
    } catch (e) {
      throw refusalOf(e);
    }
  }

  allowance(): Promise<ToolAllowance> {
    return fetchAllowance('annotations', this.lang);
  }
}

export { RefusedError, refusalOf };
