/**
 * The demo catalogue: the category tree, the brands and ~310 generated goods spread over the demo stores.
 * Goods are described as product lines (one brand, one level-3 category, several models); a seeded PRNG turns
 * them into prices, stock, sales and flags, so every first start yields exactly the same shop.
 * Names carry the English words real listings use ("5G Smartphone", "Laptop"...) so search works in both languages.
 */
import type { Shape } from './images.ts';

/** Goods 1..10 (demo.ts) are the first seed's; generated goods start here. */
export const FIRST_GENERATED_GOODS_ID = 11;

/** Category tree: [id, pid, name, sort]. Ids 1-18 are the first seed's and keep their meaning. */
export const CLASSES: ReadonlyArray<readonly [number, number, string, number]> = [
  [1, 0, '家用电器', 0],
  [2, 0, '手机数码', 1],
  [3, 0, '电脑办公', 2],
  [4, 0, '图书', 3],
  [19, 0, '服装服饰', 4],
  [20, 0, '食品饮料', 5],
  [21, 0, '运动户外', 6],
  [22, 0, '美妆个护', 7],
  // level 2
  [5, 1, '大家电', 0],
  [6, 1, '生活电器', 1],
  [23, 1, '厨房电器', 2],
  [7, 2, '手机通讯', 0],
  [24, 2, '手机配件', 1],
  [25, 2, '影音娱乐', 2],
  [26, 2, '摄影摄像', 3],
  [27, 2, '智能设备', 4],
  [8, 3, '电脑整机', 0],
  [28, 3, '电脑外设', 1],
  [29, 3, '网络存储', 2],
  [30, 3, '办公设备', 3],
  [9, 4, '童书', 0],
  [31, 4, '文学', 1],
  [32, 4, '科学技术', 2],
  [33, 19, '男装', 0],
  [34, 19, '女装', 1],
  [35, 19, '鞋靴', 2],
  [36, 20, '休闲食品', 0],
  [37, 20, '茶饮冲调', 1],
  [38, 20, '粮油调味', 2],
  [39, 21, '运动鞋服', 0],
  [40, 21, '户外装备', 1],
  [41, 21, '健身训练', 2],
  [42, 22, '面部护肤', 0],
  [43, 22, '个人护理', 1],
  // level 3
  [10, 5, '空调', 0],
  [11, 5, '电视', 1],
  [12, 5, '冰箱', 2],
  [44, 5, '洗衣机', 3],
  [13, 6, '电风扇', 0],
  [45, 6, '吸尘器', 1],
  [46, 6, '空气净化器', 2],
  [47, 23, '电饭煲', 0],
  [48, 23, '咖啡机', 1],
  [49, 23, '空气炸锅', 2],
  [96, 23, '电热水壶', 3],
  [14, 7, '智能手机', 0],
  [50, 7, '功能手机', 1],
  [51, 24, '充电器', 0],
  [52, 24, '手机壳膜', 1],
  [53, 25, '蓝牙耳机', 0],
  [54, 25, '音箱', 1],
  [55, 26, '数码相机', 0],
  [56, 27, '智能手表', 0],
  [57, 27, '智能手环', 1],
  [15, 8, '笔记本', 0],
  [16, 8, '台式机', 1],
  [58, 8, '平板电脑', 2],
  [59, 28, '显示器', 0],
  [60, 28, '键盘', 1],
  [61, 28, '鼠标', 2],
  [62, 29, '路由器', 0],
  [63, 29, '硬盘', 1],
  [64, 30, '打印机', 0],
  [65, 30, '投影仪', 1],
  [17, 9, '童话', 0],
  [18, 9, '绘本', 1],
  [66, 9, '科普百科', 2],
  [67, 31, '小说', 0],
  [68, 31, '散文随笔', 1],
  [69, 32, '计算机与互联网', 0],
  [70, 33, 'T恤', 0],
  [71, 33, '衬衫', 1],
  [72, 33, '夹克', 2],
  [73, 33, '牛仔裤', 3],
  [74, 34, '连衣裙', 0],
  [75, 34, '卫衣', 1],
  [76, 35, '休闲鞋', 0],
  [77, 36, '坚果炒货', 0],
  [78, 36, '饼干糕点', 1],
  [95, 36, '肉干肉脯', 2],
  [79, 37, '茶叶', 0],
  [80, 37, '咖啡', 1],
  [81, 37, '饮料乳品', 2],
  [82, 38, '大米', 0],
  [83, 38, '食用油', 1],
  [84, 39, '跑步鞋', 0],
  [85, 39, '运动服', 1],
  [86, 40, '帐篷', 0],
  [87, 40, '背包', 1],
  [88, 40, '露营用品', 2],
  [89, 41, '健身器材', 0],
  [90, 42, '面霜', 0],
  [91, 42, '精华', 1],
  [92, 42, '洁面防晒', 2],
  [93, 43, '电动牙刷', 0],
  [94, 43, '洗发护发', 1],
];

/** [level-1 id, level-2 id, level-3 id] of a level-3 category. */
export function classPath(leaf: number): [number, number, number] {
  const parentOf = (id: number) => CLASSES.find(([cid]) => cid === id)?.[1] ?? 0;
  const mid = parentOf(leaf);
  return [parentOf(mid), mid, leaf];
}

export const className = (id: number): string => CLASSES.find(([cid]) => cid === id)?.[2] ?? '';

export interface Brand {
  id: number;
  name: string;
  /** Latin name drawn on the logo. */
  en: string;
  color: string;
}

/** Invented brands (no real trademarks); 1-3 are the first seed's. */
export const BRANDS: readonly Brand[] = [
  { id: 1, name: '青梧', en: 'QINGWU', color: '#16a34a' },
  { id: 2, name: '星河', en: 'XINGHE', color: '#2563eb' },
  { id: 3, name: '童趣', en: 'TONGQU', color: '#ea580c' },
  { id: 4, name: '极光（Aurora）', en: 'AURORA', color: '#7c3aed' },
  { id: 5, name: '锐芯（RuiCore）', en: 'RUICORE', color: '#0f172a' },
  { id: 6, name: '声谷（SoundPeak）', en: 'SOUNDPEAK', color: '#db2777' },
  { id: 7, name: '光影（Lumio）', en: 'LUMIO', color: '#ca8a04' },
  { id: 8, name: '腕动（Pulse）', en: 'PULSE', color: '#dc2626' },
  { id: 9, name: '云帆（Yunfan）', en: 'YUNFAN', color: '#0284c7' },
  { id: 10, name: '悦家（Yuejia）', en: 'YUEJIA', color: '#0d9488' },
  { id: 11, name: '厨艺（ChefMate）', en: 'CHEFMATE', color: '#b45309' },
  { id: 12, name: '衣品（Yipin）', en: 'YIPIN', color: '#4338ca' },
  { id: 13, name: '步履（Stride）', en: 'STRIDE', color: '#ea580c' },
  { id: 14, name: '鲜享（FreshJoy）', en: 'FRESHJOY', color: '#65a30d' },
  { id: 15, name: '茗香（TeaHouse）', en: 'TEAHOUSE', color: '#15803d' },
  { id: 16, name: '醇豆（BeanLab）', en: 'BEANLAB', color: '#78350f' },
  { id: 17, name: '五谷丰（GrainGold）', en: 'GRAINGOLD', color: '#a16207' },
  { id: 18, name: '野径（TrailX）', en: 'TRAILX', color: '#166534' },
  { id: 19, name: '丽颜（Lumi）', en: 'LUMI', color: '#e11d48' },
  { id: 20, name: '净洁（CleanPro）', en: 'CLEANPRO', color: '#0891b2' },
  { id: 21, name: '书香（BookHouse）', en: 'BOOKHOUSE', color: '#9f1239' },
  { id: 22, name: '捷印（SwiftPrint）', en: 'SWIFTPRINT', color: '#334155' },
  { id: 23, name: '动能（MotionFit）', en: 'MOTIONFIT', color: '#f97316' },
];

/** Picture colours [background, foreground]; a goods picture is one silhouette in one palette. */
export const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#eff6ff', '#2563eb'],
  ['#1f2937', '#93c5fd'],
  ['#fdf2f8', '#db2777'],
  ['#ecfdf5', '#059669'],
  ['#fff7ed', '#ea580c'],
  ['#f5f3ff', '#7c3aed'],
  ['#f8fafc', '#475569'],
  ['#fefce8', '#a16207'],
];

/** One axis of a SKU matrix: a store attribute, its values and what each value adds to the price (yuan). */
interface Axis {
  attr: string;
  specs: readonly string[];
  add?: readonly number[];
}

interface Line {
  store: number;
  class_id: number;
  brand: number;
  /** goods_name with `{m}` replaced by each model. */
  name: string;
  /** Ordered cheapest first: prices rise across the line. */
  models: readonly string[];
  /** Subtitles, used in turn. */
  subs: readonly string[];
  /** Price of the first and the last model, in yuan. */
  price: readonly [number, number];
  /** kg */
  weight: number;
  shape: Shape;
  /** SKU matrix applied to every goods of the line. */
  sku?: readonly Axis[];
}

const COLORS_PHONE: Axis = { attr: '颜色', specs: ['曜石黑', '雪域白', '远峰蓝'] };
const SIZES_TOP: Axis = { attr: '尺码', specs: ['S', 'M', 'L', 'XL'], add: [0, 0, 0, 10] };

const LINES: readonly Line[] = [
  // ---- store 1 青梧旗舰店: the first seed's shop grows a little
  {
    store: 1,
    class_id: 14,
    brand: 2,
    name: '星河 {m} 5G智能手机 5G Smartphone',
    models: ['X1 Lite', 'S9', 'X1 Pro'],
    subs: ['6.6英寸护眼屏 5000mAh大电池', '骁龙旗舰芯 120Hz高刷', '一亿像素影像 67W闪充'],
    price: [1499, 2999],
    weight: 0.45,
    shape: 'phone',
    sku: [
      { attr: '颜色', specs: ['星空黑', '冰川白'] },
      { attr: '存储容量', specs: ['128GB', '256GB'], add: [0, 300] },
    ],
  },
  {
    store: 1,
    class_id: 15,
    brand: 2,
    name: '星河 {m} 笔记本电脑 Laptop',
    models: ['Book 13 Air', 'Book 16 Pro'],
    subs: ['13代酷睿 16GB+512GB 2.5K屏', '高性能标压 32GB+1TB 3K 120Hz'],
    price: [3999, 6999],
    weight: 1.6,
    shape: 'laptop',
  },
  {
    store: 1,
    class_id: 10,
    brand: 1,
    name: '青梧 {m} 变频空调 Air Conditioner',
    models: ['1匹 挂机 KF-26', '1.5匹 新一级 KF-35', '3匹 立柜式 KF-72'],
    subs: ['新一级能效 快速冷暖', '自清洁 智能WiFi控制', '大风量 客厅适用 包安装'],
    price: [1999, 6999],
    weight: 40,
    shape: 'aircon',
  },
  {
    store: 1,
    class_id: 11,
    brand: 1,
    name: '青梧 {m} 4K智能电视 Smart TV',
    models: ['65英寸 T65', '75英寸 T75 Pro'],
    subs: ['4K超高清 远场语音', 'MiniLED 144Hz 游戏电视'],
    price: [3999, 6999],
    weight: 25,
    shape: 'tv',
  },
  {
    store: 1,
    class_id: 44,
    brand: 1,
    name: '青梧 {m} 滚筒洗衣机 Washing Machine',
    models: ['10公斤 W10', '12公斤 洗烘一体 W12 Pro'],
    subs: ['直驱变频 除菌除螨', '洗烘一体 智能投放'],
    price: [2299, 3599],
    weight: 70,
    shape: 'washer',
  },
  {
    store: 1,
    class_id: 13,
    brand: 2,
    name: '星河 {m} 电风扇 Electric Fan',
    models: ['台式 循环扇', '落地 直流变频'],
    subs: ['静音 三档风速', '24档风速 APP遥控'],
    price: [129, 399],
    weight: 5,
    shape: 'fan',
  },
  {
    store: 1,
    class_id: 16,
    brand: 2,
    name: '星河 {m} 台式电脑 Desktop PC',
    models: ['Mini 迷你主机', 'Tower 商务主机'],
    subs: ['小巧机身 办公影音', '8核处理器 三年质保'],
    price: [2499, 4299],
    weight: 6,
    shape: 'desktop',
  },
  {
    store: 1,
    class_id: 12,
    brand: 1,
    name: '青梧 {m} 冰箱 Refrigerator',
    models: ['260升 三门', '450升 对开门'],
    subs: ['风冷无霜 一级能效', '变频静音 大容量'],
    price: [1699, 3699],
    weight: 75,
    shape: 'fridge',
  },
  {
    store: 1,
    class_id: 18,
    brand: 3,
    name: '童趣 {m} 绘本 Picture Book',
    models: ['《小熊的一天》精装', '《月亮晚安》睡前故事（5册）'],
    subs: ['硬壳精装 3-6岁', '亲子共读 睡前故事'],
    price: [29.8, 89],
    weight: 0.6,
    shape: 'book',
  },
  {
    store: 1,
    class_id: 17,
    brand: 3,
    name: '{m} 儿童读物 Fairy Tales',
    models: ['伊索寓言 注音美绘版', '格林童话全集 彩图注音版'],
    subs: ['大字注音 彩色插图', '经典童话 全彩印刷'],
    price: [25, 49],
    weight: 0.5,
    shape: 'book',
  },

  // ---- store 2 数码港官方旗舰店: phones and digital
  {
    store: 2,
    class_id: 14,
    brand: 4,
    name: '极光 Aurora {m} 5G手机 5G Smartphone',
    models: [
      'Lite 8',
      'Nova 12 SE',
      'Nova 12',
      'Nova 12 Pro',
      'X20',
      'X20 Pro',
      'X20 Pro Max',
      'X20 Ultra',
      'Flip 2 小折叠',
      'Fold 3 折叠屏',
    ],
    subs: [
      '6.7英寸OLED 5000mAh 66W快充',
      '轻薄机身 前置5000万自拍',
      '超感光影像 120Hz护眼屏',
      '卫星通信 昆仑玻璃 IP68防水',
      '徕卡影像 2K屏 骁龙旗舰芯',
    ],
    price: [1199, 8999],
    weight: 0.5,
    shape: 'phone',
    sku: [COLORS_PHONE, { attr: '存储容量', specs: ['128GB', '256GB', '512GB'], add: [0, 400, 1000] }],
  },
  {
    store: 2,
    class_id: 50,
    brand: 4,
    name: '极光 Aurora {m} 老人手机 Senior Phone 4G全网通',
    models: ['K1', 'K2 Plus'],
    subs: ['大字体 大音量 超长待机', '一键SOS 亲情号码'],
    price: [199, 299],
    weight: 0.2,
    shape: 'phone',
  },
  {
    store: 2,
    class_id: 51,
    brand: 4,
    name: '极光 Aurora {m}',
    models: [
      'Type-C 数据线 USB-C Cable 1.5m',
      '车载充电器 Car Charger 双口快充',
      '65W 氮化镓快充充电器 GaN Charger',
      '磁吸无线充电器 Wireless Charger',
      '20000mAh 移动电源 Power Bank',
      '三合一无线充电座 3-in-1 Wireless Charger',
    ],
    subs: ['多协议兼容 安全快充', '小巧便携 出行必备', '智能温控 多重保护'],
    price: [19, 199],
    weight: 0.2,
    shape: 'bottle',
  },
  {
    store: 2,
    class_id: 52,
    brand: 4,
    name: '极光 Aurora {m}',
    models: ['高清钢化膜 Screen Protector（2片装）', '液态硅胶手机壳 Phone Case', '磁吸手机支架 Phone Stand'],
    subs: ['防摔防指纹 精准开孔', '亲肤手感 多色可选'],
    price: [19, 59],
    weight: 0.1,
    shape: 'phone',
  },
  {
    store: 2,
    class_id: 53,
    brand: 6,
    name: '声谷 SoundPeak {m} Bluetooth Headphones',
    models: [
      'Kids 儿童头戴式耳机',
      'Air Lite 半入耳式蓝牙耳机',
      'Sport 挂耳式运动蓝牙耳机',
      'Buds 3 真无线蓝牙耳机',
      'Neckband 颈挂式蓝牙耳机',
      'Buds 3 Pro 主动降噪耳机 ANC',
      'Max 头戴式降噪蓝牙耳机',
      'Studio Pro 头戴式监听耳机',
    ],
    subs: ['蓝牙5.3 低延迟', '40小时长续航', '空间音频 双设备连接', 'IPX5防水 运动不掉'],
    price: [99, 1999],
    weight: 0.3,
    shape: 'headphones',
    sku: [{ attr: '颜色', specs: ['月光白', '深空灰'] }],
  },
  {
    store: 2,
    class_id: 54,
    brand: 6,
    name: '声谷 SoundPeak {m} 蓝牙音箱 Bluetooth Speaker',
    models: ['Mini 便携', 'Boom 2 防水', 'Home 智能', 'Party 300W 大功率'],
    subs: ['360°环绕立体声', 'IP67防水 户外派对', '智能语音 家居控制'],
    price: [99, 1299],
    weight: 1.2,
    shape: 'speaker',
  },
  {
    store: 2,
    class_id: 55,
    brand: 7,
    name: '光影 Lumio {m}',
    models: [
      'Action 4 运动相机 Action Camera',
      'Pocket 3 口袋云台相机 Gimbal Camera',
      'Vlog V10 卡片相机 Compact Camera',
      'Z50 微单相机 Mirrorless Camera 套机',
      'Z6 II 全画幅微单 Full-Frame Camera',
    ],
    subs: ['4K 120fps 防抖', '一英寸大底 人脸追踪', '2400万像素 五轴防抖'],
    price: [1499, 12999],
    weight: 0.8,
    shape: 'camera',
  },
  {
    store: 2,
    class_id: 56,
    brand: 8,
    name: '腕动 Pulse {m} 智能手表 Smartwatch',
    models: ['儿童电话手表 Kids', 'Watch GT 运动版', 'Watch 4', 'Watch 4 Pro'],
    subs: ['血氧心率监测 14天续航', 'eSIM独立通话 NFC支付', '百种运动模式 双频GPS'],
    price: [399, 2499],
    weight: 0.2,
    shape: 'watch',
    sku: [{ attr: '颜色', specs: ['曜石黑', '星光银'] }],
  },
  {
    store: 2,
    class_id: 57,
    brand: 8,
    name: '腕动 Pulse {m} 智能手环 Smart Band',
    models: ['Band 8', 'Band 8 NFC版', 'Band 8 Pro'],
    subs: ['1.62英寸AMOLED 两周续航', '睡眠监测 150+运动模式'],
    price: [199, 399],
    weight: 0.1,
    shape: 'watch',
  },
  {
    store: 2,
    class_id: 58,
    brand: 4,
    name: '极光 Aurora {m} 平板电脑 Tablet',
    models: ['Pad Mini 8.8英寸', 'Pad 11', 'Pad 11 Pro'],
    subs: ['2.5K高刷屏 学习娱乐', '手写笔 多屏协同', '骁龙芯片 8600mAh'],
    price: [1499, 3999],
    weight: 0.6,
    shape: 'tablet',
    sku: [{ attr: '存储容量', specs: ['8GB+128GB', '8GB+256GB', '12GB+512GB'], add: [0, 300, 900] }],
  },

  // ---- store 3 云帆电脑办公专营店
  {
    store: 3,
    class_id: 15,
    brand: 5,
    name: '锐芯 RuiCore {m}',
    models: [
      'Air 13 超轻薄笔记本 Laptop',
      'Book 14 轻薄笔记本电脑 Laptop',
      'Book 16 Pro 高性能笔记本 Laptop',
      'Creator 16 OLED 创作本 Laptop',
      'Gamer G7 游戏本 Gaming Laptop',
      'Gamer G9 Ultra 游戏本 Gaming Laptop',
    ],
    subs: ['2.8K OLED 屏 长续航', '全金属机身 1.2kg', 'RTX独显 240Hz电竞屏', '雷电4接口 满血性能'],
    price: [3499, 12999],
    weight: 1.8,
    shape: 'laptop',
    sku: [
      { attr: '配置', specs: ['i5/16GB/512GB', 'i7/16GB/1TB', 'i7/32GB/1TB'], add: [0, 800, 1800] },
      { attr: '颜色', specs: ['深空灰', '皓月银'] },
    ],
  },
  {
    store: 3,
    class_id: 16,
    brand: 5,
    name: '锐芯 RuiCore {m} 台式电脑 Desktop PC',
    models: ['Mini M1 迷你主机', 'Tower S5 商用', 'Tower S7 家用', 'AIO 27 一体机 All-in-One', 'Gamer G5 电竞主机'],
    subs: ['酷睿处理器 16GB 1TB固态', '静音设计 三年上门', '水冷散热 RTX显卡'],
    price: [1999, 9999],
    weight: 8,
    shape: 'desktop',
  },
  {
    store: 3,
    class_id: 58,
    brand: 5,
    name: '锐芯 RuiCore {m} 平板电脑 Tablet',
    models: ['Tab 10', 'Tab 12 Pro 二合一'],
    subs: ['10英寸护眼屏 网课学习', '键盘套装 办公二合一'],
    price: [1299, 3999],
    weight: 0.7,
    shape: 'tablet',
  },
  {
    store: 3,
    class_id: 59,
    brand: 9,
    name: '云帆 Yunfan {m} 显示器 Monitor',
    models: [
      '15.6英寸 便携屏 Portable',
      '24英寸 IPS 75Hz',
      '27英寸 2K 165Hz 电竞 Gaming',
      '27英寸 4K Type-C',
      '32英寸 4K 曲面 Curved',
      '34英寸 带鱼屏 Ultrawide',
    ],
    subs: ['低蓝光不闪屏 广色域', 'HDR400 1ms响应', '升降旋转支架 65W反向充电'],
    price: [599, 3999],
    weight: 5,
    shape: 'monitor',
  },
  {
    store: 3,
    class_id: 60,
    brand: 9,
    name: '云帆 Yunfan {m} Keyboard',
    models: [
      'K-Slim 超薄蓝牙键盘 Bluetooth',
      'K104 无线键盘 Wireless',
      'K87 机械键盘 Mechanical',
      'K68 三模热插拔机械键盘',
    ],
    subs: ['多设备切换 静音按键', 'RGB背光 全键无冲', 'Gasket结构 PBT键帽'],
    price: [99, 599],
    weight: 0.8,
    shape: 'keyboard',
  },
  {
    store: 3,
    class_id: 61,
    brand: 9,
    name: '云帆 Yunfan {m} Mouse',
    models: [
      'M1 无线鼠标 Wireless',
      'M2 蓝牙静音鼠标 Bluetooth',
      'M3 静音办公鼠标',
      'MX 人体工学鼠标 Ergonomic',
      'G502 电竞游戏鼠标 Gaming',
    ],
    subs: ['2.4G+蓝牙双模', '静音微动 长续航', '26000DPI 可编程按键'],
    price: [39, 499],
    weight: 0.15,
    shape: 'mouse',
  },
  {
    store: 3,
    class_id: 62,
    brand: 9,
    name: '云帆 Yunfan {m} 无线路由器 WiFi Router',
    models: ['AX3000 WiFi 6', 'AX6000 WiFi 6 Mesh', 'BE7200 WiFi 7'],
    subs: ['千兆网口 穿墙信号强', 'Mesh组网 全屋覆盖'],
    price: [199, 999],
    weight: 0.6,
    shape: 'speaker',
  },
  {
    store: 3,
    class_id: 63,
    brand: 5,
    name: '锐芯 RuiCore {m}',
    models: ['1TB NVMe 固态硬盘 SSD', '移动固态硬盘 Portable SSD 1TB', '2TB NVMe PCIe4.0 固态硬盘 SSD'],
    subs: ['读速7000MB/s', 'Type-C 小巧抗摔'],
    price: [399, 999],
    weight: 0.1,
    shape: 'tablet',
  },
  {
    store: 3,
    class_id: 64,
    brand: 22,
    name: '捷印 SwiftPrint {m} Printer',
    models: ['C3 彩色喷墨打印机 Inkjet', 'L3 墨仓式打印机', 'P1108 黑白激光打印机 Laser', 'M232 激光多功能一体机'],
    subs: ['无线WiFi 手机打印', '打印复印扫描一体', '自动双面 低成本'],
    price: [699, 2499],
    weight: 7,
    shape: 'printer',
  },
  {
    store: 3,
    class_id: 65,
    brand: 7,
    name: '光影 Lumio {m} 投影仪 Projector',
    models: ['Mini 便携', 'H1 家用智能', 'H3 Pro 4K 激光 Laser'],
    subs: ['1080P 自动对焦', '智能避障 梯形校正'],
    price: [999, 6999],
    weight: 2.5,
    shape: 'projector',
  },

  // ---- store 4 悦家电器旗舰店
  {
    store: 4,
    class_id: 10,
    brand: 10,
    name: '悦家 Yuejia {m} 空调 Air Conditioner',
    models: ['大1匹 新一级能效 挂机', '1.5匹 变频冷暖 挂机', '2匹 立式柜机', '3匹 新风柜机'],
    subs: ['一晚低至1度电', '自清洁 防直吹', '新风换气 除湿'],
    price: [2199, 7999],
    weight: 40,
    shape: 'aircon',
  },
  {
    store: 4,
    class_id: 11,
    brand: 10,
    name: '悦家 Yuejia {m} 智能电视 Smart TV',
    models: ['43英寸 全高清', '55英寸 4K', '65英寸 4K 120Hz', '75英寸 Mini LED', '85英寸 巨幕'],
    subs: ['远场语音 投屏', '杜比视界 全景声', '3+64GB 大存储'],
    price: [1299, 9999],
    weight: 20,
    shape: 'tv',
  },
  {
    store: 4,
    class_id: 12,
    brand: 10,
    name: '悦家 Yuejia {m} 冰箱 Refrigerator',
    models: ['60升 迷你单门', '218升 三门', '405升 十字对开门', '520升 对开门 风冷无霜'],
    subs: ['一级能效 变频静音', '风冷无霜 智能控温', '母婴专区 干湿分储'],
    price: [699, 4999],
    weight: 70,
    shape: 'fridge',
  },
  {
    store: 4,
    class_id: 44,
    brand: 10,
    name: '悦家 Yuejia {m} 洗衣机 Washing Machine',
    models: ['8公斤 波轮', '10公斤 滚筒变频', '10公斤 洗烘一体', '12公斤 超薄洗烘一体'],
    subs: ['除菌除螨 智能投放', '超薄嵌入 静音', '蒸汽除皱 快洗15分钟'],
    price: [999, 4299],
    weight: 65,
    shape: 'washer',
  },
  {
    store: 4,
    class_id: 13,
    brand: 10,
    name: '悦家 Yuejia {m} 电风扇 Electric Fan',
    models: ['台式小风扇', '落地扇 遥控 直流变频', '无叶塔扇 Bladeless'],
    subs: ['静音节能 定时', '摇头送风 12档'],
    price: [99, 599],
    weight: 5,
    shape: 'fan',
  },
  {
    store: 4,
    class_id: 45,
    brand: 10,
    name: '悦家 Yuejia {m}',
    models: [
      'V8 无线吸尘器 Vacuum Cleaner',
      'V12 激光探测吸尘器 Vacuum Cleaner',
      'R5 扫地机器人 Robot Vacuum',
      'F3 洗地机 Wet Dry Vacuum',
      'R9 Pro 扫拖一体机器人 自动集尘',
    ],
    subs: ['大吸力 长续航', 'LDS激光导航 自动回充', '自清洁 热风烘干'],
    price: [799, 3999],
    weight: 4,
    shape: 'vacuum',
  },
  {
    store: 4,
    class_id: 46,
    brand: 10,
    name: '悦家 Yuejia {m} 空气净化器 Air Purifier',
    models: ['A1 除甲醛', 'A3 Pro 除菌', 'A5 Max 大空间'],
    subs: ['CADR 500 除烟除尘', '智能感应 静音睡眠'],
    price: [299, 1999],
    weight: 8,
    shape: 'speaker',
  },
  {
    store: 4,
    class_id: 47,
    brand: 11,
    name: '厨艺 ChefMate {m} 电饭煲 Rice Cooker',
    models: ['2L 便携', '3L 迷你', '4L 智能预约', '5L IH电磁加热'],
    subs: ['不粘内胆 一键煮饭', '24小时预约 保温'],
    price: [149, 699],
    weight: 4,
    shape: 'cooker',
  },
  {
    store: 4,
    class_id: 48,
    brand: 11,
    name: '厨艺 ChefMate {m} 咖啡机 Coffee Machine',
    models: ['D1 美式滴漏 Drip', 'E1 意式半自动 Espresso', 'A5 全自动研磨一体'],
    subs: ['20Bar高压萃取', '蒸汽打奶泡 一键拿铁'],
    price: [199, 3999],
    weight: 5,
    shape: 'coffee',
  },
  {
    store: 4,
    class_id: 49,
    brand: 11,
    name: '厨艺 ChefMate {m} 空气炸锅 Air Fryer',
    models: ['4.5L 可视', '6L 双层'],
    subs: ['无油低脂 不用翻面', '可视窗口 智能菜单'],
    price: [199, 499],
    weight: 5,
    shape: 'cooker',
  },
  {
    store: 4,
    class_id: 96,
    brand: 11,
    name: '厨艺 ChefMate {m} 电热水壶 Electric Kettle',
    models: ['1.5L 不锈钢', '1.7L 智能恒温'],
    subs: ['304不锈钢 快速烧水', '多段控温 泡茶冲奶'],
    price: [79, 199],
    weight: 1.2,
    shape: 'bottle',
  },

  // ---- store 5 衣品服饰旗舰店
  {
    store: 5,
    class_id: 70,
    brand: 12,
    name: '衣品 Yipin {m} T恤 T-Shirt',
    models: [
      '男士纯棉圆领短袖',
      '女士纯棉印花短袖',
      '情侣款 冰丝速干短袖',
      '男士长袖打底 Long Sleeve',
      '男士重磅宽松短袖 Oversize',
    ],
    subs: ['新疆长绒棉 亲肤透气', '宽松版型 不易变形', '夏季新款 多色可选'],
    price: [49, 129],
    weight: 0.25,
    shape: 'shirt',
    sku: [{ attr: '颜色', specs: ['黑色', '白色', '灰色'] }, SIZES_TOP],
  },
  {
    store: 5,
    class_id: 71,
    brand: 12,
    name: '衣品 Yipin {m} 衬衫 Shirt',
    models: ['男士亚麻短袖', '男士牛津纺休闲', '男士商务长袖 免烫', '男士真丝质感 长袖'],
    subs: ['抗皱免烫 商务通勤', '透气亲肤 休闲百搭'],
    price: [99, 299],
    weight: 0.3,
    shape: 'shirt',
    sku: [
      { attr: '颜色', specs: ['白色', '浅蓝'] },
      { attr: '尺码', specs: ['M', 'L', 'XL'] },
    ],
  },
  {
    store: 5,
    class_id: 71,
    brand: 12,
    name: '衣品 Yipin {m} 女士衬衫 Blouse',
    models: ['雪纺 飘带衬衫', '条纹 宽松衬衫'],
    subs: ['垂感雪纺 通勤百搭', '纯棉条纹 慵懒风'],
    price: [129, 199],
    weight: 0.3,
    shape: 'shirt',
    sku: [
      { attr: '颜色', specs: ['白色', '浅蓝'] },
      { attr: '尺码', specs: ['S', 'M', 'L'] },
    ],
  },
  {
    store: 5,
    class_id: 72,
    brand: 12,
    name: '衣品 Yipin {m}',
    models: [
      '男士立领工装夹克 Jacket',
      '男士防风连帽外套 Windbreaker Jacket',
      '男士短款牛仔夹克 Denim Jacket',
      '男士轻薄羽绒服 Down Jacket',
    ],
    subs: ['春秋新款 防风防泼水', '多口袋设计 宽松版型'],
    price: [199, 599],
    weight: 0.8,
    shape: 'shirt',
    sku: [
      { attr: '颜色', specs: ['黑色', '卡其'] },
      { attr: '尺码', specs: ['M', 'L', 'XL', 'XXL'], add: [0, 0, 0, 20] },
    ],
  },
  {
    store: 5,
    class_id: 73,
    brand: 12,
    name: '衣品 Yipin {m} 牛仔裤 Jeans',
    models: ['女士九分小脚', '男士直筒', '男士修身弹力', '女士高腰阔腿'],
    subs: ['弹力面料 显瘦', '经典水洗 不褪色'],
    price: [129, 259],
    weight: 0.6,
    shape: 'dress',
    sku: [{ attr: '尺码', specs: ['28', '29', '30', '31', '32'] }],
  },
  {
    store: 5,
    class_id: 74,
    brand: 12,
    name: '衣品 Yipin {m} 连衣裙 Dress',
    models: ['雪纺 度假风', '法式碎花 收腰', '小黑裙 通勤', '针织长袖 秋冬'],
    subs: ['显瘦收腰 气质优雅', '垂坠面料 不起皱'],
    price: [159, 399],
    weight: 0.4,
    shape: 'dress',
    sku: [
      { attr: '颜色', specs: ['黑色', '米白'] },
      { attr: '尺码', specs: ['S', 'M', 'L'] },
    ],
  },
  {
    store: 5,
    class_id: 75,
    brand: 12,
    name: '衣品 Yipin {m} 卫衣 Hoodie',
    models: ['女士宽松圆领 Sweatshirt', '情侣款 字母印花', '男士连帽加绒'],
    subs: ['加绒加厚 保暖', '纯棉毛圈 舒适'],
    price: [119, 259],
    weight: 0.6,
    shape: 'shirt',
    sku: [
      { attr: '颜色', specs: ['黑色', '灰色', '藏青'] },
      { attr: '尺码', specs: ['M', 'L', 'XL'] },
    ],
  },
  {
    store: 5,
    class_id: 76,
    brand: 13,
    name: '步履 Stride {m} Sneakers',
    models: ['帆布鞋 经典低帮 Canvas', '一脚蹬懒人鞋 Loafers', '小白鞋 男女同款 板鞋', '复古德训鞋'],
    subs: ['软底防滑 舒适百搭', '透气轻便 四季可穿'],
    price: [129, 399],
    weight: 0.9,
    shape: 'shoe',
    sku: [{ attr: '尺码', specs: ['38', '39', '40', '41', '42', '43'] }],
  },

  // ---- store 6 鲜享食品专营店
  {
    store: 6,
    class_id: 77,
    brand: 14,
    name: '鲜享 FreshJoy {m} Nuts',
    models: [
      '每日坚果 混合果仁 30袋',
      '夏威夷果 奶油味 500g',
      '碧根果 长寿果 500g',
      '开心果 原味无漂白 500g',
      '手剥巴旦木 500g',
      '腰果 盐焗 454g',
      '坚果礼盒 年货 1.5kg Gift Box',
    ],
    subs: ['颗颗饱满 新鲜烘焙', '独立小包装 办公室零食', '年货送礼 大礼包'],
    price: [39, 139],
    weight: 1,
    shape: 'snack',
  },
  {
    store: 6,
    class_id: 78,
    brand: 14,
    name: '鲜享 FreshJoy {m} Snacks',
    models: [
      '苏打饼干 香葱味 1kg',
      '全麦面包 代餐 Bread 1kg',
      '牛轧糖 蔓越莓 500g',
      '蛋黄酥 雪媚娘 12枚',
      '手工曲奇 黄油味 礼盒 Cookies',
    ],
    subs: ['早餐代餐 饱腹', '现做现发 松软香甜'],
    price: [19, 89],
    weight: 1,
    shape: 'snack',
  },
  {
    store: 6,
    class_id: 95,
    brand: 14,
    name: '鲜享 FreshJoy {m}',
    models: [
      '海苔脆 Seaweed Snack 20包',
      '麻辣零食大礼包 Spicy Snacks',
      '风干牛肉干 Beef Jerky 250g',
      '靖江风味猪肉脯 500g',
    ],
    subs: ['原切肉制 高蛋白', '追剧零食 多口味'],
    price: [29, 89],
    weight: 0.5,
    shape: 'snack',
  },
  {
    store: 6,
    class_id: 79,
    brand: 15,
    name: '茗香 TeaHouse {m}',
    models: [
      '茉莉花茶 飘雪 Jasmine Tea',
      '正山小种 红茶 Black Tea',
      '福鼎白茶 白牡丹 White Tea',
      '安溪铁观音 浓香型 乌龙茶 Oolong Tea',
      '云南普洱 熟茶饼 Pu-erh Tea',
      '西湖龙井 明前特级 绿茶 Green Tea',
    ],
    subs: ['当季新茶 产地直发', '回甘持久 耐泡', '送礼自饮两相宜'],
    price: [68, 598],
    weight: 0.5,
    shape: 'leaf',
    sku: [{ attr: '规格', specs: ['100g 罐装', '250g 礼盒'], add: [0, 120] }],
  },
  {
    store: 6,
    class_id: 80,
    brand: 16,
    name: '醇豆 BeanLab {m} Coffee',
    models: [
      '美式黑咖啡 速溶 Instant 100条',
      '挂耳咖啡 Drip Coffee 50包',
      '冻干咖啡粉 Freeze-dried 24颗',
      '拿铁 即饮咖啡 Latte 280ml×15',
      '冷萃咖啡液 Cold Brew 浓缩 12瓶',
      '云南小粒 咖啡豆 Coffee Beans 1kg',
    ],
    subs: ['0蔗糖 0脂肪', '3秒速溶 冷热皆宜', '中深烘焙 醇厚顺滑'],
    price: [39, 159],
    weight: 1,
    shape: 'coffee',
  },
  {
    store: 6,
    class_id: 81,
    brand: 14,
    name: '鲜享 FreshJoy {m}',
    models: [
      '苏打气泡水 Sparkling Water 24瓶',
      '椰子水 Coconut Water 1L×6',
      '燕麦奶 Oat Milk 1L×6',
      '纯牛奶 Milk 250ml×24',
    ],
    subs: ['0糖0卡 清爽解腻', '整箱装 囤货更划算'],
    price: [39, 89],
    weight: 6,
    shape: 'bottle',
  },
  {
    store: 6,
    class_id: 82,
    brand: 17,
    name: '五谷丰 GrainGold {m} Rice',
    models: ['有机糙米 2.5kg', '泰国香米 茉莉香 5kg', '东北珍珠米 10kg', '五常大米 稻花香 5kg'],
    subs: ['当季新米 粒粒饱满', '真空包装 产地直供'],
    price: [39, 129],
    weight: 5,
    shape: 'sack',
  },
  {
    store: 6,
    class_id: 83,
    brand: 17,
    name: '五谷丰 GrainGold {m} Cooking Oil',
    models: [
      '玉米油 4L Corn Oil',
      '非转基因 菜籽油 5L',
      '压榨一级 花生油 5L Peanut Oil',
      '特级初榨 橄榄油 Olive Oil 1L',
    ],
    subs: ['物理压榨 健康营养', '家庭装 厨房必备'],
    price: [59, 159],
    weight: 5,
    shape: 'bottle',
  },

  // ---- store 7 书香阁图书专营店
  {
    store: 7,
    class_id: 67,
    brand: 21,
    name: '{m} 名著小说 Classic Novel Book',
    models: [
      '呐喊 鲁迅小说集',
      '骆驼祥子 老舍经典',
      '儒林外史',
      '聊斋志异 全译本',
      '水浒传 足本',
      '西游记 原著无删减',
      '三国演义 全本',
      '红楼梦（全2册）精装典藏版',
    ],
    subs: ['中小学生必读 无障碍阅读', '权威版本 名家注释', '精装典藏 送礼佳品'],
    price: [19, 79],
    weight: 0.8,
    shape: 'book',
  },
  {
    store: 7,
    class_id: 68,
    brand: 21,
    name: '{m} 散文 Essays Book',
    models: ['荷塘月色', '背影 朱自清散文集', '朝花夕拾 鲁迅散文', '浮生六记', '人间词话 王国维'],
    subs: ['名家经典 文学散文', '精美插图 原文注释'],
    price: [19, 49],
    weight: 0.4,
    shape: 'book',
  },
  {
    store: 7,
    class_id: 69,
    brand: 21,
    name: '{m} 计算机编程 Programming Book',
    models: [
      'Python 数据分析入门',
      'Node.js 服务端开发实战',
      'React 前端工程化指南',
      'TypeScript 全栈开发实战',
      'PostgreSQL 数据库原理与实践',
      'Rust 系统编程',
      '算法与数据结构（第2版）',
      'Go 语言高并发编程',
      'Linux 运维实战',
      'Docker 与 Kubernetes 实践',
      '网络协议详解',
      'AI 大模型应用开发',
    ],
    subs: ['从入门到实战 附源码', '一线工程师经验总结', '配套视频 案例驱动'],
    price: [59, 129],
    weight: 0.9,
    shape: 'book',
  },
  {
    store: 7,
    class_id: 66,
    brand: 21,
    name: '{m} 儿童科普 Science Book',
    models: ['我们的身体 立体翻翻书', '恐龙大百科 Dinosaur', '神奇的宇宙 百科全书', '十万个为什么 彩图版（全8册）'],
    subs: ['6-12岁 彩图注音', '立体机关 边玩边学'],
    price: [39, 199],
    weight: 1.5,
    shape: 'book',
  },
  {
    store: 7,
    class_id: 17,
    brand: 21,
    name: '{m} Fairy Tales 童话',
    models: ['王尔德童话 快乐王子', '一千零一夜 注音版', '安徒生童话全集 精装'],
    subs: ['经典童话 名家译本', '注音彩绘 亲子共读'],
    price: [19, 69],
    weight: 0.6,
    shape: 'book',
  },
  {
    store: 7,
    class_id: 18,
    brand: 3,
    name: '童趣 {m} 绘本 Picture Book',
    models: ['《小兔子找妈妈》', '《晚安，小星星》', '《我的情绪小怪兽》（6册）'],
    subs: ['0-3岁 低幼启蒙', '情绪管理 性格培养'],
    price: [25, 128],
    weight: 0.6,
    shape: 'book',
  },

  // ---- store 8 运动派户外旗舰店
  {
    store: 8,
    class_id: 84,
    brand: 13,
    name: '步履 Stride {m} 跑步鞋 Running Shoes',
    models: [
      'Kids 儿童跑鞋',
      'Walk 健步鞋',
      'Air 轻量透气',
      'Run 5 缓震',
      'Trail 越野跑鞋 Trail Running',
      'Run 5 Pro 碳板竞速',
    ],
    subs: ['超临界发泡 缓震回弹', '飞织鞋面 透气轻盈', '耐磨橡胶大底 防滑'],
    price: [199, 1299],
    weight: 0.8,
    shape: 'shoe',
    sku: [
      { attr: '颜色', specs: ['黑白', '荧光绿'] },
      { attr: '尺码', specs: ['39', '40', '41', '42', '43', '44'] },
    ],
  },
  {
    store: 8,
    class_id: 85,
    brand: 23,
    name: '动能 MotionFit {m} Sportswear',
    models: [
      '运动短裤 Shorts',
      '速干运动T恤',
      '瑜伽裤 高腰 Yoga Pants',
      '防风跑步外套 Running Jacket',
      '运动套装 春秋 Tracksuit',
    ],
    subs: ['速干透气 弹力舒适', '反光条设计 夜跑安全'],
    price: [59, 399],
    weight: 0.4,
    shape: 'shirt',
    sku: [SIZES_TOP],
  },
  {
    store: 8,
    class_id: 86,
    brand: 18,
    name: '野径 TrailX {m} 帐篷 Tent',
    models: ['天幕 Canopy 防晒', '双人 户外露营', '3-4人 自动速开', '6人 屋脊帐 Camping'],
    subs: ['防雨防晒 UPF50+', '一秒速开 轻便收纳'],
    price: [199, 1299],
    weight: 4,
    shape: 'tent',
  },
  {
    store: 8,
    class_id: 87,
    brand: 18,
    name: '野径 TrailX {m} 背包 Backpack',
    models: ['15L 骑行包', '25L 城市通勤双肩包', '40L 登山包 Hiking', '60L 重装徒步'],
    subs: ['背负系统 减压透气', '防泼水面料 多隔层'],
    price: [129, 699],
    weight: 1.2,
    shape: 'backpack',
  },
  {
    store: 8,
    class_id: 88,
    brand: 18,
    name: '野径 TrailX {m}',
    models: [
      '露营灯 LED Lantern',
      '折叠月亮椅 Camping Chair',
      '便携卡式炉 Camping Stove',
      '户外折叠蛋卷桌 Camping Table',
      '羽绒睡袋 Sleeping Bag',
    ],
    subs: ['铝合金 轻便承重', '露营野餐 一应俱全'],
    price: [59, 299],
    weight: 3,
    shape: 'tent',
  },
  {
    store: 8,
    class_id: 89,
    brand: 23,
    name: '动能 MotionFit {m}',
    models: [
      '弹力带 Resistance Band 5件套',
      '计数跳绳 Jump Rope',
      '健腹轮 Ab Roller',
      '加厚瑜伽垫 Yoga Mat',
      '可调节哑铃 Dumbbell 20kg',
    ],
    subs: ['居家健身 燃脂塑形', '防滑耐用 安全环保'],
    price: [29, 399],
    weight: 2,
    shape: 'backpack',
  },

  // ---- store 9 丽颜美妆旗舰店
  {
    store: 9,
    class_id: 90,
    brand: 19,
    name: '丽颜 Lumi {m} Face Cream',
    models: ['清爽控油乳液 Lotion', '敏感肌舒缓霜 Soothing', '保湿修护面霜', '抗皱紧致晚霜 Night Cream'],
    subs: ['深层补水 修护屏障', '温和无刺激 孕妇可用'],
    price: [89, 399],
    weight: 0.2,
    shape: 'jar',
    sku: [{ attr: '规格', specs: ['30g', '50g'], add: [0, 60] }],
  },
  {
    store: 9,
    class_id: 91,
    brand: 19,
    name: '丽颜 Lumi {m} Serum',
    models: [
      '玻尿酸补水精华液',
      '烟酰胺亮肤精华',
      '淡纹紧致眼霜 Eye Cream',
      '维C焕亮精华 Vitamin C',
      '视黄醇A醇抗老精华 Retinol',
    ],
    subs: ['高浓度 小分子易吸收', '提亮肤色 淡化痘印'],
    price: [129, 459],
    weight: 0.15,
    shape: 'dropper',
  },
  {
    store: 9,
    class_id: 92,
    brand: 19,
    name: '丽颜 Lumi {m}',
    models: [
      '氨基酸洗面奶 Cleanser',
      '卸妆水 Micellar Water 500ml',
      '补水面膜 Face Mask 20片',
      '防晒霜 SPF50+ Sunscreen',
      '香氛身体乳 Body Lotion',
    ],
    subs: ['温和清洁 不紧绷', '清爽不油腻 户外防护'],
    price: [49, 159],
    weight: 0.3,
    shape: 'bottle',
  },
  {
    store: 9,
    class_id: 93,
    brand: 20,
    name: '净洁 CleanPro {m}',
    models: [
      '儿童电动牙刷 Kids',
      'S1 声波电动牙刷 Electric Toothbrush',
      '冲牙器 Water Flosser',
      'S3 Pro 智能电动牙刷 Electric Toothbrush',
    ],
    subs: ['声波震动 深层清洁', '30天续航 IPX7防水'],
    price: [99, 499],
    weight: 0.3,
    shape: 'toothbrush',
  },
  {
    store: 9,
    class_id: 94,
    brand: 20,
    name: '净洁 CleanPro {m}',
    models: [
      '修护护发素 Conditioner',
      '氨基酸控油洗发水 Shampoo 500ml',
      '去屑止痒洗发露 Shampoo',
      '生姜防脱洗发水 Shampoo',
    ],
    subs: ['无硅油 蓬松清爽', '植物精华 温和养护'],
    price: [39, 129],
    weight: 0.6,
    shape: 'bottle',
  },
];

/**
 * Goods pictures are shared: each silhouette is drawn in this many colourings, and every goods shows two of
 * its shape's (a few dozen files instead of one set per goods keeps the first start fast).
 */
export const PICTURE_SLOTS = 3;

/** Deterministic PRNG (mulberry32): the same shop on every first start. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer cents -> '1299.00'. */
export const yuan = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A shop-like price in cents: ...9.00 from 100 yuan up, ...9.90 below. */
function charm(value: number): number {
  if (value >= 100) return Math.max(99, Math.round(value / 10) * 10 - 1) * 100;
  return Math.max(990, Math.round(value) * 100 - 10);
}

export interface CatalogSku {
  id: number;
  goods_id: number;
  spec_id: string;
  sku_name: string;
  price: number;
  market: number;
  stock: number;
  /** Picture slot of the SKU (see {@link PICTURE_SLOTS}); the colour axis picks it. */
  slot: number;
}

export interface CatalogGoods {
  id: number;
  store_id: number;
  class_id: number;
  brand_id: number;
  goods_name: string;
  goods_subname: string;
  goods_no: string;
  /** cents */
  price: number;
  market: number;
  stock: number;
  sale: number;
  collect: number;
  weight: string;
  freight_id: number;
  is_master: number;
  is_recommend: number;
  shape: Shape;
  /** Picture slots of the gallery, master first. */
  slots: readonly [number, number];
  /** Specifications listed in the detail text. */
  facts: ReadonlyArray<readonly [string, string]>;
  skus: CatalogSku[];
}

export interface CatalogAttr {
  id: number;
  store_id: number;
  name: string;
}

export interface CatalogSpec {
  id: number;
  attr_id: number;
  name: string;
}

export interface Catalog {
  goods: CatalogGoods[];
  attrs: CatalogAttr[];
  specs: CatalogSpec[];
}

const STORE_CODES: Readonly<Record<number, string>> = {
  1: 'QW',
  2: 'SM',
  3: 'YF',
  4: 'YJ',
  5: 'YP',
  6: 'XX',
  7: 'SX',
  8: 'YD',
  9: 'LY',
};

/** Store attributes and their values, reusing rows already seeded (store 1's 颜色 / 存储容量). */
class SpecRegistry {
  /** Rows to insert (new ones only). */
  readonly attrs: CatalogAttr[] = [];
  readonly specs: CatalogSpec[] = [];
  private readonly known: CatalogAttr[];
  private readonly knownSpecs: CatalogSpec[];
  private nextAttr: number;
  private nextSpec: number;

  constructor(existingAttrs: readonly CatalogAttr[], existingSpecs: readonly CatalogSpec[]) {
    this.known = [...existingAttrs];
    this.knownSpecs = [...existingSpecs];
    this.nextAttr = Math.max(0, ...existingAttrs.map((a) => a.id)) + 1;
    this.nextSpec = Math.max(0, ...existingSpecs.map((s) => s.id)) + 1;
  }

  spec(storeId: number, attrName: string, specName: string): CatalogSpec {
    let attr = this.known.find((a) => a.store_id === storeId && a.name === attrName);
    if (!attr) {
      attr = { id: this.nextAttr++, store_id: storeId, name: attrName };
      this.known.push(attr);
      this.attrs.push(attr);
    }
    const attrId = attr.id;
    let spec = this.knownSpecs.find((s) => s.attr_id === attrId && s.name === specName);
    if (!spec) {
      spec = { id: this.nextSpec++, attr_id: attrId, name: specName };
      this.knownSpecs.push(spec);
      this.specs.push(spec);
    }
    return spec;
  }
}

/** Every combination of the axes' value indexes, first axis slowest. */
function combinations(axes: readonly Axis[]): number[][] {
  return axes.reduce<number[][]>(
    (acc, axis) => acc.flatMap((prefix) => axis.specs.map((_, i) => [...prefix, i])),
    [[]],
  );
}

/**
 * Builds the generated goods (ids from {@link FIRST_GENERATED_GOODS_ID}), their SKUs (ids from `firstSkuId`) and
 * the store attributes/specs they need, beyond the rows the first seed already has.
 */
export function buildCatalog(opts: {
  firstSkuId: number;
  existingAttrs: readonly CatalogAttr[];
  existingSpecs: readonly CatalogSpec[];
}): Catalog {
  const rnd = seededRandom(20240531);
  const between = (lo: number, hi: number) => lo + (hi - lo) * rnd();
  const registry = new SpecRegistry(opts.existingAttrs, opts.existingSpecs);
  const goods: CatalogGoods[] = [];
  let goodsId = FIRST_GENERATED_GOODS_ID;
  let skuId = opts.firstSkuId;

  LINES.forEach((line, lineIndex) => {
    const brand = BRANDS.find((b) => b.id === line.brand);
    const n = line.models.length;
    line.models.forEach((model, i) => {
      const id = goodsId++;
      const [lo, hi] = line.price;
      const base = charm((n === 1 ? lo : lo + ((hi - lo) * i) / (n - 1)) * between(0.95, 1.05));
      const ratio = between(1.08, 1.35);
      const slot = (lineIndex + i) % PICTURE_SLOTS;
      const skus: CatalogSku[] = [];
      const axes = line.sku;
      if (axes) {
        // Registered axis by axis so each attribute's values get consecutive ids.
        const specRows = axes.map((axis) => axis.specs.map((name) => registry.spec(line.store, axis.attr, name)));
        const colourAxis = axes.findIndex((a) => a.attr === '颜色');
        for (const combo of combinations(axes)) {
          const specs = combo.flatMap((specIndex, axisIndex) => specRows[axisIndex]?.[specIndex] ?? []);
          const add = combo.reduce((sum, specIndex, axisIndex) => sum + (axes[axisIndex]?.add?.[specIndex] ?? 0), 0);
          const price = base + add * 100;
          skus.push({
            id: skuId++,
            goods_id: id,
            spec_id: specs.map((s) => s.id).join(','),
            sku_name: specs.map((s) => s.name).join(','),
            price,
            market: charm((price / 100) * ratio),
            stock: Math.round(between(10, 200)),
            slot: (slot + (colourAxis >= 0 ? (combo[colourAxis] ?? 0) : 0)) % PICTURE_SLOTS,
          });
        }
      }
      const cheapest = skus.reduce<CatalogSku | undefined>(
        (min, s) => (!min || s.price < min.price ? s : min),
        undefined,
      );
      const price = cheapest?.price ?? base;
      const market = cheapest?.market ?? charm((base / 100) * ratio);
      const stock = skus.length ? skus.reduce((sum, s) => sum + s.stock, 0) : Math.round(between(30, 2000));
      const maxSale = price < 100_00 ? 20000 : price < 1000_00 ? 6000 : 1500;
      const sale = Math.round(rnd() ** 2 * maxSale);
      const path = classPath(line.class_id);
      goods.push({
        id,
        store_id: line.store,
        class_id: line.class_id,
        brand_id: line.brand,
        goods_name: line.name.replace('{m}', model),
        goods_subname: line.subs[i % line.subs.length] ?? '',
        goods_no: `${STORE_CODES[line.store] ?? 'GD'}${String(id).padStart(5, '0')}`,
        price,
        market,
        stock,
        sale,
        collect: Math.round(sale * between(0.01, 0.08)),
        weight: line.weight.toFixed(2),
        // Free shipping on the dearer goods, the store's default template on the rest.
        freight_id: price >= 99_00 ? -1 : 0,
        // The first goods of a line always features on the home page floors.
        is_master: i === 0 || rnd() < 0.25 ? 1 : 0,
        is_recommend: rnd() < 0.4 ? 1 : 0,
        shape: line.shape,
        slots: [slot, (slot + 1) % PICTURE_SLOTS],
        facts: [
          ['品牌', brand?.name ?? ''],
          ['型号', model],
          ['分类', path.map(className).join(' > ')],
          ['重量', `${line.weight} kg`],
          ...(line.sku ?? []).map((axis) => [axis.attr, axis.specs.join(' / ')] as const),
        ],
        skus,
      });
    });
  });
  return { goods, attrs: registry.attrs, specs: registry.specs };
}
