import { normalizeGoodsSearch } from '@shop/contract/goods-search';
import { decodeKeywords, decodeParams, paramsPath } from '@shop/contract/params-segment';
import { phrases } from '../../http/phrases.ts';
import { STOREFRONT_FIRST_PAGES } from '../../http/platform/first-pages.ts';
import type { HeadSource } from '../../http/platform/page-heads.ts';
import { excerpt } from '../../lib/plain-text.ts';

const say = phrases({
  seckills: { 'zh-cn': '限时秒杀', en: 'Flash sales' },
  seckillsText: {
    'zh-cn': '整点开抢的限时秒杀，每场限量。',
    en: 'Flash sales starting on the hour, each with its limited stock.',
  },
  collectives: { 'zh-cn': '拼团', en: 'Group buys' },
  collectivesFor: { 'zh-cn': '“{keywords}”的拼团', en: 'Group buys for “{keywords}”' },
  collectivesText: {
    'zh-cn': '邀请好友一起拼团，享受拼团价。',
    en: 'Buy together with friends at the group price.',
  },
  pageNo: { 'zh-cn': '{title} - 第{page}页', en: '{title} - page {page}' },
});

/**
 * The flash-sale sessions and the group-buy list: their own titles, and for the list its keywords and page, with the
 * list's filters in the order the storefront writes them (CollectivesPage keeps the keywords and the sort).
 */
export const promotionHeads: HeadSource = ({ path, search, lang }) => {
  if (STOREFRONT_FIRST_PAGES.seckills.test(path)) {
    return { title: say(lang, 'seckills'), description: say(lang, 'seckillsText'), canonical: '/seckills' };
  }
  const listed = STOREFRONT_FIRST_PAGES.collectives.exec(path);
  if (!listed) return null;
  const { keywords, sort_type, sort_order } = normalizeGoodsSearch(decodeParams(listed[1]));
  const text = decodeKeywords(keywords).trim();
  const pageNo = Number(search.get('page'));
  const page = Number.isInteger(pageNo) && pageNo > 1 ? pageNo : 1;
  const filtered = text || sort_type || sort_order;
  const filters = {
    keywords: keywords ?? '',
    ...(sort_type ? { sort_type } : {}),
    ...(sort_order ? { sort_order } : {}),
  };
  const title = text ? say(lang, 'collectivesFor', { keywords: excerpt(text, 40) }) : say(lang, 'collectives');
  return {
    title: page > 1 ? say(lang, 'pageNo', { title, page }) : title,
    description: say(lang, 'collectivesText'),
    canonical: `${filtered ? paramsPath('/collectives', filters) : '/collectives'}${page > 1 ? `?page=${page}` : ''}`,
  };
};
