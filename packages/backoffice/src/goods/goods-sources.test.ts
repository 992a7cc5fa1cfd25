import { describe, expect, it } from 'vitest';
import { attrRows, brandRows, classTree, freightRows, goodsSourcePlan, listRows } from './goods-sources.ts';

describe('goodsSourcePlan', () => {
  it('the Seller reads its store classes, templates and attributes; the Admin the platform classes only', () => {
    expect(goodsSourcePlan('/Seller', 'seller')).toEqual({
      goods: '/Seller/goods',
      classes: 'store',
      brands: { path: '/Seller/goods_brands', search: { isAll: true } },
      freights: true,
      attrs: { path: '/Seller/goods_attrs', search: { isAll: true, isWith: 'specs' } },
    });
    expect(goodsSourcePlan('/Admin', 'admin')).toEqual({
      goods: '/Admin/goods',
      classes: 'platform',
      brands: { path: '/Admin/goods_brands', search: { isAll: true } },
      freights: false,
      attrs: undefined,
    });
  });
});

describe('answers', () => {
  it('reads arrays and pages alike and skips junk', () => {
    expect(listRows([{ id: 1 }, 'x', null])).toEqual([{ id: 1 }]);
    expect(listRows({ data: [{ id: 2 }], total: 1 })).toEqual([{ id: 2 }]);
    expect(listRows('<html>')).toEqual([]);
    expect(brandRows([{ id: '3', name: '青梧' }, { name: 'no id' }])).toEqual([{ id: 3, name: '青梧' }]);
  });

  it('builds the class tree with empty children for leaves', () => {
    expect(classTree([{ id: 1, name: 'a', children: [{ id: 2, name: 'b' }] }])).toEqual([
      { id: 1, name: 'a', children: [{ id: 2, name: 'b', children: [] }] },
    ]);
  });

  it('offers the area templates by id, not the default one (freight_id 0 stands for it)', () => {
    expect(
      freightRows([
        { id: 7, name: '默认运费', is_type: 0 },
        { id: 8, name: '偏远地区', is_type: 1 },
      ]),
    ).toEqual([{ id: 8, name: '偏远地区' }]);
  });

  it('reads the attributes with their spec rows', () => {
    expect(attrRows([{ id: 1, name: '颜色', specs: [{ id: 5, attr_id: 1, name: '红' }] }])).toEqual([
      { id: 1, name: '颜色', specs: [{ id: 5, name: '红' }] },
    ]);
  });
});
