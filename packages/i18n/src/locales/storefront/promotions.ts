import type { i18n as I18n } from 'i18next';

/**
 * Storefront texts of the promotions (the goods page's coupons, full reductions, flash sale and group buy; the
 * `/seckills`, `/collectives` and `/user/coupons` pages), in both languages, under `promo`. Added by those pages'
 * chunks (`addPromotionResources`), never by the home page. `typeof promotionsZhCn` keeps the English tree
 * identical. The countdown's units are the base tree's `widgets.countdown`.
 */
export const promotionsZhCn = {
  coupon: {
    label: '优惠券：',
    threshold: '满{{money}}可用',
    noThreshold: '无门槛',
    validity: '有效期 {{start}} 至 {{end}}',
    perUser: '每人限领 {{count}} 张',
    claim: '领取',
    claimed: '领取成功',
  },
  reduction: {
    label: '满减：',
    item: '满{{use}}减{{money}}',
  },
  seckill: {
    left: '剩余 {{count}} 件',
    perUser: '每人限购 {{count}} 件',
    limitErr: '每人限购 {{count}} 件。',
    soldOut: '已抢光',
    grab: '立即抢购',
    skuOnly: '秒杀仅限规格：{{name}}',
  },
  group: {
    label: '拼团：',
    price: '拼团价',
    size: '{{count}}人团',
    hours: '{{count}} 小时内成团',
    start: '发起拼团',
    open: '正在拼团，可直接参与',
    missing: '还差{{count}}人',
    timeLeft: '剩余',
    join: '参团',
    none: '暂无可参加的团，快来发起拼团吧',
  },
  seckills: {
    title: '秒杀现场',
    onNow: '正在抢购',
    startsAt: '{{hour}} 即将开始',
    endsIn: '距离本场结束',
    startsIn: '距离开场',
    sold: '已抢 {{sold}}/{{quota}} 件',
    grab: '马上抢',
    soon: '即将开始',
    soldOut: '已抢光',
    empty: '本场暂无秒杀商品',
  },
  collectives: {
    title: '拼团',
    search: '搜索拼团商品',
    searchButton: '搜索',
    results: '“{{keywords}}” 的拼团商品',
    empty: '暂无拼团商品',
    go: '去拼团',
  },
  coupons: {
    title: '我的优惠券',
    usable: '可使用',
    used: '已使用',
    notStarted: '未开始',
    ended: '已过期',
    store: '店铺：',
    use: '去使用',
    order: '查看订单',
    empty: '暂无优惠券',
  },
};

export const promotionsEn: typeof promotionsZhCn = {
  coupon: {
    label: 'Coupons:',
    threshold: 'Orders over ￥{{money}}',
    noThreshold: 'No minimum spend',
    validity: 'Valid {{start}} to {{end}}',
    perUser: 'Up to {{count}} per shopper',
    claim: 'Claim',
    claimed: 'Coupon claimed',
  },
  reduction: {
    label: 'Offers:',
    item: '￥{{money}} off orders over ￥{{use}}',
  },
  seckill: {
    left: '{{count}} left',
    perUser: 'Limit {{count}} per buyer',
    limitErr: 'You may buy at most {{count}}.',
    soldOut: 'Sold out',
    grab: 'Grab now',
    skuOnly: 'Flash price for {{name}} only',
  },
  group: {
    label: 'Group buy:',
    price: 'Group price',
    size: 'Group of {{count}}',
    hours: 'Fills within {{count}} h',
    start: 'Start a group',
    open: 'Open groups you can join',
    missing: '{{count}} more needed',
    timeLeft: 'Time left',
    join: 'Join',
    none: 'No open groups yet: start one',
  },
  seckills: {
    title: 'Flash sale',
    onNow: 'On now',
    startsAt: 'Starts at {{hour}}',
    endsIn: 'Session ends in',
    startsIn: 'Starts in',
    sold: '{{sold}}/{{quota}} sold',
    grab: 'Grab it',
    soon: 'Coming soon',
    soldOut: 'Sold out',
    empty: 'No flash sales in this session',
  },
  collectives: {
    title: 'Group buys',
    search: 'Search group buys',
    searchButton: 'Search',
    results: 'Group buys for “{{keywords}}”',
    empty: 'No group buys',
    go: 'Join a group',
  },
  coupons: {
    title: 'My coupons',
    usable: 'Usable',
    used: 'Used',
    notStarted: 'Not started',
    ended: 'Ended',
    store: 'Store:',
    use: 'Use',
    order: 'View order',
    empty: 'No coupons here',
  },
};

/** The lazily added promotions section as `t()` sees it (merged into `Messages`). */
export interface LazyPromotionMessages {
  promo: typeof promotionsZhCn;
}

/** Adds the promotion texts of both languages (again is harmless). */
export function addPromotionResources(i18n: I18n): void {
  i18n.addResourceBundle('zh-cn', 'translation', { promo: promotionsZhCn }, true, true);
  i18n.addResourceBundle('en', 'translation', { promo: promotionsEn }, true, true);
}
