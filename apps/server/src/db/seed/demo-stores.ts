/**
 * The demo stores beyond store 1 (demo.ts): eight open, approved shops in several cities, two applications
 * waiting for review and one rejected, each owned by its own demo account; plus the shoppers who wrote the
 * demo reviews. Area ids are real `areas` ids (province / city / district), coordinates lie in that district.
 */
import type { Shape } from './images.ts';

export interface DemoAccount {
  id: number;
  /** Username and phone. */
  phone: string;
  nickname: string;
}

export interface DemoStore {
  id: number;
  owner: DemoAccount;
  name: string;
  /** Latin word mark drawn on the banners; `initials` on the logo. */
  en: string;
  initials: string;
  shape: Shape;
  /** [background, foreground] of the logo and banners. */
  colors: readonly [string, string];
  description: string;
  company: string;
  area: readonly [number, number, number];
  area_info: string;
  address: string;
  lat: string;
  lng: string;
  license_no: string;
  legal_person: string;
  id_card_no: string;
  emergency_contact: string;
  emergency_phone: string;
  /** 1 open, 0 closed (applications). */
  status: number;
  /** 4 approved, 2 waiting for review, 3 rejected. */
  verify: number;
  refuse_info?: string;
  /** Level-3 categories applied for (open stores get the categories of their goods as well). */
  classes: readonly number[];
  /** Days since the store was created. */
  age: number;
}

const account = (id: number, phone: string, nickname: string): DemoAccount => ({ id, phone, nickname });

/** Open stores 2-9 (owners 13600000002-13600000009), applications 10-12 (owners 13600000010-13600000012). */
export const DEMO_STORES: readonly DemoStore[] = [
  {
    id: 2,
    owner: account(10, '13600000002', '数码港老陈'),
    name: '数码港官方旗舰店',
    en: 'DIGITAL PORT',
    initials: 'DP',
    shape: 'phone',
    colors: ['#ede9fe', '#6d28d9'],
    description: '手机、耳机、智能手表与影音数码，官方正品，顺丰包邮，支持以旧换新。',
    company: '上海数码港电子商务有限公司',
    area: [829, 830, 832],
    area_info: '上海市 市辖区 徐汇区',
    address: '漕溪北路88号 数码大厦 15楼',
    lat: '31.188523',
    lng: '121.436525',
    license_no: '91310104MA1FL00002',
    legal_person: '陈立',
    id_card_no: '310104198805120012',
    emergency_contact: '陈敏',
    emergency_phone: '13600001002',
    status: 1,
    verify: 4,
    classes: [],
    age: 320,
  },
  {
    id: 3,
    owner: account(11, '13600000003', '云帆小周'),
    name: '云帆电脑办公专营店',
    en: 'YUNFAN PC',
    initials: 'YF',
    shape: 'laptop',
    colors: ['#e0f2fe', '#0369a1'],
    description: '笔记本、台式机、显示器、键鼠外设与打印办公设备，企业采购可开专票。',
    company: '深圳云帆科技有限公司',
    area: [2058, 2082, 2085],
    area_info: '广东省 深圳市 南山区',
    address: '科技园南区高新南一道9号',
    lat: '22.533013',
    lng: '113.930476',
    license_no: '91440300MA5G000003',
    legal_person: '周帆',
    id_card_no: '440305199002030013',
    emergency_contact: '周云',
    emergency_phone: '13600001003',
    status: 1,
    verify: 4,
    classes: [],
    age: 290,
  },
  {
    id: 4,
    owner: account(12, '13600000004', '悦家王姐'),
    name: '悦家电器旗舰店',
    en: 'YUEJIA HOME',
    initials: 'YJ',
    shape: 'washer',
    colors: ['#ccfbf1', '#0f766e'],
    description: '空调、冰箱、洗衣机、厨房小家电一站购齐，大件送装一体，全国联保。',
    company: '广州悦家电器销售有限公司',
    area: [2058, 2059, 2063],
    area_info: '广东省 广州市 天河区',
    address: '天河路208号 天河城写字楼 21层',
    lat: '23.132134',
    lng: '113.325712',
    license_no: '91440106MA59000004',
    legal_person: '王悦',
    id_card_no: '440106198511110024',
    emergency_contact: '王家',
    emergency_phone: '13600001004',
    status: 1,
    verify: 4,
    classes: [],
    age: 260,
  },
  {
    id: 5,
    owner: account(13, '13600000005', '衣品Lily'),
    name: '衣品服饰旗舰店',
    en: 'YIPIN STYLE',
    initials: 'YP',
    shape: 'shirt',
    colors: ['#e0e7ff', '#4338ca'],
    description: '原创设计男女装与休闲鞋，每周上新，支持7天无理由退换，运费险护航。',
    company: '杭州衣品服饰有限公司',
    area: [968, 969, 974],
    area_info: '浙江省 杭州市 西湖区',
    address: '文三路478号 华星时代广场 A座',
    lat: '30.277302',
    lng: '120.125541',
    license_no: '91330106MA2H000005',
    legal_person: '李品',
    id_card_no: '330106199207070025',
    emergency_contact: '李衣',
    emergency_phone: '13600001005',
    status: 1,
    verify: 4,
    classes: [],
    age: 230,
  },
  {
    id: 6,
    owner: account(14, '13600000006', '鲜享掌柜'),
    name: '鲜享食品专营店',
    en: 'FRESHJOY FOODS',
    initials: 'FJ',
    shape: 'snack',
    colors: ['#ecfccb', '#4d7c0f'],
    description: '坚果零食、茗茶咖啡、米面粮油，产地直采，当季新货，满99包邮。',
    company: '成都鲜享食品贸易有限公司',
    area: [2478, 2479, 2483],
    area_info: '四川省 成都市 武侯区',
    address: '天府大道北段1700号 环球中心 W6区',
    lat: '30.642157',
    lng: '104.043202',
    license_no: '91510107MA6C000006',
    legal_person: '张鲜',
    id_card_no: '510107198703030036',
    emergency_contact: '张享',
    emergency_phone: '13600001006',
    status: 1,
    verify: 4,
    classes: [],
    age: 200,
  },
  {
    id: 7,
    owner: account(15, '13600000007', '书香阁主'),
    name: '书香阁图书专营店',
    en: 'BOOKHOUSE',
    initials: 'BH',
    shape: 'book',
    colors: ['#ffe4e6', '#9f1239'],
    description: '文学名著、少儿读物、计算机技术图书，正版保障，塑封发货。',
    company: '南京书香阁文化传播有限公司',
    area: [847, 848, 852],
    area_info: '江苏省 南京市 鼓楼区',
    address: '中山北路105号 书香大厦 3楼',
    lat: '32.066237',
    lng: '118.769184',
    license_no: '91320106MA1M000007',
    legal_person: '赵书',
    id_card_no: '320106199104040047',
    emergency_contact: '赵香',
    emergency_phone: '13600001007',
    status: 1,
    verify: 4,
    classes: [],
    age: 170,
  },
  {
    id: 8,
    owner: account(16, '13600000008', '运动达人阿飞'),
    name: '运动派户外旗舰店',
    en: 'MOTION OUTDOOR',
    initials: 'MO',
    shape: 'tent',
    colors: ['#dcfce7', '#166534'],
    description: '跑鞋、运动服、露营装备与健身器材，专业户外品牌，装备齐全。',
    company: '武汉运动派体育用品有限公司',
    area: [1786, 1787, 1794],
    area_info: '湖北省 武汉市 洪山区',
    address: '珞喻路1037号 光谷广场 B座',
    lat: '30.507352',
    lng: '114.398127',
    license_no: '91420111MA4K000008',
    legal_person: '孙飞',
    id_card_no: '420111199306060058',
    emergency_contact: '孙动',
    emergency_phone: '13600001008',
    status: 1,
    verify: 4,
    classes: [],
    age: 140,
  },
  {
    id: 9,
    owner: account(17, '13600000009', '丽颜小美'),
    name: '丽颜美妆旗舰店',
    en: 'LUMI BEAUTY',
    initials: 'LB',
    shape: 'jar',
    colors: ['#fce7f3', '#be185d'],
    description: '护肤精华、洁面防晒与个人护理，品牌直供，假一赔十，下单赠小样。',
    company: '深圳丽颜化妆品有限公司',
    area: [2058, 2082, 2084],
    area_info: '广东省 深圳市 福田区',
    address: '深南大道6008号 特区报业大厦 12楼',
    lat: '22.540503',
    lng: '114.054872',
    license_no: '91440304MA5H000009',
    legal_person: '林颜',
    id_card_no: '440304199508080069',
    emergency_contact: '林丽',
    emergency_phone: '13600001009',
    status: 1,
    verify: 4,
    classes: [],
    age: 110,
  },
  {
    id: 10,
    owner: account(18, '13600000010', '极客老张'),
    name: '极客数码工作室',
    en: 'GEEK LAB',
    initials: 'GL',
    shape: 'headphones',
    colors: ['#f1f5f9', '#334155'],
    description: '专注手机配件与蓝牙耳机，自有工厂，品质可控。',
    company: '北京极客智造科技有限公司',
    area: [1, 2, 8],
    area_info: '北京市 市辖区 海淀区',
    address: '中关村大街27号 中关村大厦 9层',
    lat: '39.983424',
    lng: '116.316833',
    license_no: '91110108MA01000010',
    legal_person: '张极',
    id_card_no: '110108199201010070',
    emergency_contact: '张客',
    emergency_phone: '13600001010',
    status: 0,
    verify: 2,
    classes: [51, 52, 53],
    age: 2,
  },
  {
    id: 11,
    owner: account(19, '13600000011', '茶舍小林'),
    name: '江南茶舍',
    en: 'JIANGNAN TEA',
    initials: 'JN',
    shape: 'leaf',
    colors: ['#f0fdf4', '#15803d'],
    description: '自有茶园，龙井、白茶、红茶产地直发。',
    company: '杭州江南茶业有限公司',
    area: [968, 969, 975],
    area_info: '浙江省 杭州市 滨江区',
    address: '江南大道3850号 创意大厦 6楼',
    lat: '30.208216',
    lng: '120.211937',
    license_no: '91330108MA2J000011',
    legal_person: '林茶',
    id_card_no: '330108199010100081',
    emergency_contact: '林舍',
    emergency_phone: '13600001011',
    status: 0,
    verify: 2,
    classes: [79, 80],
    age: 1,
  },
  {
    id: 12,
    owner: account(20, '13600000012', '潮流阿May'),
    name: '潮流服饰小店',
    en: 'TREND',
    initials: 'TR',
    shape: 'dress',
    colors: ['#fef3c7', '#b45309'],
    description: '日韩潮流女装，每日上新。',
    company: '广州潮流服饰商行',
    area: [2058, 2059, 2066],
    area_info: '广东省 广州市 番禺区',
    address: '市桥街大北路88号',
    lat: '22.938582',
    lng: '113.384129',
    license_no: '92440113MA5K000012',
    legal_person: '梅潮',
    id_card_no: '440113199612120092',
    emergency_contact: '梅流',
    emergency_phone: '13600001012',
    status: 0,
    verify: 3,
    refuse_info: '营业执照照片模糊且经营范围不含服装零售，请上传清晰的营业执照后重新提交。',
    classes: [70, 74],
    age: 6,
  },
];

/** Shoppers who wrote the demo reviews (usernames 13500000001-13500000006). */
export const DEMO_REVIEWERS: readonly DemoAccount[] = [
  account(21, '13500000001', '阿杰'),
  account(22, '13500000002', '晓雯'),
  account(23, '13500000003', '大鹏'),
  account(24, '13500000004', '小鹿同学'),
  account(25, '13500000005', '老王'),
  account(26, '13500000006', '婷婷'),
];
