import { z } from 'zod';

/** Page sizes offered by every back-office table; 30 is the default. */
export const PAGE_SIZES = [30, 100, 200, 300, 400] as const;
export const DEFAULT_PAGE_SIZE = 30;

/** The list fields every client reads, whichever of the two paginated shapes the server answers. */
export const pageSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    total: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
    current_page: z.number().int(),
  });
export type Page<T> = {
  data: T[];
  total: number;
  per_page: number;
  last_page: number;
  current_page: number;
  count?: unknown;
};

/** Search operators a list accepts as a `value|operator` suffix (whitelisted by the server). */
export const SEARCH_OPERATORS = [
  'like',
  'likeRight',
  'likeLeft',
  'gt',
  'lt',
  'ngt',
  'nlt',
  'in',
  'between',
  'whereHas',
] as const;
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];

/** Tree rows (menus, classes, areas) lazily expanded by `isChildren=true&pid=`. */
export interface TreeRow {
  id: number;
  pid: number | string;
  has_children: Record<string, unknown> | null;
}
