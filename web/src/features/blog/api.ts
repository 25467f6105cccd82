import { request } from '../../lib/http.js';
import { notify } from '../../lib/notify.js';

/** Spec §3 Blog story, as /api/blog answers it. */
export interface Story {
  id: number;
  title: string;
  dateCreate: string;
  macro: string;
  full: string;
  tags: { hrefKey: string; text: string }[];
  seoTitle: string;
  seoDescription: string;
  lang: string;
  visible: boolean;
  hrefKey: string;
}

export interface StoryPage {
  data: Story[];
  total: number;
  page: number;
  perPage: number;
  pages: number;
}

/** A story as the admin's aside lists it (GET /api/blog/aside/{lang}). */
export interface AsideStory {
  id: number;
  title: string;
  hrefKey: string;
  visible: boolean;
  dateCreate: string;
  updatedAt: string;
  author: string;
}

export interface BlogTag {
  hrefKey: string;
  text: string;
  count: number;
}

export interface AsideData {
  lang: string;
  counts: Record<'en' | 'ru' | 'ua', { visible: number; hidden: number }>;
  hidden: AsideStory[];
  recent: AsideStory[];
  tags: BlogTag[];
}

/** What the editor sends (id when it updates). */
export type StoryDraft = Omit<Story, 'id' | 'dateCreate' | 'visible'> & { id?: number };

/** Spec §9 Blog defaults. */
export const PER_PAGE = 5;
export const ALL_TAGS = 'AllTags';

/** The blog's calls to /api/blog (spec §7), in one place. */
export const blogApi = {
  list: (lang: string, page: number, tag = ALL_TAGS) =>
    request<StoryPage>('GET', `/api/blog/${lang}/${page}/${PER_PAGE}/${encodeURIComponent(tag)}`),
  byKey: async (lang: string, hrefKey: string) =>
    (await request<{ data: Story }>('GET', `/api/blog/story/${lang}/${encodeURIComponent(hrefKey)}`)).data,
  tags: async (lang: string) =>
    (
      await request<{ data: { hrefKey: string; text: string; count: number }[] }>('POST', '/api/blog/tags/', {
        json: { lang },
      })
    ).data,
  checkUrl: async (lang: string, hrefKey: string, id?: number) =>
    (
      await request<{ data: { available: boolean; valid: boolean } }>(
        'GET',
        `/api/blog/CheckUrl/${encodeURIComponent(hrefKey)}?lang=${lang}${id ? `&id=${id}` : ''}`,
      )
    ).data,
  save: async (draft: StoryDraft) => (await request<{ data: Story }>('POST', '/api/blog', { json: draft })).data,
  setVisible: async (id: number, visible: boolean) =>
    (await request<{ data: Story }>('PATCH', `/api/blog/${id}/visible/${visible}`)).data,
  remove: (id: number) => request('DELETE', `/api/blog/${id}`),
  /** The admin's aside (spec §6); 403 for anyone else. */
  aside: async (lang: string) => (await request<{ data: AsideData }>('GET', `/api/blog/aside/${lang}`)).data,
  renameTag: async (lang: string, hrefKey: string, to: { text: string; hrefKey: string }) =>
    (
      await request<{ data: BlogTag }>('PATCH', `/api/blog/tags/${lang}/${encodeURIComponent(hrefKey)}`, {
        json: to,
      })
    ).data,
  uploadImage: async (file: File) => {
    const data = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
    return (await request<{ data: { url: string } }>('POST', '/api/blog/images', { json: { data } })).data.url;
  },
};

/** A failed call, shown as a notification in the server's words (already in the interface language). */
export function notifyError(e: unknown): void {
  notify(e instanceof Error ? e.message : String(e), 'error');
}
