import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createReduxStore } from '@shop/api/redux-store';
import { i18n } from '@shop/i18n';
import { addBackOfficeResources } from '@shop/i18n/backoffice';
import { installFakeApi, ok, type FakeApi } from '@shop/ui/crud/testing/fake-api';
import type { CrudRow } from '@shop/ui/crud/types';
import { PromotionForm, type PromotionField } from './PromotionForm.tsx';

addBackOfficeResources(i18n);
let api: FakeApi | undefined;
beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
});

function Store({ children }: { children: React.ReactNode }) {
  const [store] = useState(() => createReduxStore('seller'));
  return <Provider store={store}>{children}</Provider>;
}

/** Types into an input as a person does: the change, then leaving it (a date picker takes Enter first). */
function type(input: HTMLElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

const COUPON: PromotionField[] = [
  { name: 'name', control: 'text', required: true, max: 30 },
  { name: 'money', control: 'money', required: true },
  { name: 'stock', control: 'int', required: true },
  { name: 'per_user', control: 'int', required: true },
  { name: 'start_time', control: 'datetime', required: true },
  { name: 'end_time', control: 'datetime', required: true },
];

const SECKILL: PromotionField[] = [
  { name: 'goods_id', control: 'goods', required: true, span: 24 },
  { name: 'sku_id', control: 'sku', span: 24 },
  { name: 'price', control: 'money' },
  { name: 'discount', control: 'percent' },
  { name: 'quota', control: 'int', required: true },
  { name: 'per_user', control: 'int', required: true },
  { name: 'start_time', control: 'datetime', required: true },
  { name: 'end_time', control: 'datetime', required: true },
];

describe('PromotionForm', () => {
  it('labels its inputs, names each problem under its field and sends nothing until all is right', async () => {
    const submit = vi.fn((_payload: CrudRow) => Promise.resolve(true));
    render(
      <Store>
        <PromotionForm kind="coupons" fields={COUPON} onSubmit={submit} onCancel={() => undefined} />
      </Store>,
    );
    // The e2e fills the form by these labels: each names the real input.
    const input = (label: RegExp) => {
      const el = screen.getByLabelText(label);
      expect(el.tagName).toBe('INPUT');
      return el;
    };

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    // Per shopper starts at 1; the other five are empty.
    await waitFor(() => expect(screen.getAllByText('Cannot be empty.')).toHaveLength(5));

    type(input(/Coupon name/), 'Spring');
    type(input(/Amount off/), '10000000');
    type(input(/Copies left/), '100');
    type(input(/Per shopper/), '2');
    type(input(/Starts at/), '2030-01-02 10:00:00');
    type(input(/Ends at/), '2030-01-01 10:00:00');
    await waitFor(() => expect(screen.getByText('The end time must be after the start time.')).toBeTruthy());
    expect(screen.getByText(/above 0 and at most 9999999/)).toBeTruthy();

    // Moving the start before the end clears the end's message without touching the end.
    type(input(/Starts at/), '2029-12-31 10:00:00');
    type(input(/Amount off/), '10');
    await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(0));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toEqual({
      name: 'Spring',
      money: '10.00',
      use_money: '0.00',
      stock: 100,
      per_user: 2,
      content: '',
      start_time: '2029-12-31 10:00:00',
      end_time: '2030-01-01 10:00:00',
    });
  }, 30_000);

  it("edits a flash sale against its goods: the goods shown, the quota kept above sold, the price below the goods'", async () => {
    api = installFakeApi((req) =>
      req.path === '/api/Seller/goods/7'
        ? ok({
            id: 7,
            goods_name: 'Green tea',
            goods_master_image: '',
            goods_price: '30.00',
            skuList: [{ id: 11, sku_name: ['250g'], goods_price: '25.00' }],
          })
        : undefined,
    );
    const submit = vi.fn((_payload: CrudRow) => Promise.resolve(true));
    const record = {
      id: 4,
      goods_id: 7,
      goods_name: 'Green tea',
      sku_id: 0,
      price: '0.00',
      discount: '20.00',
      quota: 10,
      sold: 6,
      per_user: 1,
      start_time: '2030-01-01 10:00:00',
      end_time: '2030-01-02 10:00:00',
      status: 0,
      stopped: 0,
    };
    render(
      <Store>
        <PromotionForm kind="seckills" fields={SECKILL} record={record} onSubmit={submit} onCancel={() => undefined} />
      </Store>,
    );
    await waitFor(() => expect(screen.getByTestId('promotion-goods-name').textContent).toBe('Green tea'));
    expect(screen.getByTestId('promotion-sku').textContent).toContain('Every SKU');
    // The unused flash price stays empty, so the percent off reads as the one that applies.
    expect(screen.getByLabelText<HTMLInputElement>(/Flash price/).value).toBe('');

    type(screen.getByLabelText(/Quota/), '5');
    // Every SKU: the flash price must be below the cheapest of the goods and its SKUs.
    type(screen.getByLabelText(/Flash price/), '25');
    await waitFor(() => expect(screen.getByText('The quota cannot be below the 6 units already sold.')).toBeTruthy());
    expect(screen.getByText('The flash price must be below the normal price ￥25.00.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    type(screen.getByLabelText(/Quota/), '8');
    type(screen.getByLabelText(/Flash price/), '19.9');
    await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(0));
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toEqual({
      goods_id: 7,
      sku_id: 0,
      price: '19.90',
      discount: '0.00',
      quota: 8,
      per_user: 1,
      start_time: '2030-01-01 10:00:00',
      end_time: '2030-01-02 10:00:00',
    });
  }, 30_000);
});
