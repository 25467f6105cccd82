import { request } from '../../lib/http.js';

export interface Count {
  key: string;
  count: number;
}

/** The answer of `GET /api/Infographics`: counts over my records (see docs/infographics.md). */
export interface Infographics {
  total: number;
  byYear: Count[];
  noYear: number;
  byType: Count[];
  byLanguage: Count[];
  byStyle: Count[];
  journals: Count[];
  authors: Count[];
  growth: Count[];
}

export async function fetchInfographics(): Promise<Infographics> {
  return (await request<{ data: Infographics }>('GET', '/api/Infographics')).data;
}
