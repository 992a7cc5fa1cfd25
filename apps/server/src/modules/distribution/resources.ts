/**
 * The back offices' distribution resources: a store's per-goods plans (read and written only for its own store and
 * goods) and the commission logs, read only (Seller: its own store's; Admin: every store's).
 */
import { adminDistributionLogs, sellerDistributionLogs, sellerDistributions } from '@shop/contract/resources';
import { distributionLogs, distributions, goods, stores } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';
import { formatted, logRows, planRows } from './rows.ts';
import { planRules } from './rules.ts';

const goodsRelation = {
  table: goods,
  kind: 'belongsTo',
  local: 'goods_id',
  foreign: 'id',
  search: ['goods_name'],
} as const;

const storeRelation = {
  table: stores,
  kind: 'belongsTo',
  local: 'store_id',
  foreign: 'id',
  search: ['store_name'],
} as const;

/** No spreadsheet import: every plan goes through its form and its checks. */
export const sellerDistributionsResource = defineResource({
  descriptor: sellerDistributions,
  table: distributions,
  verbs: ['index', 'show', 'store', 'update', 'destroy'],
  relations: { goods: goodsRelation },
  format: formatted(planRows),
  hooks: { beforeWrite: planRules },
});

export const sellerDistributionLogsResource = defineResource({
  descriptor: sellerDistributionLogs,
  table: distributionLogs,
  verbs: ['index'],
  relations: { store: storeRelation },
  format: formatted(logRows),
});

export const adminDistributionLogsResource = defineResource({
  descriptor: adminDistributionLogs,
  table: distributionLogs,
  verbs: ['index'],
  relations: { store: storeRelation },
  format: formatted(logRows),
});
