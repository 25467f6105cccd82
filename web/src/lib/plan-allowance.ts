import { request } from './http.js';

/** The counted tools of spec §6 (GET /api/Lk/Me `limits.counts`). */
export type CountedTool = 'bibliography' | 'annotations' | 'ratings' | 'catalogue';

/** What the person's plan allows in one tool; `null` count is unlimited, `undefined` not known. */
export interface ToolAllowance {
  maxRecords: number | null | undefined;
  editDelete: boolean;
  wordExport: boolean;
}

interface LkMe {
  limits: { counts: Record<CountedTool, number | null>; features: { editDelete: boolean; wordExport: boolean } };
}

/**
 * The plan's limits for a tool as GET /api/Lk/Me answers them. When the call fails the
 * screens allow everything and the server's answer to the action itself decides.
 */
export async function fetchAllowance(tool: CountedTool, lang: string): Promise<ToolAllowance> {
  try {
    const { data } = await request<{ data: LkMe }>('GET', '/api/Lk/Me', { lang });
    return {
      maxRecords: data.limits.counts[tool],
      editDelete: data.limits.features.editDelete,
      wordExport: data.limits.features.wordExport,
    };
  } catch {
    return { maxRecords: undefined, editDelete: true, wordExport: true };
  }
}
