import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCollectives,
  adminCoupons,
  adminSeckills,
  sellerCollectives,
  sellerSeckills,
} from '@shop/contract/resources/promotions';
import { i18n } from '@shop/i18n';
import { addBackOfficeResources } from '@shop/i18n/backoffice';
import { SIDEBAR_WIDTH } from '@shop/ui/console/ConsoleLayout';
import { ACTIONS_WIDTH, SELECTION_WIDTH, tableMinWidth } from '@shop/ui/crud-table';
import { statusItems } from '@shop/ui/widgets/status-map';
import {
  COUPON_LOG_STATUS_TAG,
  COUPON_STATE_TAG,
  FlashPrice,
  PROMOTION_STATUS,
  STOP_STATE,
  StatusCell,
  Threshold,
  PercentOff,
  WithPerUser,
  isStopped,
  promotionColumns,
  promotionViewFields,
  soldPercent,
} from './promotion-columns.tsx';

addBackOfficeResources(i18n);
beforeAll(() => i18n.changeLanguage('zh-cn'));
afterEach(cleanup);

describe('promotion vocabularies', () => {
  it('every label of every map is translated in both languages', () => {
    for (const map of [PROMOTION_STATUS, STOP_STATE, COUPON_STATE_TAG, COUPON_LOG_STATUS_TAG]) {
      for (const { label } of statusItems(map)) {
        for (const lng of ['zh-cn', 'en']) expect(i18n.exists(label, { lng }), `${lng} ${label}`).toBe(true);
      }
    }
  });

  it('reads the stop flag whatever form it arrives in', () => {
    expect(isStopped({ stopped: 1 })).toBe(true);
    expect(isStopped({ stopped: '1' })).toBe(true);
    expect(isStopped({ stopped: true })).toBe(true);
    expect(isStopped({ stopped: 0 })).toBe(false);
    expect(isStopped({})).toBe(false);
  });
});

describe('status cell', () => {
  it('shows the status in its colour, and the platform stop under it only when stopped', async () => {
    const { rerender } = render(<StatusCell row={{ status: 1, stopped: 0 }} />);
    expect(screen.getByTestId('promotion-status').textContent).toBe('进行中');
    expect(screen.getByTestId('promotion-status').className).toContain('arco-tag-green');
    expect(screen.queryByTestId('promotion-stopped')).toBeNull();

    rerender(<StatusCell row={{ status: 2, stopped: 1 }} />);
    expect(screen.getByTestId('promotion-status').textContent).toBe('已结束');
    expect(screen.getByTestId('promotion-stopped').textContent).toBe('平台已停止');

    await i18n.changeLanguage('en');
    rerender(<StatusCell row={{ status: 0, stopped: 1 }} />);
    expect(screen.getByTestId('promotion-status').textContent).toBe('Not started');
    expect(screen.getByTestId('promotion-stopped').textContent).toBe('Stopped by platform');
    await i18n.changeLanguage('zh-cn');
  });

  it('shows no minimum for a zero threshold and no percent for a zero discount', () => {
    render(
      <>
        <span data-testid="a">
          <Threshold value="0.00" />
        </span>
        <span data-testid="b">
          <Threshold value="99.00" />
        </span>
        <span data-testid="c">
          <PercentOff value="0.00" />
        </span>
        <span data-testid="d">
          <PercentOff value="20.00" />
        </span>
      </>,
    );
    expect(screen.getByTestId('a').textContent).toBe('无门槛');
    expect(screen.getByTestId('b').textContent).toBe('￥99.00');
    expect(screen.getByTestId('c').textContent).toBe('-');
    expect(screen.getByTestId('d').textContent).toBe('减 20%');
  });
});

describe('sold / quota', () => {
  it('is the share of the quota sold, bounded to 0-100', () => {
    expect(soldPercent(3, 10)).toBe(30);
    expect(soldPercent('10', '10')).toBe(100);
    expect(soldPercent(12, 10)).toBe(100);
    expect(soldPercent(0, 10)).toBe(0);
    expect(soldPercent(5, 0)).toBe(0);
  });
});

describe('promotionColumns', () => {
  const values = (columns: { value: string }[]) => columns.map((c) => c.value);

  it('shows end, stop, sold, percent and limit inside other columns, and exports them as columns of their own', () => {
    const { columns, exportExtra } = promotionColumns(sellerSeckills, 'seckills');
    expect(values(columns)).toEqual(['goods_master_image', 'goods_name', 'price', 'quota', 'start_time', 'status']);
    expect(values(exportExtra)).toEqual(['discount', 'sold', 'per_user', 'end_time', 'stopped']);
    // Exported through the dictionary (labels, not codes), without the cell renderer.
    const stopped = exportExtra.find((c) => c.value === 'stopped');
    expect(stopped).toMatchObject({ type: 'dict_tag', dict: 'stopped' });
    expect(stopped && 'render' in stopped).toBe(false);
  });

  it("puts the Admin's store first", () => {
    expect(values(promotionColumns(adminCoupons, 'coupons').columns)[0]).toBe('store_name');
    expect(values(promotionColumns(adminSeckills, 'seckills').columns).slice(0, 3)).toEqual([
      'store_name',
      'goods_master_image',
      'goods_name',
    ]);
  });

  it('keeps the stop column of group buys, which have no status', () => {
    const { columns, exportExtra } = promotionColumns(sellerCollectives, 'collectives');
    expect(values(columns)).toContain('stopped');
    expect(exportExtra).toEqual([]);
  });

  it('adds the store to the View dialog of the overviews only', () => {
    expect(values(promotionViewFields('coupons', true))[0]).toBe('store_name');
    expect(values(promotionViewFields('coupons'))).not.toContain('store_name');
  });
});

describe('the Admin overviews at 1280 px', () => {
  // What the crud table gets beside the 200 px menu: the main area's and the card's padding (16 and 20 px a side).
  const ROOM = 1280 - SIDEBAR_WIDTH - 2 * 16 - 2 * 20;
  const values = (columns: { value: string }[]) => columns.map((c) => c.value);

  it.each([
    ['coupons', adminCoupons],
    ['seckills', adminSeckills],
    ['collectives', adminCollectives],
  ] as const)('%s: every column fits beside the actions, none under them', (kind, descriptor) => {
    const { columns } = promotionColumns(descriptor, kind);
    expect(tableMinWidth([...columns, { width: ACTIONS_WIDTH }], SELECTION_WIDTH)).toBeLessThanOrEqual(ROOM);
    expect(values(columns)).toContain(kind === 'collectives' ? 'stopped' : 'status');
  });

  it('puts the percent off under a flash price and the per-person limit under the count, in both languages', async () => {
    render(
      <>
        <FlashPrice row={{ price: '1259.00', discount: '19.24' }} />
        <WithPerUser row={{ per_user: 2 }} resource="seckills" main="37 / 100" />
      </>,
    );
    expect(screen.getByTestId('promotion-price').textContent).toBe('￥1259.00减 19.24%');
    expect(screen.getByTestId('promotion-per-user').textContent).toBe('37 / 100每人限购 2');
    cleanup();
    await i18n.changeLanguage('en');
    render(
      <>
        <FlashPrice row={{ price: '0.00', discount: '35.00' }} />
        <WithPerUser row={{ per_user: 1 }} resource="coupons" main="150" />
      </>,
    );
    expect(screen.getByText('35% off')).toBeTruthy();
    expect(screen.queryByTestId('promotion-price')).toBeNull();
    expect(screen.getByTestId('promotion-per-user').textContent).toBe('150Per shopper 1');
    await i18n.changeLanguage('zh-cn');
  });
});
