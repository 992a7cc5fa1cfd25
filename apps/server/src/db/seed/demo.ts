/**
 * Optional demo shop (qwshop's demo data, cleaned and grown): store 1 青梧旗舰店 of owner 18888888888 with its
 * sub-account, the shopper 13800000000, eight more open stores in several cities (demo-stores.ts), two store
 * applications waiting for review and a rejected one, a 3-level category tree, 23 brands and ~316 goods with
 * SKU matrices (demo-catalog.ts), reviews (demo-reviews.ts), orders of the shopper in every state
 * (demo-orders.ts), favourites, roles and an operator admin holding one, articles, ads and a notice.
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
  adminToRoles,
  admins,
  advSpaces,
  advs,
  articleMenus,
  articles,
  favorites,
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
  orderComments,
  storeClasses,
  stores,
  userRoles,
  userToMenus,
  userToRoles,
  users,
} from '../schema/index.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { shanghaiTime } from '../../lib/time.ts';
import permissions from './data/permissions.json' with { type: 'json' };
import {
  BRANDS,
  CLASSES,
  PALETTES,
  PICTURE_SLOTS,
  buildCatalog,
  classPath,
  className,
  yuan,
  type Catalog,
  type CatalogAttr,
  type CatalogSpec,
} from './demo-catalog.ts';
import { seedDemoFinance } from './demo-finance.ts';
import { seedDemoIntegral } from './demo-integral.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoPromotions } from './demo-promotions.ts';
import { buildReviews, type ReviewTarget } from './demo-reviews.ts';
import { DEMO_REVIEWERS, DEMO_STORES } from './demo-stores.ts';
import { writeImage, type ImageSpec, type Shape } from './images.ts';
import type { FileStore } from '../../lib/file-store.ts';

/** A rich text as the server stores one written with this HTML: cleaned, with the editor JSON built from it. */
const rich = (html: string) => sanitizeRichText(html);
const DAY = 86_400_000;
const HOUR = 3_600_000;

const shanghaiPlus = (interval: string) =>
  sql`((now() at time zone 'Asia/Shanghai') + ${sql.raw(`interval '${interval}'`)})::timestamp(0)`;

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
  shape: Shape;
  sale: number;
  collect: number;
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
    shape: 'aircon',
    sale: 1260,
    collect: 96,
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
    shape: 'tv',
    sale: 860,
    collect: 71,
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
    shape: 'fridge',
    sale: 342,
    collect: 40,
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
    shape: 'fan',
    sale: 2310,
    collect: 95,
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
    shape: 'phone',
    sale: 3120,
    collect: 268,
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
    shape: 'laptop',
    sale: 684,
    collect: 77,
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
    shape: 'desktop',
    sale: 205,
    collect: 18,
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
    shape: 'book',
    sale: 5630,
    collect: 310,
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
    shape: 'book',
    sale: 4210,
    collect: 152,
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
    shape: 'book',
    sale: 3870,
    collect: 204,
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

/** Readable names for qwshop's test roles / permission groups / permissions (permissions.json). */
const ROLE_NAMES: Readonly<Record<number, string>> = { 1: '超级管理员', 2: '系统管理员', 4: '运营人员' };
const PERMISSION_GROUPS: Readonly<Record<number, { name: string; content: string }>> = {
  5: { name: '管理员', content: '管理员账号接口' },
};
const PERMISSIONS: Readonly<Record<number, { name: string; apis: string; content: string }>> = {
  3: { name: '管理员列表', apis: 'admin.admins.index', content: '查看管理员列表' },
};
/** Role 4 (运营人员) gets the workbench and the goods centre. */
const OPERATOR_MENUS = [1, 59, 16, 17, 18, 26, 27, 28, 29];

/** Store 1's attributes and values from the first seed (goods 5's SKUs use them; new store-1 phones too). */
const STORE1_ATTRS: readonly CatalogAttr[] = [
  { id: 1, store_id: 1, name: '颜色' },
  { id: 2, store_id: 1, name: '存储容量' },
];
const STORE1_SPECS: readonly CatalogSpec[] = [
  { id: 1, attr_id: 1, name: '星空黑' },
  { id: 2, attr_id: 1, name: '冰川白' },
  { id: 3, attr_id: 2, name: '128GB' },
  { id: 4, attr_id: 2, name: '256GB' },
];
/** Categories store 1 was allowed from the start (every level-3 class of the first seed). */
const STORE1_CLASSES = [10, 11, 12, 13, 14, 15, 16, 17, 18];

const CLASS_COLORS = ['#3b82f6', '#10b981', '#8b5cf6', '#f59e0b'];
const TOP_CLASS_SHAPES: Readonly<Record<number, Shape>> = {
  1: 'washer',
  2: 'phone',
  3: 'laptop',
  4: 'book',
  19: 'shirt',
  20: 'snack',
  21: 'tent',
  22: 'jar',
};

/** Shopper 13800000000's favourite stores; favourite goods are picked in seedDemo. */
const FAVOURITE_STORES = [1, 2, 5];
/** Review mixes of a few goods, so their pages show good, medium and bad reviews. */
const FEATURED_REVIEWS = [
  [5, ['good', 'good', 'medium', 'good', 'bad', 'good', 'medium', 'good', 'good']],
  [1, ['good', 'good', 'medium']],
  [6, ['good', 'bad']],
  [8, ['good', 'good', 'good']],
] as const;

/** Extra PC home slides: [name, url, shape, label, background, foreground]. */
const PC_SLIDES = [
  ['数码港 新机首发', '/store/2', 'phone', 'NEW PHONES', '#ede9fe', '#6d28d9'],
  ['悦家 家电焕新节', '/store/4', 'washer', 'HOME DAYS', '#ccfbf1', '#0f766e'],
] as const;

const poolKey = (shape: Shape, slot: number) => `${shape}-${slot}`;
/** Picture slots of goods 1-10's galleries. */
const firstSeedSlots = (id: number) => [id % PICTURE_SLOTS, (id + 1) % PICTURE_SLOTS];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** Detail text of a goods: title, subtitle, a specification table and its pictures. */
function goodsContent(
  name: string,
  sub: string,
  facts: ReadonlyArray<readonly [string, string]>,
  pictures: readonly string[],
): { pc: string; mobile: string } {
  const table = facts.map(([k, v]) => `<tr><td>${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`).join('');
  const imgs = pictures.map((url) => `<p><img src="${url}" alt="${escapeHtml(name)}"/></p>`).join('');
  const head = `<h3>${escapeHtml(name)}</h3><p>${escapeHtml(sub)}</p>`;
  return {
    pc: rich(`${head}<table><tbody>${table}</tbody></table>${imgs}<p>正品保障 · 七天无理由退换 · 全国联保</p>`),
    mobile: rich(`${head}${imgs}`),
  };
}

interface DemoImages {
  /** The generated catalogue the pictures were drawn for. */
  catalog: Catalog;
  /** Shared goods pictures by poolKey(shape, slot). */
  pool: Map<string, string>;
  classes: Map<number, string>;
  brands: Map<number, string>;
  integral: string[];
  storeLogo: string;
  storeBanner: string;
  /** Logo and banners of stores 2-12 (applications have no banners). */
  stores: Map<number, { logo: string; banners: string[] }>;
  /** Business licence and ID card pictures on file for stores 2-12. */
  papers: { license: string; idFront: string; idBack: string };
  ads: string[];
}

/** Draws every demo picture, in parallel (seed() overlaps this with inserting the required rows). */
export async function generateDemoImages(files: FileStore): Promise<DemoImages> {
  const catalog = buildCatalog({
    firstSkuId: PHONE_SKUS.length + 1,
    existingAttrs: STORE1_ATTRS,
    existingSpecs: STORE1_SPECS,
  });
  const square = (
    folder: string,
    name: string,
    background: string,
    foreground: string,
    size = 800,
    shape?: Shape,
    label?: string,
  ): ImageSpec => ({
    folder,
    name,
    width: size,
    height: size,
    background,
    foreground,
    shape,
    label,
    thumbs: size === 800,
  });
  // Only the (shape, colouring) pairs some goods or SKU shows are drawn.
  const wanted = new Set([
    ...GOODS.flatMap((g) => firstSeedSlots(g.id).map((slot) => poolKey(g.shape, slot))),
    ...catalog.goods.flatMap((g) => [...g.slots, ...g.skus.map((s) => s.slot)].map((slot) => poolKey(g.shape, slot))),
  ]);
  const shapes = [...new Set(catalog.goods.map((g) => g.shape))];
  const poolJobs = shapes.flatMap((shape, k) =>
    Array.from({ length: PICTURE_SLOTS }, (_, slot) => slot)
      .filter((slot) => wanted.has(poolKey(shape, slot)))
      .map(async (slot) => {
        const [bg, fg] = PALETTES[(k + slot * 3) % PALETTES.length] ?? ['#eff6ff', '#2563eb'];
        const url = await writeImage(files, square('goods/seed', `pool-${shape}-${slot}`, bg, fg, 800, shape));
        return [poolKey(shape, slot), url] as const;
      }),
  );
  const classJobs = CLASSES.filter(([, pid]) => pid === 0).map(async ([id], i) => {
    const color = CLASS_COLORS[i % CLASS_COLORS.length] ?? '#3b82f6';
    const url = await writeImage(
      files,
      square('goods_classes/seed', `class-${id}`, '#ffffff', color, 200, TOP_CLASS_SHAPES[id]),
    );
    return [id, url] as const;
  });
  const brandJobs = BRANDS.map(async ({ id, en, color }) => {
    const url = await writeImage(files, {
      folder: 'goods_brands/seed',
      name: `brand-${id}`,
      width: 300,
      height: 150,
      background: '#ffffff',
      foreground: color,
      label: en,
    });
    return [id, url] as const;
  });
  const banner = (folder: string, name: string, width: number, height: number, bg: string, fg: string, webp = false) =>
    writeImage(files, { folder, name, width, height, background: bg, foreground: fg, webp });
  const storeJobs = DEMO_STORES.map(async (s) => {
    const [light, dark] = s.colors;
    const wide = (n: number, bg: string, fg: string): ImageSpec => ({
      folder: 'store/seed',
      name: `store-${s.id}-banner-${n}`,
      width: 1200,
      height: 400,
      background: bg,
      foreground: fg,
      shape: s.shape,
      label: s.en,
    });
    const [logo, banners] = await Promise.all([
      writeImage(files, square('store/seed', `store-${s.id}-logo`, dark, '#ffffff', 200, s.shape, s.initials)),
      s.verify === 4
        ? Promise.all([writeImage(files, wide(1, light, dark)), writeImage(files, wide(2, dark, light))])
        : Promise.resolve([]),
    ]);
    return [s.id, { logo, banners }] as const;
  });
  const paper = (name: string, label: string) =>
    writeImage(files, {
      folder: 'store/seed',
      name,
      width: 600,
      height: 400,
      background: '#f8fafc',
      foreground: '#64748b',
      label,
    });
  const [pool, classImages, brandImages, storeImages, papers, integral, storeLogo, storeBanner, ads] =
    await Promise.all([
      Promise.all(poolJobs),
      Promise.all(classJobs),
      Promise.all(brandJobs),
      Promise.all(storeJobs),
      Promise.all([paper('license', 'LICENSE'), paper('id-front', 'ID FRONT'), paper('id-back', 'ID BACK')]),
      Promise.all([
        writeImage(files, square('integral_goods/seed', 'integral-1', '#ecfdf5', '#059669')),
        writeImage(files, square('integral_goods/seed', 'integral-2', '#fff7ed', '#c2410c')),
      ]),
      writeImage(files, square('store/seed', 'store-1-logo', '#16a34a', '#ffffff', 200)),
      banner('store/seed', 'store-1-banner', 1200, 400, '#dcfce7', '#15803d'),
      Promise.all([
        banner('adv/seed', 'pc-home-slide-1', 1200, 400, '#1d4ed8', '#93c5fd', true),
        banner('adv/seed', 'app-home-slide-1', 750, 300, '#be123c', '#fda4af'),
        banner('adv/seed', 'app-home-bottom-1', 750, 200, '#7c3aed', '#ddd6fe'),
        ...PC_SLIDES.map(([, , shape, label, bg, fg], i) =>
          writeImage(files, {
            folder: 'adv/seed',
            name: `pc-home-slide-${i + 2}`,
            width: 1200,
            height: 400,
            webp: true,
            background: bg,
            foreground: fg,
            shape,
            label,
          }),
        ),
      ]),
    ]);
  const [license = '', idFront = '', idBack = ''] = papers;
  return {
    catalog,
    pool: new Map(pool),
    classes: new Map(classImages),
    brands: new Map(brandImages),
    integral,
    storeLogo,
    storeBanner,
    stores: new Map(storeImages),
    papers: { license, idFront, idBack },
    ads,
  };
}

/** Inserts the demo rows; returns the tables that got explicit ids. */
export async function seedDemo(tx: Tx, passwordHash: string, images: DemoImages): Promise<string[]> {
  const { catalog } = images;
  // Row times are computed here rather than as SQL expressions: hundreds of those slow the big inserts down.
  const now = Date.now();
  const ago = (ms: number) => shanghaiTime(now - ms);
  const poolUrl = (shape: Shape, slot: number) => images.pool.get(poolKey(shape, slot)) ?? '';

  // Accounts: store owner 6, its sub-account 8 (role 客服), shopper 9; owners of stores 2-12 (10-20);
  // the reviewers (21-26).
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
    ...DEMO_STORES.map((s) => ({
      id: s.owner.id,
      username: s.owner.phone,
      phone: s.owner.phone,
      nickname: s.owner.nickname,
      avatar: images.stores.get(s.id)?.logo ?? '',
      password: passwordHash,
      pay_password: passwordHash,
      created_at: ago(s.age * DAY),
      updated_at: ago(s.age * DAY),
    })),
    ...DEMO_REVIEWERS.map((r, i) => ({
      id: r.id,
      username: r.phone,
      phone: r.phone,
      nickname: r.nickname,
      sex: i % 2,
      password: passwordHash,
      pay_password: passwordHash,
      created_at: ago((90 + i * 7) * DAY),
      updated_at: ago((90 + i * 7) * DAY),
    })),
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
    created_at: ago(365 * DAY),
    updated_at: ago(365 * DAY),
  });
  // Stores 2-9 open and approved; 10, 11 waiting for review; 12 rejected (with the reason the applicant sees).
  await tx.insert(stores).values(
    DEMO_STORES.map((s) => {
      const pics = images.stores.get(s.id);
      const slides = (pics?.banners ?? []).join(',');
      return {
        id: s.id,
        user_id: s.owner.id,
        store_name: s.name,
        store_logo: pics?.logo ?? '',
        store_face_image: pics?.banners[0] ?? '',
        store_mobile: s.owner.phone,
        store_description: s.description,
        store_slide: slides,
        store_mobile_slide: slides,
        store_company_name: s.company,
        province_id: s.area[0],
        city_id: s.area[1],
        region_id: s.area[2],
        store_lat: s.lat,
        store_lng: s.lng,
        area_info: s.area_info,
        store_address: s.address,
        business_license: images.papers.license,
        business_license_no: s.license_no,
        legal_person: s.legal_person,
        store_phone: s.owner.phone,
        id_card_no: s.id_card_no,
        id_card_t: images.papers.idFront,
        id_card_b: images.papers.idBack,
        emergency_contact: s.emergency_contact,
        emergency_contact_phone: s.emergency_phone,
        store_status: s.status,
        store_verify: s.verify,
        store_refuse_info: s.refuse_info ?? '',
        after_sale_service: rich(
          `<p>${s.name}承诺：商品支持七天无理由退换货（定制商品除外）；质量问题包退包换，来回运费由本店承担。</p>` +
            '<p>客服在线时间：每天 9:00-22:00。</p>',
        ),
        created_at: ago(s.age * DAY),
        updated_at: ago(s.age * DAY),
      };
    }),
  );
  await tx.insert(moneyLogs).values([
    { id: 1, user_id: 6, name: '系统处理', money: '44.12', is_type: 0, is_belong: 0, info: '演示数据初始余额' },
    { id: 2, user_id: 6, name: '系统处理', money: '11.00', is_type: 1, is_belong: 0, info: '演示数据初始冻结资金' },
    { id: 3, user_id: 6, name: '系统处理', money: '99.00', is_type: 2, is_belong: 0, info: '演示数据初始积分' },
    { id: 4, user_id: 9, name: '系统处理', money: '1000.00', is_type: 0, is_belong: 0, info: '演示数据初始余额' },
    { id: 5, user_id: 9, name: '系统处理', money: '500.00', is_type: 2, is_belong: 0, info: '演示数据初始积分' },
    { id: 6, user_id: 1, name: '系统处理', money: '41.90', is_type: 0, is_belong: 1, info: '演示数据店铺初始余额' },
    { id: 7, user_id: 1, name: '系统处理', money: '5.00', is_type: 1, is_belong: 1, info: '演示数据店铺初始冻结资金' },
  ]);

  // Catalogue: categories, brands, each store's allowed categories and default freight template.
  await tx
    .insert(goodsClasses)
    .values(
      CLASSES.map(([id, pid, name, is_sort]) => ({ id, pid, name, is_sort, thumb: images.classes.get(id) ?? '' })),
    );
  await tx
    .insert(goodsBrands)
    .values(BRANDS.map(({ id, name }, i) => ({ id, name, is_sort: i, thumb: images.brands.get(id) ?? '' })));
  const leavesOf = (storeId: number, base: readonly number[]) => {
    const used = new Set([
      ...base,
      ...GOODS.filter(() => storeId === 1).map((g) => g.class_id),
      ...catalog.goods.filter((g) => g.store_id === storeId).map((g) => g.class_id),
    ]);
    // In tree order, as the store application form lists them.
    return CLASSES.filter(([id]) => used.has(id)).map(([id]) => classPath(id).map(String));
  };
  await tx.insert(storeClasses).values([
    { id: 1, store_id: 1, class_id: JSON.stringify(leavesOf(1, STORE1_CLASSES)), class_name: '' },
    ...DEMO_STORES.map((s, i) => ({
      id: i + 2,
      store_id: s.id,
      class_id: JSON.stringify(leavesOf(s.id, s.classes)),
      class_name: '',
    })),
  ]);
  const FIRST_FREIGHT_PRICES = ['8.00', '10.00', '12.00', '6.00', '8.00', '5.00', '8.00', '6.00'];
  await tx.insert(freights).values([
    {
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
    },
    ...DEMO_STORES.filter((s) => s.verify === 4).map((s, i) => ({
      id: i + 2,
      store_id: s.id,
      name: '默认运费',
      f_weight: '1.00',
      f_price: FIRST_FREIGHT_PRICES[i % FIRST_FREIGHT_PRICES.length] ?? '6.00',
      o_weight: '1.00',
      o_price: '2.00',
      area_id: '',
      area_name: '',
      is_type: 0,
    })),
  ]);

  // Shopper 13800000000's favourites: goods 5, 1, 8 and a featured goods of a few other stores.
  const favouriteGoods = [
    5,
    1,
    8,
    ...[2, 3, 5, 6, 9].flatMap((storeId) => {
      const g = catalog.goods.find((x) => x.store_id === storeId && x.is_master === 1);
      return g ? [g.id] : [];
    }),
  ];
  const liked = new Set(favouriteGoods);

  // Goods: the first seed's ten, then the generated ones, newest last (created_at spread over ~40 days).
  const lastId = Math.max(...catalog.goods.map((g) => g.id), ...GOODS.map((g) => g.id));
  const age = (id: number) => ago((lastId - id) * 3 * HOUR);
  const brandName = (id: number) => BRANDS.find((b) => b.id === id)?.name ?? '';
  const goodsRows = [
    ...GOODS.map((g) => {
      const urls = firstSeedSlots(g.id).map((slot) => poolUrl(g.shape, slot));
      const content = goodsContent(
        g.name,
        g.sub,
        [
          ['品牌', brandName(g.brand_id)],
          ['分类', classPath(g.class_id).map(className).join(' > ')],
          ['重量', `${Number(g.weight)} kg`],
        ],
        urls,
      );
      return {
        id: g.id,
        store_id: 1,
        class_id: g.class_id,
        brand_id: g.brand_id,
        goods_name: g.name,
        goods_subname: g.sub,
        goods_no: `QW${String(g.id).padStart(4, '0')}`,
        goods_master_image: urls[0] ?? '',
        goods_images: urls.join(','),
        goods_price: g.price,
        goods_market_price: g.market,
        goods_stock: g.stock,
        goods_weight: g.weight,
        goods_sale: g.sale,
        goods_collect: g.collect + (liked.has(g.id) ? 1 : 0),
        freight_id: g.freight_id,
        is_master: g.is_master,
        is_recommend: g.is_recommend,
        goods_content: content.pc,
        goods_content_mobile: content.mobile,
      };
    }),
    ...catalog.goods.map((g) => {
      const urls = g.slots.map((slot) => poolUrl(g.shape, slot));
      const content = goodsContent(g.goods_name, g.goods_subname, g.facts, urls);
      return {
        id: g.id,
        store_id: g.store_id,
        class_id: g.class_id,
        brand_id: g.brand_id,
        goods_name: g.goods_name,
        goods_subname: g.goods_subname,
        goods_no: g.goods_no,
        goods_master_image: urls[0] ?? '',
        goods_images: urls.join(','),
        goods_price: yuan(g.price),
        goods_market_price: yuan(g.market),
        goods_stock: g.stock,
        goods_weight: g.weight,
        goods_sale: g.sale,
        goods_collect: g.collect + (liked.has(g.id) ? 1 : 0),
        freight_id: g.freight_id,
        is_master: g.is_master,
        is_recommend: g.is_recommend,
        goods_content: content.pc,
        goods_content_mobile: content.mobile,
      };
    }),
  ];
  for (let i = 0; i < goodsRows.length; i += 160) {
    await tx.insert(goods).values(
      goodsRows.slice(i, i + 160).map((row) => ({
        ...row,
        goods_status: 1,
        goods_verify: 1,
        created_at: age(row.id),
        updated_at: age(row.id),
      })),
    );
  }
  await tx.insert(goodsAttrs).values([...STORE1_ATTRS, ...catalog.attrs]);
  await tx.insert(goodsSpecs).values([...STORE1_SPECS, ...catalog.specs]);
  const [phoneBlack = '', phoneWhite = ''] = firstSeedSlots(5).map((slot) => poolUrl('phone', slot));
  await tx.insert(goodsSkus).values([
    ...PHONE_SKUS.map(([id, spec_id, sku_name, goods_price, goods_market_price, goods_stock]) => ({
      id,
      goods_id: 5,
      spec_id,
      sku_name,
      goods_price,
      goods_market_price,
      goods_stock,
      goods_weight: '0.50',
      goods_image: spec_id.startsWith('1,') ? phoneBlack : phoneWhite,
    })),
    ...catalog.goods.flatMap((g) =>
      g.skus.map((s) => ({
        id: s.id,
        goods_id: g.id,
        spec_id: s.spec_id,
        sku_name: s.sku_name,
        goods_price: yuan(s.price),
        goods_market_price: yuan(s.market),
        goods_stock: s.stock,
        goods_weight: g.weight,
        goods_image: poolUrl(g.shape, s.slot),
      })),
    ),
  ]);

  await tx.insert(favorites).values(
    [
      ...favouriteGoods.map((out_id, i) => ({ out_id, is_type: 0, days: i + 1 })),
      ...FAVOURITE_STORES.map((out_id, i) => ({ out_id, is_type: 1, days: i + 2 })),
    ].map(({ out_id, is_type, days }, i) => ({
      id: i + 1,
      user_id: 9,
      out_id,
      is_type,
      created_at: ago(days * DAY),
      updated_at: ago(days * DAY),
    })),
  );

  // Reviews (no orders needed: order_comments has no foreign key).
  const targets: ReviewTarget[] = goodsRows.map((g) => ({
    goods_id: g.id,
    store_id: g.store_id,
    image: g.goods_master_image,
    sale: g.goods_sale,
  }));
  const reviews = buildReviews(
    targets,
    DEMO_REVIEWERS.map((r) => r.id),
    FEATURED_REVIEWS,
    40,
  );
  await tx.insert(orderComments).values(
    reviews.map(({ daysAgo, ...r }) => ({
      ...r,
      order_id: 0,
      // Replies come a day after the review; without one reply_time keeps its "not set" default.
      ...(r.reply ? { reply_time: ago((daysAgo - 1) * DAY) } : {}),
      created_at: ago(daysAgo * DAY),
      updated_at: ago(daysAgo * DAY),
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
  await seedDemoIntegral(tx, images.pool);

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
  // permissions.json's admin_to_roles point at admins 5 and 6, which never existed: not copied. Instead one
  // operator of the super admin's staff holds role 4, so the administrators list shows how accounts get roles.
  await tx.insert(admins).values({
    id: 2,
    username: 'operator',
    password: passwordHash,
    nickname: '运营小青',
    is_super: 0,
    belong_id: 1,
  });
  await tx.insert(adminToRoles).values({ id: 1, admin_id: 2, role_id: 4 });

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
  // Ads 1-3 (one per space), then more PC home slides (space 1).
  const AD_NAMES = ['家电焕新季', '星河X1 新品上市', '童书专场', ...PC_SLIDES.map(([name]) => name)];
  const AD_URLS = ['/goods/1', '/goods/5', '/goods/8', ...PC_SLIDES.map(([, url]) => url)];
  await tx.insert(advs).values(
    images.ads.map((image, i) => ({
      id: i + 1,
      belong_id: 1,
      pid: i < 3 ? i + 1 : 1,
      name: AD_NAMES[i] ?? '',
      url: AD_URLS[i] ?? '/',
      image,
      adv_start: shanghaiPlus('-1 day'),
      adv_end: shanghaiPlus('10 years'),
      is_sort: i < 3 ? 0 : i - 2,
      status: 1,
    })),
  );
  await tx.insert(notices).values({
    id: 1,
    belong_id: 1,
    tag: '公告',
    name: '青梧商城正式上线',
    content: rich('<p>青梧商城正式上线，欢迎各位商家入驻、用户选购。</p>'),
  });

  // Orders last: they read the goods, SKUs and freight templates above and credit store balances.
  const orderTables = await seedDemoOrders(tx, now);
  // Promotions after the orders: their group orders take ids after the demo orders'.
  orderTables.push(...(await seedDemoPromotions(tx, now)));
  // Referral commissions, points and withdrawals last: they settle orders and draw on the balances credited above.
  orderTables.push(...(await seedDemoFinance(tx, passwordHash, now, images.papers)));

  return [
    ...orderTables,
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
    'favorites',
    'order_comments',
    'integral_goods_classes',
    'integral_goods',
    'admin_roles',
    'admin_to_menus',
    'admin_permission_groups',
    'admin_permissions',
    'admin_to_permissions',
    'admin_to_roles',
    'article_menus',
    'articles',
    'adv_spaces',
    'advs',
    'notices',
  ];
}
