import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { createReduxStore } from '../redux-store.ts';
import { contentApi } from './content.ts';
import { asStoreApplication, storesApi, type StoreApplicationInput } from './stores.ts';
import { richTextHtml } from '@shop/contract/rich-text-dom';

const ok = (data: unknown) => ({ body: { code: 200, msg: 'ok', data } });

describe('asStoreApplication', () => {
  it('reads "no store" ([] or a row without id) as null', () => {
    expect(asStoreApplication([])).toBeNull();
    expect(asStoreApplication({ store_name: 'x' })).toBeNull();
  });

  it('normalises ids, class paths (array or JSON text) and missing texts', () => {
    const store = asStoreApplication({
      id: '5',
      store_name: '店',
      area: ['1', 2, 0, 'x'],
      class_id: '[["1","2","3"],[]]',
      store_verify: '3',
      store_refuse_info: '资料不全',
    });
    expect(store).toMatchObject({
      id: 5,
      store_name: '店',
      store_logo: '',
      area: [1, 2],
      class_id: [[1, 2, 3]],
      store_verify: 3,
      store_refuse_info: '资料不全',
    });
    expect(asStoreApplication({ id: 1, class_id: 'not json' })?.class_id).toEqual([]);
  });
});

describe('store application calls', () => {
  it('GET /store with "store not join." is null; PUT /store sends area and class paths in bracket form', async () => {
    const server = fakeServer({ 'GET /api/store': { body: { code: 200, msg: 'store not join.', data: [] } } });
    const store = createReduxStore('home');
    expect(await store.dispatch(storesApi.endpoints.myStore.initiate()).unwrap()).toBeNull();

    const blank = {
      store_logo: '',
      store_company_name: '',
      store_address: '',
      business_license: '',
      business_license_no: '',
      legal_person: '',
      store_phone: '',
      id_card_no: '',
      id_card_t: '',
      id_card_b: '',
      emergency_contact: '',
      emergency_contact_phone: '',
    };
    const input: StoreApplicationInput = {
      ...blank,
      store_name: '店',
      area: [1, 2, 3],
      province_id: 1,
      city_id: 2,
      region_id: 3,
      class_id: [
        [1, 5, 10],
        [1, 5, 11],
      ],
    };
    await store.dispatch(storesApi.endpoints.saveStore.initiate(input)).unwrap();
    await store.dispatch(storesApi.endpoints.joinStore.initiate()).unwrap();
    const put = server.seen.find((seen) => seen.method === 'PUT');
    const join = server.seen.find((seen) => seen.uri === '/api/store/join');
    expect(put?.method).toBe('PUT');
    expect(put?.uri).toBe('/api/store');
    expect(put?.form).toEqual({
      ...blank,
      store_name: '店',
      area: ['1', '2', '3'],
      province_id: '1',
      city_id: '2',
      region_id: '3',
      class_id: [
        ['1', '5', '10'],
        ['1', '5', '11'],
      ],
    });
    expect(join?.method).toBe('POST');
    expect(join?.uri).toBe('/api/store/join');
  });

  it('reads the agreement, whose HTML half the page renders', async () => {
    fakeServer({ 'GET /api/agreements/agreement': ok({ name: '用户协议', content: '<p>hi</p>##qingwuit##[]' }) });
    const store = createReduxStore('home');
    const text = await store.dispatch(contentApi.endpoints.agreement.initiate('agreement')).unwrap();
    expect(text).toEqual({ name: '用户协议', content: '<p>hi</p>##qingwuit##[]' });
    expect(richTextHtml(text.content)).toBe('<p>hi</p>');
  });
});
