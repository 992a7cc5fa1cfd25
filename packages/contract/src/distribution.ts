/**
 * Three-level referral commissions (distribution). The buyer's inviter earns level 1, the inviter's inviter level 2,
 * the next one up level 3; each level's rate is a percentage of the line total the buyer paid (qwshop multiplied by
 * the percentage number itself: fixed).
 */

/** `distribution_logs.status`: 0 waiting for settlement, 1 credited to the beneficiary, 2 cancelled (refunded order). */
export const DISTRIBUTION_LOG_STATUS = { pending: 0, paid: 1, cancelled: 2 } as const;
export type DistributionLogStatus = (typeof DISTRIBUTION_LOG_STATUS)[keyof typeof DISTRIBUTION_LOG_STATUS];

/** `name` of a log per level (1..3), as qwshop writes them. */
export const DISTRIBUTION_LEVEL_NAMES = ['一级分销', '二级分销', '三级分销'] as const;

/** Money log name of a credited commission (qwshop's `会员分销`). */
export const DISTRIBUTION_MONEY_LOG = '会员分销';

/** Rates a store may set: each level 0..100 percent, and together at most 100 (a sale never pays out more than it took). */
export const DISTRIBUTION_LIMITS = { maxRate: 100, maxTotalRate: 100 } as const;

/** A Seller plan row (DistributionCollection, plus goods_id for the edit form). */
export interface DistributionItem {
  id: number;
  goods_id: number;
  goods_name: string;
  /** Thumbnail `_300`. */
  goods_master_image: string;
  /** Percent, '10.00'. */
  lev_1: string;
  lev_2: string;
  lev_3: string;
  created_at: string;
}

/** A commission log (DistributionLogCollection) as the three areas list it. */
export interface DistributionLogItem {
  id: number;
  /** 一级分销 / 二级分销 / 三级分销. */
  name: string;
  user_id: number;
  store_id: number;
  store_name: string;
  /** The buyer's nickname (username when blank). */
  nickname: string;
  /** The beneficiary's nickname (username when blank). */
  beneficiary: string;
  order_id: number;
  order_no: string;
  /** The order line's total, '100.00'. */
  goods_price: string;
  /** The rate, percent. */
  lev: string;
  /** The amount the commission was computed on (the line's share of what the buyer paid). */
  money: string;
  commission: string;
  status: DistributionLogStatus;
  created_at: string;
}

/** A member of the shopper's team (`GET /api/user/distributions`): never a password or a balance. */
export interface TeamMember {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  inviter_id: number;
  login_time: string | null;
  last_login_time: string | null;
  created_at: string | null;
}
