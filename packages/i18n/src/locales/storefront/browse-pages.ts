import type { i18n as I18n } from 'i18next';

/**
 * Storefront texts of the browsing pages (search, goods, store street, store page), in both languages, under
 * `browse.search|goods|store|stores`. They are not in the base trees (the home page's budget): the pages that use
 * them import `apps/storefront/src/pages/browse/texts.ts`, which calls `addBrowsePageResources` when their chunk
 * loads. `typeof browsePagesZhCn` keeps the English tree identical.
 */

export const browsePagesZhCn = {
  search: {
    results: '搜索 “{{keywords}}” 结果列表',
    list: '商品列表',
    category: '商品分类：',
    brand: '品牌筛选：',
    empty: '没有找到相关商品',
    filter: '筛选',
    filters: '筛选条件',
    reset: '重置',
    done: '完成',
  },
  goods: {
    mallPrice: '商城价：',
    marketPrice: '市场价：',
    flashPrice: '秒杀价：',
    flash: '参加秒杀活动',
    endsIn: '距离结束',
    sales: '累计销量',
    stock: '{{count}} 库存',
    quantity: '购买数量：',
    specLabel: '{{name}}：',
    less: '减少',
    more: '增加',
    buyNow: '立即购买',
    addCart: '加入购物车',
    fav: '收藏',
    faved: '已收藏',
    detail: '商品详情',
    reviews: '用户评价 ({{count}})',
    afterSale: '售后服务',
    positive: '好评率',
    reviewTabs: {
      all: '全部 ({{count}})',
      good: '好评 ({{count}})',
      medium: '中评 ({{count}})',
      bad: '差评 ({{count}})',
    },
    score: '评价得分：',
    content: '评价内容：',
    defaultContent: 'good!~',
    reply: '售后客服',
    replyContent: '回复内容：',
    points: '{{n}} 分',
    noReviews: '暂无评价',
    noContent: '暂无内容',
    notFound: '商品不存在或已下架',
    chosen: '已选',
    choose: '请选择 {{names}}',
    pieces: '{{count}}件',
    skuSheet: '选择规格和数量',
    couponRow: '领券',
    couponSheet: '优惠券',
    bar: {
      chat: '客服',
      store: '店铺',
      fav: '收藏',
      faved: '已收藏',
    },
  },
  store: {
    badge: '店铺',
    score: '综合评分',
    ratings: '店铺评分：',
    agree: '描述相符',
    service: '服务态度',
    speed: '发货速度',
    company: '公司名称：',
    address: '公司地址：',
    follow: '收藏店铺',
    followed: '已收藏',
    enter: '进入店铺',
    ranking: '销售排行',
    noGoods: '暂时没有商品~~',
    notFound: '店铺不存在或已关闭',
  },
  stores: {
    title: '店铺街',
    search: '搜索店铺名称',
    distance: '距离',
    company: '公司：',
    address: '地址：',
    rate: '好评率：',
    distanceLabel: '距离：',
    empty: '没有找到店铺',
  },
};

export const browsePagesEn: typeof browsePagesZhCn = {
  search: {
    results: 'Results for “{{keywords}}”',
    list: 'Products',
    category: 'Category:',
    brand: 'Brand:',
    empty: 'No matching products',
    filter: 'Filter',
    filters: 'Filters',
    reset: 'Reset',
    done: 'Done',
  },
  goods: {
    mallPrice: 'Price:',
    marketPrice: 'Market price:',
    flashPrice: 'Flash price:',
    flash: 'In a flash sale',
    endsIn: 'Ends in',
    sales: 'Sold',
    stock: '{{count}} in stock',
    quantity: 'Quantity:',
    specLabel: '{{name}}:',
    less: 'Decrease',
    more: 'Increase',
    buyNow: 'Buy now',
    addCart: 'Add to cart',
    fav: 'Favourite',
    faved: 'Favourited',
    detail: 'Details',
    reviews: 'Reviews ({{count}})',
    afterSale: 'After-sales service',
    positive: 'Positive',
    reviewTabs: {
      all: 'All ({{count}})',
      good: 'Positive ({{count}})',
      medium: 'Neutral ({{count}})',
      bad: 'Negative ({{count}})',
    },
    score: 'Score:',
    content: 'Review:',
    defaultContent: 'good!~',
    reply: 'Store reply',
    replyContent: 'Reply:',
    points: '{{n}} points',
    noReviews: 'No reviews yet',
    noContent: 'Nothing here yet',
    notFound: 'This product does not exist or is no longer on sale',
    chosen: 'Selected',
    choose: 'Choose {{names}}',
    pieces: '× {{count}}',
    skuSheet: 'Options and quantity',
    couponRow: 'Coupons',
    couponSheet: 'Coupons',
    bar: {
      chat: 'Chat',
      store: 'Store',
      fav: 'Save',
      faved: 'Saved',
    },
  },
  store: {
    badge: 'Store',
    score: 'Overall rating',
    ratings: 'Ratings:',
    agree: 'As described',
    service: 'Service',
    speed: 'Shipping speed',
    company: 'Company:',
    address: 'Address:',
    follow: 'Follow store',
    followed: 'Following',
    enter: 'Enter store',
    ranking: 'Best sellers',
    noGoods: 'No products yet',
    notFound: 'This store does not exist or is closed',
  },
  stores: {
    title: 'Stores',
    search: 'Search stores by name',
    distance: 'Distance',
    company: 'Company:',
    address: 'Address:',
    rate: 'Positive reviews:',
    distanceLabel: 'Distance:',
    empty: 'No stores found',
  },
};

/** The lazily added browsing sections as `t()` sees them (merged into `Messages`). */
export interface LazyBrowseMessages {
  browse: typeof browsePagesZhCn;
}

const LAZY: Record<'zh-cn' | 'en', LazyBrowseMessages> = {
  'zh-cn': { browse: browsePagesZhCn },
  en: { browse: browsePagesEn },
};

/**
 * Adds the browsing pages' texts of both languages to an initialised i18next instance (again is harmless), deep-
 * merged into `browse`, so switching language needs no further loading.
 *
 * @example addBrowsePageResources(i18n); // in the browsing pages' shared texts module
 */
export function addBrowsePageResources(i18n: I18n): void {
  for (const lang of ['zh-cn', 'en'] as const) i18n.addResourceBundle(lang, 'translation', LAZY[lang], true, true);
}
