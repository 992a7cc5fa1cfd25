import { baseApi } from '../base-api.ts';
import { listTag, type Row } from '../resource.ts';

/** The server's `content` module: ad spaces and their ads, and the agreements. */

/** A row of `GET /adv?name=` (raw `advs` row). */
export interface Adv {
  id: number;
  name: string;
  url: string;
  image: string;
  is_sort?: number;
}

/**
 * An agreement: its name and its stored rich text. The page turns the text into safe HTML itself
 * (`richTextHtml`), so the storefront's first page does not load the rich-text rules with this module.
 */
export interface AgreementText {
  name: string;
  content: string;
}

/** A help-centre article (`GET /article/{title}`): its title, stored rich text, views and last edit. */
export interface ArticleText {
  name: string;
  content: string;
  click: number;
  updated_at: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /adv?name=`: the live ads of one ad space ([] for an unknown space). */
    getAdv: build.query<Adv[], string>({
      query: (name) => ({ url: '/adv', params: { name } }),
    }),
    /** `GET /agreements/{ename}` → name and rich text. */
    agreement: build.query<AgreementText, string>({
      query: (ename) => ({ url: `/agreements/${encodeURIComponent(ename)}` }),
      transformResponse: (data: unknown) => {
        const row = (data && typeof data === 'object' ? data : {}) as { name?: unknown; content?: unknown };
        return { name: text(row.name), content: text(row.content) };
      },
    }),
    /**
     * `GET /article/{title}`: an article by its title (each read counts a view on the server). Not cached across
     * visits, so the count shown is the one this visit made.
     */
    article: build.query<ArticleText, string>({
      query: (title) => ({ url: `/article/${encodeURIComponent(title)}` }),
      keepUnusedDataFor: 0,
      transformResponse: (data: unknown) => {
        const row = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
        return {
          name: text(row.name),
          content: text(row.content),
          click: Number(row.click) || 0,
          updated_at: text(row.updated_at),
        };
      },
    }),
    /** `POST /Admin/advs`: a new ad in a space. */
    createAdv: build.mutation<unknown, Row>({
      query: (data) => ({ url: '/Admin/advs', method: 'POST', data }),
      invalidatesTags: [listTag('/Admin/advs')],
    }),
  }),
});

export const { useGetAdvQuery, useAgreementQuery, useArticleQuery, useCreateAdvMutation } = contentApi;
