import { request } from '../../lib/http.js';
import { fetchAllowance, type ToolAllowance } from '../../lib/plan-allowance.js';
import { RefusedError, refusalOf } from '../../lib/plan-refusal.js';
import type { Review, ReviewInput } from './model.js';

const BASE = '/api/ReviewerRating/Rating/';

/** The signed-in user's reviews (spec §7: POST creates, PUT updates). */
export class ReviewRepository {
  constructor(private readonly lang: string) {}

  private async call<T>(method: string, path: string, json?: unknown): Promise<T> {
    try {
      return await request<T>(method, path, { lang: this.lang, ...(json === undefined ? {} : { json }) });
    } catch (e) {
      throw refusalOf(e);
    }
  }

  async list(): Promise<Review[]> {
    return (await this.call<{ data: Review[] }>('GET', BASE)).data ?? [];
  }

  async save(input: ReviewInput): Promise<Review> {
    return (await this.call<{ data: Review }>('POST', BASE, clean(input))).data;
  }

  async update(id: number, input: ReviewInput): Promise<Review> {
    return (await this.call<{ data: Review }>('PUT', BASE, { ...clean(input), id })).data;
  }

  async remove(id: number): Promise<void> {
    await this.call('DELETE', `${BASE}${id}`);
  }

  allowance(): Promise<ToolAllowance> {
    return fetchAllowance('ratings', this.lang);
  }
}

/** The API takes no null recommendation: an unchosen one is left out. */
function clean(input: ReviewInput) {
  const { recommendation, ...rest } = input;
  return recommendation ? { ...rest, recommendation } : rest;
}

export { RefusedError, refusalOf };
