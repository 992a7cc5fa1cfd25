import { describe, expect, it } from 'vitest';
import type { AuditChanges } from '@shop/contract/audit';
import { RESOURCES } from '@shop/contract/resources';
import type { Translator } from '@shop/ui/fields/label';
import { changeLabels, parseChanges, summary } from './changes.ts';

const texts: Record<string, string> = {
  'resources.audit_logs.resources.configs': '系统配置',
  'resources.configs.web.web_name': '网站名称',
  'resources.configs.pay.mch_id': '商户ID',
  'resources.configs.tabs.wechatmp': '微信公众号',
  'resources.goods_brands.fields.name': '品牌名称',
};
const tr: Translator = { exists: (key) => key in texts, t: (key) => texts[key] ?? key };
const action = (a: string) => ({ create: '新增', update: '修改', delete: '删除' })[a] ?? a;

const changes: AuditChanges = {
  records: [
    {
      resource: 'configs',
      action: 'update',
      id: '1',
      name: 'web_name',
      fields: [{ field: 'web_name', from: '青梧商城', to: '审计商城' }],
    },
    {
      resource: 'configs',
      action: 'update',
      id: '15',
      name: 'pay',
      fields: [{ field: 'pay.wechatmp.mch_id', from: '', to: '1900000109' }],
    },
    {
      resource: 'goods_brands',
      action: 'update',
      id: '7',
      name: '青梧',
      fields: [{ field: 'name', from: 'a', to: 'b' }],
    },
  ],
  more: 2,
};

describe('the audit trail page', () => {
  it('reads the stored changes, and nothing from a row without', () => {
    expect(parseChanges(JSON.stringify(changes))).toEqual(changes);
    expect(parseChanges('')).toEqual({ records: [], more: 0 });
    expect(parseChanges('not json')).toEqual({ records: [], more: 0 });
  });

  it('says which record and which fields changed, in the interface language, instead of the route', () => {
    const labels = changeLabels(RESOURCES, 'admin', 'zh-cn', tr);
    expect(summary(changes, labels, action)).toBe(
      '修改 系统配置 #1 web_name: 网站名称; 修改 系统配置 #15 pay: 微信公众号 · 商户ID; 修改 品牌管理 #7 青梧: 品牌名称; +2',
    );
    const en = changeLabels(RESOURCES, 'admin', 'en', { exists: () => false, t: (k) => k });
    expect(en.resource(changes.records[2]!)).toBe('Brands');
    expect(en.field(changes.records[1]!, 'pay.wechatmp.mch_id')).toBe('pay.wechatmp.mch_id');
  });
});
