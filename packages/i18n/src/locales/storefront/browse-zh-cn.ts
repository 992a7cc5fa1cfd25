/**
 * Storefront texts of the chrome (top bar, header, category menu, footer), the home page and the shared list
 * words, in Chinese; `zh-cn.ts` mounts them under `browse`. One file per language so each language's chunk
 * holds only its own texts. The browsing pages' own texts are in `browse-pages.ts`, loaded with those pages.
 */
export const browseZhCn = {
  top: {
    welcome: '欢迎来到{{name}}',
    hello: '欢迎您，',
    userCenter: '个人中心',
    logout: '退出登录',
    join: '商家入驻',
  },
  header: {
    searchPlaceholder: '手机 笔记本电脑 衣服',
    cart: '我的购物车',
    allGoods: '全部商品',
    home: '首页',
    stores: '店铺街',
    seckills: '秒杀',
    collectives: '拼团',
    integral: '积分商城',
    help: '帮助中心',
    channels: '频道',
  },
  tabs: {
    label: '主要页面',
    home: '首页',
    category: '分类',
    cart: '购物车',
    mine: '我的',
  },
  category: {
    title: '商品分类',
    classes: '一级分类',
    all: '查看全部{{name}}',
    goods: '{{name}}热卖',
    empty: '暂无分类',
    noGoods: '该分类暂无商品',
  },
  footer: {
    quality: '500强企业 品质保证',
    returns: '7天退货 15天换货',
    freight: '99元起免运费',
    service: '448家维修网点 全国联保',
    copyright: 'Copyright © {{year}} {{name}} 版权所有 保留一切权利',
    icp: '备案号：{{icp}}',
    toTop: '返回顶部',
  },
  home: {
    check: '实名认证',
    integral: '积分商城',
    collectives: '优惠团购',
    seckills: '秒杀活动',
    notices: '公告',
    join: '入驻商家',
    more: '查看更多',
  },
  list: {
    home: '首页',
    all: '全部',
    sort: '筛选排序：',
    default: '默认',
    price: '价格',
    sales: '销量',
    comments: '评论',
    empty: '暂无数据',
    reviews: '{{count}} 人评论',
    prev: '上一页',
    next: '下一页',
    total: '共 {{total}} 条',
  },
};
