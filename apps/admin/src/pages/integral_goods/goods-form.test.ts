import { describe, expect, it } from 'vitest';
import { statusEntry } from '@shop/ui/widgets/status-map';
import { flag, formValues, goodsFormErrors, payload, pictureList, RECOMMEND_TAGS } from './goods-form.ts';

describe('points goods form', () => {
  it('reads pictures from a list or a comma list, without blanks or repeats', () => {
    expect(pictureList(['/a.png', ' /b.png ', '/a.png', ''])).toEqual(['/a.png', '/b.png']);
    expect(pictureList('/a.png,,/b.png')).toEqual(['/a.png', '/b.png']);
    expect(pictureList(undefined)).toEqual([]);
  });

  it('reads flags whatever their wire form', () => {
    expect([true, 1, '1', 'true'].map(flag)).toEqual([1, 1, 1, 1]);
    expect([false, 0, '0', 'false', null, undefined].map(flag)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('loads a record as the form edits it (the shelf boolean as 1/0)', () => {
    const values = formValues({ id: 3, goods_images: ['/a.png'], goods_status: false, goods_master_image: '/a.png' });
    expect(values).toMatchObject({ id: 3, goods_images: ['/a.png'], goods_status: 0, goods_master_image: '/a.png' });
    expect(formValues()).toMatchObject({ goods_images: [], goods_status: 1, is_recommend: 0 });
  });

  it('writes pictures as a comma list with a main picture among them', () => {
    const body = payload({ goods_images: ['/a.png', '/b.png'], goods_master_image: '/b.png', goods_status: true });
    expect(body).toMatchObject({ goods_images: '/a.png,/b.png', goods_master_image: '/b.png', goods_status: 1 });
    // A main picture that was removed passes to the first one left.
    expect(payload({ goods_images: ['/a.png'], goods_master_image: '/gone.png' }).goods_master_image).toBe('/a.png');
    expect(payload({ goods_images: [] }).goods_master_image).toBe('');
  });

  it('needs a picture and a points price above 0', () => {
    expect(goodsFormErrors({ goods_images: [], goods_price: 0 })).toEqual({
      goods_images: { key: 'picturesRequired' },
      goods_price: { key: 'pricePositive' },
    });
    expect(goodsFormErrors({ goods_images: ['/a.png'], goods_price: '' })).toEqual({
      goods_price: { key: 'pricePositive' },
    });
    expect(goodsFormErrors({ goods_images: ['/a.png'], goods_price: 100 })).toEqual({});
  });

  it('tags the recommendation', () => {
    expect(statusEntry(RECOMMEND_TAGS, true)?.label).toBe('resources.integral_goods.recommend.1');
    expect(statusEntry(RECOMMEND_TAGS, 0)?.color).toBe('gray');
  });
});
