import { describe, expect, it } from 'vitest';
import {
  areaPath,
  isCoordinate,
  joinImages,
  leafPaths,
  splitImages,
  tabPayload,
  tabValues,
  TAB_FIELDS,
} from './store-settings.ts';

describe('picture lists', () => {
  it('read arrays or comma-joined text, blanks dropped', () => {
    expect(splitImages('/a.png,, /b.png ')).toEqual(['/a.png', '/b.png']);
    expect(splitImages(['/a.png', '', 3])).toEqual(['/a.png']);
    expect(splitImages(null)).toEqual([]);
    expect(joinImages(['/a.png', '/b.png'])).toBe('/a.png,/b.png');
  });
});

describe('tabPayload', () => {
  const values = {
    store_name: ' Tea house ',
    store_logo: '/logo.png',
    store_slide: ['/a.png', '/b.png'],
    store_mobile_slide: [],
    area: [1, 2, 3],
    store_address: 'Road 1',
    store_lat: '39.9',
    store_lng: '116.4',
    after_sale_service: '<p>7 days</p>##qingwuit##[]',
  };

  it("sends only the tab's fields", () => {
    expect(Object.keys(tabPayload('basic', values))).toEqual([...TAB_FIELDS.basic]);
    expect(tabPayload('basic', values)).toMatchObject({
      store_name: 'Tea house',
      store_logo: '/logo.png',
      store_mobile: '',
    });
    expect(tabPayload('service', values)).toEqual({ after_sale_service: '<p>7 days</p>##qingwuit##[]' });
  });

  it('joins the slides with commas', () => {
    expect(tabPayload('slides', values)).toEqual({ store_slide: '/a.png,/b.png', store_mobile_slide: '' });
  });

  it('sends the area as its id path, and leaves it out when none is chosen', () => {
    expect(tabPayload('address', values)).toEqual({
      area: [1, 2, 3],
      store_address: 'Road 1',
      store_lat: '39.9',
      store_lng: '116.4',
    });
    expect(tabPayload('address', { ...values, area: [] })).not.toHaveProperty('area');
  });
});

describe('tabValues', () => {
  it('starts the form from the loaded store', () => {
    const store = {
      store_slide: ['/a.png'],
      store_mobile_slide: [],
      area: [1, 0, 3],
      store_address: null,
      store_lat: 39.9,
    };
    expect(tabValues('slides', store)).toEqual({ store_slide: ['/a.png'], store_mobile_slide: [] });
    expect(tabValues('address', store)).toEqual({ area: [1, 3], store_address: '', store_lat: '39.9', store_lng: '' });
  });
});

describe('coordinates and areas', () => {
  it('accept blanks and numbers within bounds', () => {
    expect(isCoordinate('', 90)).toBe(true);
    expect(isCoordinate('39.853106', 90)).toBe(true);
    expect(isCoordinate('-116.344857', 180)).toBe(true);
    expect(isCoordinate('91', 90)).toBe(false);
    expect(isCoordinate('abc', 180)).toBe(false);
  });

  it('keep positive integer ids of an area path', () => {
    expect(areaPath(['1', 2, 0, 'x'])).toEqual([1, 2]);
    expect(areaPath('1,2')).toEqual([]);
  });
});

describe('leafPaths', () => {
  it('lists every leaf of the class tree as its path of names', () => {
    const tree = [
      {
        id: 2,
        name: 'Food',
        children: [
          {
            id: 8,
            name: 'Tea',
            children: [
              { id: 26, name: 'Green' },
              { id: 27, name: 'Black' },
            ],
          },
        ],
      },
      { id: 3, name: 'Home', children: [] },
    ];
    expect(leafPaths(tree)).toEqual(['Food / Tea / Green', 'Food / Tea / Black', 'Home']);
    expect(leafPaths({ code: 500 })).toEqual([]);
  });
});
