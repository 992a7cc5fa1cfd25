/**
 * Optional demo shop (seed-facts.md §9, cleaned): a store owner with sub-account, a shopper, store 1 with a
 * 3-level category tree, brands and goods with generated pictures, roles, articles, ads and a notice.
 * Every balance that starts above zero has its money_logs row, as the ledger rule requires.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  addresses,
  adminPermissionGroups,
  adminPermissions,
  adminRoles,
  adminToMenus,
  adminToPermissions,
  advSpaces,
  advs,
  articleMenus,
  articles,
  freights,
  goods,
  goodsAttrs,
  goodsBrands,
  goodsClasses,
  goodsSkus,
  goodsSpecs,
  integralGoods,
  integralGoodsClasses,
  moneyLogs,
  notices,
  storeClasses,
  stores,
  userRoles,
  userToMenus,
  userToRoles,
  users,
} from '../schema/index.ts';
import permissions from './data/permissions.json' with { type: 'json' };
import { writeImage, type ImageSpec } from './images.ts';

const rich = (html: string) => `${html}##qingwuit##[]`;
const shanghaiPlus = (interval: string) =>
  sql`((now() at time zone 'Asia/Shanghai') + ${sql.raw(`interval '${interval}'`)})::timestamp(0)`;

/** Category tree: [id, pid, name, sort]. Goods use the level-3 ids. */
const CLASSES: ReadonlyArray<readonly [number, number, string, number]> = [
  [1, 0, '家用电器', 0],
  [2, 0, '手机数码', 1],
  [3, 0, '电脑办公', 2],
  [4, 0, '图书', 3],
  [5, 1, '大家电', 0],
  [6, 1, '生活电器', 1],
  [7, 2, '手机通讯', 0],
  [8, 3, '电脑整机', 0],
  [9, 4, '童书', 0],
  [10, 5, '空调', 0],
  [11, 5, '电视', 1],
  [12, 5, '冰箱', 2],
  [13, 6, '电风扇', 0],
  [14, 7, '智能手机', 0],
  [15, 8, '笔记本', 0],
  [16, 8, '台式机', 1],
  [17, 9, '童话', 0],
  [18, 9, '绘本', 1],
];

const CLASS_COLORS = ['#3b82f6', '#10b981', '#8b5cf6', '#f59e0b'];

const BRANDS: ReadonlyArray<readonly [number, string, string]> = [
  [1, '青梧', '#16a34a'],
  [2, '星河', '#2563eb'],
  [3, '童趣', '#ea580c'],
];

interface DemoGoods {
  id: number;
  name: string;
  sub: string;
  class_id: number;
  brand_id: number;
  price: string;
  market: string;
  stock: number;
  weight: string;
  /** -1 free shipping, 0 store default template. */
  freight_id: number;
  is_master: number;
  is_recommend: number;
  colors: readonly [string, string];
}

const GOODS: readonly DemoGoods[] = [
  {
    id: 1,
    name: '青梧 1.5匹新一级能效变频冷暖空调',
    sub: '静音节能 智能温控 包邮包安装',
    class_id: 10,
    brand_id: 1,
    price: '2599.00',
    market: '2999.00',
    stock: 200,
    weight: '35.00',
    freight_id: -1,
    is_master: 1,
    is_recommend: 1,
    colors: ['#dbeafe', '#2563eb'],
  },
  {
    id: 2,
    name: '青梧 55英寸4K超高清智能电视',
    sub: '全面屏 远场语音 2+32GB',
    class_id: 11,
    brand_id: 1,
    price: '3299.00',
    market: '3799.00',
    stock: 150,
    weight: '18.00',
    freight_id: -1,
    is_master: 1,
    is_recommend: 1,
    colors: ['#e0e7ff', '#4f46e5'],
  },
  {
    id: 3,
    name: '青梧 500升十字对开门冰箱',
    sub: '风冷无霜 一级能效 变频',
    class_id: 12,
    brand_id: 1,
    price: '4599.00',
    market: '5299.00',
    stock: 80,
    weight: '90.00',
    freight_id: -1,
    is_master: 0,
    is_recommend: 1,
    colors: ['#ecfeff', '#0891b2'],
  },
  {
    id: 4,
    name: '星河 七叶静音落地电风扇',
    sub: '12档风速 遥控定时',
    class_id: 13,
    brand_id: 2,
    price: '199.00',
    market: '259.00',
    stock: 500,
    weight: '6.50',
    freight_id: 0,
    is_master: 1,
    is_recommend: 0,
    colors: ['#f0fdf4', '#16a34a'],
  },
  {
    id: 5,
    name: '星河 X1 5G智能手机',
    sub: '6.7英寸OLED 5000mAh 快充',
    class_id: 14,
    brand_id: 2,
    price: '1999.00',
    market: '2299.00',
    stock: 300,
    weight: '0.50',
    freight_id: 0,
    is_master: 1,
    is_recommend: 1,
    colors: ['#1f2937', '#60a5fa'],
  },
  {
    id: 6,
    name: '星河 14英寸轻薄笔记本电脑',
    sub: '16GB+512GB 2.8K屏 长续航',
    class_id: 15,
    brand_id: 2,
    price: '4999.00',
    market: '5499.00',
    stock: 120,
    weight: '1.80',
    freight_id: 0,
    is_master: 1,
    is_recommend: 1,
    colors: ['#f1f5f9', '#475569'],
  },
  {
    id: 7,
    name: '星河 商务办公台式机',
    sub: '8核处理器 16GB 1TB固态',
    class_id: 16,
    brand_id: 2,
    price: '3599.00',
    market: '3999.00',
    stock: 90,
    weight: '8.00',
    freight_id: 0,
    is_master: 0,
    is_recommend: 0,
    colors: ['#fef3c7', '#b45309'],
  },
  {
    id: 8,
    name: '经典童话故事集（全6册）',
    sub: '注音彩绘 适合3-8岁',
    class_id: 17,
    brand_id: 3,
    price: '59.00',
    market: '98.00',
    stock: 1000,
    weight: '1.20',
    freight_id: 0,
    is_master: 1,
    is_recommend: 1,
    colors: ['#fff1f2', '#e11d48'],
  },
  {
    id: 9,
    name: '安徒生童话 注音美绘版',
    sub: '大字注音 亲子共读',
    class_id: 17,
    brand_id: 3,
    price: '29.80',
    market: '45.00',
    stock: 800,
    weight: '0.40',
    freight_id: 0,
    is_master: 0,
    is_recommend: 1,
    colors: ['#fdf4ff', '#c026d3'],
  },
  {
    id: 10,
    name: '宝宝认知启蒙绘本（10册）',
    sub: '撕不烂 0-3岁早教',
    class_id: 18,
    brand_id: 3,
    price: '39.90',
    market: '69.00',
    stock: 600,
    weight: '0.80',
    freight_id: 0,
    is_master: 1,
    is_recommend: 0,
    colors: ['#fefce8', '#ca8a04'],
  },
];

/** The phone (goods 5) is sold in 4 SKUs: colour x storage. [id, spec ids, names, price, market, stock]. */
const PHONE_SKUS: ReadonlyArray<readonly [number, string, string, string, string, number]> = [
  [1, '1,3', '星空黑,128GB', '1999.00', '2299.00', 80],
  [2, '1,4', '星空黑,256GB', '2299.00', '2599.00', 70],
  [3, '2,3', '冰川白,128GB', '1999.00', '2299.00', 80],
  [4, '2,4', '冰川白,256GB', '2299.00', '2599.00', 70],
];

/** Seller sub-account role 客服 (customer service): dashboard, chat, orders, reviews, goods list. */
const SUPPORT_ROLE_MENUS = [1, 37, 38, 3, 12, 19, 20, 31, 32, 23];

/** Readable names for the reference's test roles / permission groups / permissions (permissions.json). */
const ROLE_NAMES: Readonly<Record<number, string>> = { 1: '超级管理员', 2: '系统管理员', 4: '运营人员' };
const PERMISSION_GROUPS: Readonly<Record<number, { name: string; content: string }>> = {
  5: { name: '管理员', content: '管理员账号接口' },
};
const PERMISSIONS: Readonly<Record<number, { name: string; apis: string; content: string }>> = {
  3: { name: '管理员列表', apis: 'admin.admins.index', content: '查看管理员列表' },
};
/** Role 4 (运营人员) gets the workbench and the goods centre. */
const OPERATOR_MENUS = [1, 59, 16, 17, 18, 26, 27, 28, 29];

interface DemoImages {
  goods: Map<number, string[]>;
  classes: Map<number, string>;
  brands: Map<number, string>;
  integral: string[];
  storeLogo: string;
  storeBanner: string;
  ads: string[];
}

/** Draws every demo picture (in parallel) before the transaction starts. */
export async function generateDemoImages(uploadsDir: string): Promise<DemoImages> {
  const square = (folder: string, name: string, background: string, foreground: string, size = 800): ImageSpec => ({
    folder,
    name,
    width: size,
    height: size,
    background,
    foreground,
    thumbs: size === 800,
  });
  const goodsJobs = GOODS.map(async (g) => {
    const [bg, fg] = g.colors;
    const urls = await Promise.all([
      writeImage(uploadsDir, square('goods/seed', `goods-${g.id}-1`, bg, fg)),
      writeImage(uploadsDir, square('goods/seed', `goods-${g.id}-2`, fg, bg)),
    ]);
    return [g.id, urls] as const;
  });
  const classJobs = CLASSES.filter(([, pid]) => pid === 0).map(async ([id], i) => {
    const color = CLASS_COLORS[i % CLASS_COLORS.length] ?? '#3b82f6';
    return [
      id,
      await writeImage(uploadsDir, square('goods_classes/seed', `class-${id}`, '#ffffff', color, 200)),
    ] as const;
  });
  const brandJobs = BRANDS.map(async ([id, , color]) => {
    const url = await writeImage(uploadsDir, {
      folder: 'goods_brands/seed',
      name: `brand-${id}`,
      width: 300,
      height: 150,
      background: '#ffffff',
      foreground: color,
    });
    return [id, url] as const;
  });
  const banner = (folder: string, name: string, width: number, height: number, bg: string, fg: string) =>
    writeImage(uploadsDir, { folder, name, width, height, background: bg, foreground: fg });
  const [goodsImages, classImages, brandImages, integral, storeLogo, storeBanner, ads] = await Promise.all([
    Promise.all(goodsJobs),
    Promise.all(classJobs),
    Promise.all(brandJobs),
    Promise.all([
      writeImage(uploadsDir, square('integral_goods/seed', 'integral-1', '#ecfdf5', '#059669')),
      writeImage(uploadsDir, square('integral_goods/seed', 'integral-2', '#fff7ed', '#c2410c')),
    ]),
    writeImage(uploadsDir, square('store/seed', 'store-1-logo', '#16a34a', '#ffffff', 200)),
    banner('store/seed', 'store-1-banner', 1200, 400, '#dcfce7', '#15803d'),
    Promise.all([
      banner('adv/seed', 'pc-home-slide-1', 1200, 400, '#1d4ed8', '#93c5fd'),
      banner('adv/seed', 'app-home-slide-1', 750, 300, '#be123c', '#fda4af'),
      banner('adv/seed', 'app-home-bottom-1', 750, 200, '#7c3aed', '#ddd6fe'),
    ]),
  ]);
  return {
    goods: new Map(goodsImages),
    classes: new Map(classImages),
    brands: new Map(brandImages),
    integral,
    storeLogo,
    storeBanner,
    ads,
  };
}

/** Inserts the demo rows; returns the tables that got explicit ids. */
export async function seedDemo(tx: Tx, passwordHash: string, images: DemoImages): Promise<string[]> {
  // Accounts: store owner 6, its sub-account 8 (role 客服), shopper 9.
  await tx.insert(users).values([
    {
      id: 6,
      username: '18888888888',
      phone: '18888888888',
      nickname: '商家小青',
      password: passwordHash,
      pay_password: passwordHash,
      money: '44.12',
      frozen_money: '11.00',
      integral: '99.00',
    },
    { id: 8, username: 'seller', nickname: 'seller', belong_id: 6, password: passwordHash, pay_password: passwordHash },
    {
      id: 9,
      username: '13800000000',
      phone: '13800000000',
      nickname: '小明',
      password: passwordHash,
      pay_password: passwordHash,
      money: '1000.00',
      integral: '500.00',
    },
  ]);
  await tx.insert(userRoles).values({ id: 2, belong_id: 6, name: '客服' });
  await tx.insert(userToRoles).values({ id: 1, user_id: 8, role_id: 2 });
  await tx.insert(userToMenus).values(SUPPORT_ROLE_MENUS.map((menu_id, i) => ({ id: i + 1, role_id: 2, menu_id })));
  await tx.insert(addresses).values({
    id: 1,
    user_id: 9,
    receive_name: '小明',
    receive_tel: '13800000000',
    province_id: 1,
    city_id: 2,
    region_id: 5,
    area_info: '北京市 市辖区 朝阳区',
    address: '建国路88号 青梧大厦 1201',
    is_default: 1,
  });

  // Store 1 of user 6, open and approved, located in 北京市 市辖区 东城区 (area ids 1/2/3).
  await tx.insert(stores).values({
    id: 1,
    user_id: 6,
    store_name: '青梧旗舰店',
    store_logo: images.storeLogo,
    store_face_image: images.storeBanner,
    store_mobile: '18888888888',
    store_description: '青梧官方旗舰店：家电、数码、电脑与童书，正品保障，售后无忧。',
    store_slide: images.storeBanner,
    store_mobile_slide: images.storeBanner,
    store_company_name: '青梧科技有限公司',
    province_id: 1,
    city_id: 2,
    region_id: 3,
    store_lat: '39.853106',
    store_lng: '116.344857',
    area_info: '北京市 市辖区 东城区',
    store_address: '东长安街1号',
    business_license_no: '91110101MA00000000',
    legal_person: '李青',
    store_phone: '18888888888',
    id_card_no: '110101199001010000',
    emergency_contact: '王梧',
    emergency_contact_phone: '13900000000',
    store_money: '41.90',
    store_frozen_money: '5.00',
    store_status: 1,
    store_verify: 4,
    after_sale_service: rich('<p>支持七天无理由退换货；商品质量问题包退包换，运费由本店承担。</p>'),
  });
  await tx.insert(moneyLogs).values([
    { id: 1, user_id: 6, name: '系统处理', money: '44.12', is_type: 0, is_belong: 0, info: '演示数据初始余额' },
    { id: 2, user_id: 6, name: '系统处理', money: '11.00', is_type: 1, is_belong: 0, info: '演示数据初始冻结资金' },
    { id: 3, user_id: 6, name: '系统处理', money: '99.00', is_type: 2, is_belong: 0, info: '演示数据初始积分' },
    { id: 4, user_id: 9, name: '系统处理', money: '1000.00', is_type: 0, is_belong: 0, info: '演示数据初始余额' },
    { id: 5, user_id: 9, name: '系统处理', money: '500.00', is_type: 2, is_belong: 0, info: '演示数据初始积分' },
    { id: 6, user_id: 1, name: '系统处理', money: '41.90', is_type: 0, is_belong: 1, info: '演示数据店铺初始余额' },
    { id: 7, user_id: 1, name: '系统处理', money: '5.00', is_type: 1, is_belong: 1, info: '演示数据店铺初始冻结资金' },
  ]);

  // Catalogue.
  await tx
    .insert(goodsClasses)
    .values(
      CLASSES.map(([id, pid, name, is_sort]) => ({ id, pid, name, is_sort, thumb: images.classes.get(id) ?? '' })),
    );
  const leafPaths = CLASSES.filter(([, pid]) => pid > 4).map(([id, pid]) => {
    const parent = CLASSES.find(([cid]) => cid === pid);
    return [String(parent?.[1] ?? 0), String(pid), String(id)];
  });
  await tx.insert(storeClasses).values({ id: 1, store_id: 1, class_id: JSON.stringify(leafPaths), class_name: '' });
  await tx
    .insert(goodsBrands)
    .values(BRANDS.map(([id, name], i) => ({ id, name, is_sort: i, thumb: images.brands.get(id) ?? '' })));
  await tx.insert(freights).values({
    id: 1,
    store_id: 1,
    name: '默认运费',
    f_weight: '1.00',
    f_price: '6.00',
    o_weight: '1.00',
    o_price: '2.00',
    area_id: '',
    area_name: '',
    is_type: 0,
  });
  await tx.insert(goods).values(
    GOODS.map((g) => {
      const urls = images.goods.get(g.id) ?? [];
      const master = urls[0] ?? '';
      return {
        id: g.id,
        store_id: 1,
        class_id: g.class_id,
        brand_id: g.brand_id,
        goods_name: g.name,
        goods_subname: g.sub,
        goods_no: `QW${String(g.id).padStart(4, '0')}`,
        goods_master_image: master,
        goods_images: urls.join(','),
        goods_price: g.price,
        goods_market_price: g.market,
        goods_stock: g.stock,
        goods_weight: g.weight,
        goods_status: 1,
        goods_verify: 1,
        freight_id: g.freight_id,
        is_master: g.is_master,
        is_recommend: g.is_recommend,
        goods_content: rich(`<p>${g.name}</p><p>${g.sub}</p><p><img src="${master}" alt="${g.name}"/></p>`),
        goods_content_mobile: rich(`<p>${g.name}</p><p>${g.sub}</p>`),
      };
    }),
  );
  await tx.insert(goodsAttrs).values([
    { id: 1, store_id: 1, name: '颜色' },
    { id: 2, store_id: 1, name: '存储容量' },
  ]);
  await tx.insert(goodsSpecs).values([
    { id: 1, attr_id: 1, name: '星空黑' },
    { id: 2, attr_id: 1, name: '冰川白' },
    { id: 3, attr_id: 2, name: '128GB' },
    { id: 4, attr_id: 2, name: '256GB' },
  ]);
  const phoneImages = images.goods.get(5) ?? [];
  await tx.insert(goodsSkus).values(
    PHONE_SKUS.map(([id, spec_id, sku_name, goods_price, goods_market_price, goods_stock]) => ({
      id,
      goods_id: 5,
      spec_id,
      sku_name,
      goods_price,
      goods_market_price,
      goods_stock,
      goods_weight: '0.50',
      goods_image: (spec_id.startsWith('1,') ? phoneImages[0] : phoneImages[1]) ?? '',
    })),
  );

  // Points mall.
  await tx.insert(integralGoodsClasses).values({ id: 1, name: '生活好物' });
  const [cup = '', bag = ''] = images.integral;
  await tx.insert(integralGoods).values([
    {
      id: 1,
      cid: 1,
      goods_name: '青梧定制保温杯 500ml',
      goods_subname: '316不锈钢内胆 12小时保温',
      goods_price: '200.00',
      goods_market_price: '89.00',
      goods_stock: 100,
      goods_images: cup,
      goods_master_image: cup,
      goods_status: 1,
      is_recommend: 1,
      goods_content: rich('<p>青梧定制保温杯，积分兑换，包邮到家。</p>'),
      goods_content_mobile: rich('<p>青梧定制保温杯</p>'),
    },
    {
      id: 2,
      cid: 1,
      goods_name: '青梧帆布购物袋',
      goods_subname: '加厚帆布 可折叠',
      goods_price: '100.00',
      goods_market_price: '29.00',
      goods_stock: 200,
      goods_images: bag,
      goods_master_image: bag,
      goods_status: 1,
      is_recommend: 0,
      goods_content: rich('<p>环保帆布购物袋，积分兑换。</p>'),
      goods_content_mobile: rich('<p>青梧帆布购物袋</p>'),
    },
  ]);

  // Admin roles, permission groups and permissions (permissions.json, live rows, readable names).
  const liveRoles = permissions.admin_roles.filter((r) => r.deleted_at === null);
  const roleIds = new Set(liveRoles.map((r) => r.id));
  await tx
    .insert(adminRoles)
    .values(liveRoles.map((r) => ({ id: r.id, belong_id: r.belong_id, name: ROLE_NAMES[r.id] ?? r.name })));
  const roleMenus = permissions.admin_to_menus
    .filter((m) => m.deleted_at === null && roleIds.has(m.role_id))
    .map((m) => ({ id: m.id, role_id: m.role_id, menu_id: m.menu_id }));
  const nextMenuLinkId = Math.max(0, ...roleMenus.map((m) => m.id)) + 1;
  roleMenus.push(...OPERATOR_MENUS.map((menu_id, i) => ({ id: nextMenuLinkId + i, role_id: 4, menu_id })));
  await tx.insert(adminToMenus).values(roleMenus);
  const groups = permissions.admin_permission_groups.filter((g) => g.deleted_at === null && PERMISSION_GROUPS[g.id]);
  await tx.insert(adminPermissionGroups).values(groups.map((g) => ({ id: g.id, ...PERMISSION_GROUPS[g.id] })));
  const perms = permissions.admin_permissions.filter((p) => p.deleted_at === null && PERMISSIONS[p.id]);
  await tx.insert(adminPermissions).values(perms.map((p) => ({ id: p.id, pid: p.pid, ...PERMISSIONS[p.id] })));
  await tx.insert(adminToPermissions).values(perms.map((p, i) => ({ id: i + 1, role_id: 2, permission_id: p.id })));
  // permissions.json's admin_to_roles point at admins 5 and 6, which never existed: not copied.

  // Content: help articles (the storefront links to them by title), ads, a notice.
  await tx.insert(articleMenus).values({ id: 1, belong_id: 1, pid: 0, name: '帮助中心', is_sort: 99 });
  const ARTICLES: ReadonlyArray<readonly [string, string]> = [
    ['网站公告', '青梧商城正式上线，欢迎选购。新用户注册即可体验余额支付、积分兑换等功能。'],
    ['其他合作', '欢迎品牌商家入驻青梧商城。入驻请在用户中心提交开店申请，审核通过后即可上架商品。'],
    ['帮助中心', '下单、支付、售后等常见问题请先查阅本页；如仍有疑问，可在商品页联系店铺客服。'],
    ['关于我们', '青梧商城是一个多商户网上商城，致力于为消费者提供放心的购物体验。'],
  ];
  await tx
    .insert(articles)
    .values(
      ARTICLES.map(([name, text], i) => ({ id: i + 1, belong_id: 1, pid: 1, name, content: rich(`<p>${text}</p>`) })),
    );
  await tx.insert(advSpaces).values([
    { id: 1, belong_id: 1, name: 'PC_首页幻灯片', width: 1200, height: 400 },
    { id: 2, belong_id: 1, name: 'APP_首页幻灯片', width: 750, height: 300 },
    { id: 3, belong_id: 1, name: 'APP_首页底部广告', width: 750, height: 200 },
  ]);
  const AD_NAMES = ['家电焕新季', '星河X1 新品上市', '童书专场'];
  const AD_URLS = ['/goods/1', '/goods/5', '/goods/8'];
  await tx.insert(advs).values(
    images.ads.map((image, i) => ({
      id: i + 1,
      belong_id: 1,
      pid: i + 1,
      name: AD_NAMES[i] ?? '',
      url: AD_URLS[i] ?? '/',
      image,
      adv_start: shanghaiPlus('-1 day'),
      adv_end: shanghaiPlus('10 years'),
      is_sort: 0,
      status: 1,
    })),
  );
  await tx.insert(notices).values({
    id: 1,
    belong_id: 1,
    tag: '公告',
    name: '青梧商城正式上线',
    content: '<p>青梧商城正式上线，欢迎各位商家入驻、用户选购。</p>',
  });

  return [
    'users',
    'user_roles',
    'user_to_roles',
    'user_to_menus',
    'addresses',
    'stores',
    'money_logs',
    'goods_classes',
    'store_classes',
    'goods_brands',
    'freights',
    'goods',
    'goods_attrs',
    'goods_specs',
    'goods_skus',
    'integral_goods_classes',
    'integral_goods',
    'admin_roles',
    'admin_to_menus',
    'admin_permission_groups',
    'admin_permissions',
    'admin_to_permissions',
    'article_menus',
    'articles',
    'adv_spaces',
    'advs',
    'notices',
  ];
}
