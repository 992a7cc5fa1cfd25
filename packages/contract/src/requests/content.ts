import { z } from 'zod';
import { integer, text } from '../input.ts';

/** `GET /api/adv`: the live ads of one slot. */
export const advSlotRequestSchema = z.object({
  name: text().describe('Required. The ad slot name'),
});

/** `GET /api/load_article_menu`: the article category tree. */
export const articleMenuTreeRequestSchema = z.object({
  type: text().describe('getChildren (default): nested children; getTree: flat, ordered'),
  deep: integer(-1).describe('levels kept (all when absent)'),
});
