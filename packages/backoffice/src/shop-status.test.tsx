import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { statusEntry, statusItems } from '@shop/ui/widgets/status-map';
import { GOODS_STATUS, STORE_STATUS, STORE_VERIFY } from './shop-status.ts';
import { StatusMapTag, statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';
import { i18n } from '@shop/i18n';
import { addBackOfficeResources } from '@shop/i18n/backoffice';

addBackOfficeResources(i18n);
afterEach(cleanup);

describe('status maps', () => {
  it('finds a state whether the code arrives as a number, a string or a boolean', () => {
    expect(statusEntry(STORE_VERIFY, 4)).toBe(STORE_VERIFY[4]);
    expect(statusEntry(STORE_VERIFY, ' 2 ')).toBe(STORE_VERIFY[2]);
    expect(statusEntry(STORE_STATUS, true)).toBe(STORE_STATUS[1]);
    expect(statusEntry(STORE_STATUS, false)).toBe(STORE_STATUS[0]);
  });

  it('has no state for unknown, blank or object values', () => {
    expect(statusEntry(STORE_VERIFY, 0)).toBeUndefined();
    expect(statusEntry(STORE_VERIFY, '')).toBeUndefined();
    expect(statusEntry(STORE_VERIFY, null)).toBeUndefined();
    expect(statusEntry(STORE_VERIFY, { code: 4 })).toBeUndefined();
    expect(statusEntry(STORE_VERIFY, 'toString')).toBeUndefined();
  });

  it('lists the states as options with numeric values and label keys', () => {
    expect(statusItems(STORE_VERIFY)).toEqual([
      { label: 'resources.shop_status.store_verify.1', value: 1 },
      { label: 'resources.shop_status.store_verify.2', value: 2 },
      { label: 'resources.shop_status.store_verify.3', value: 3 },
      { label: 'resources.shop_status.store_verify.4', value: 4 },
    ]);
    expect(statusDict('goods_status', GOODS_STATUS)).toEqual({
      name: 'goods_status',
      items: statusItems(GOODS_STATUS),
    });
  });

  it('every label key of every map is translated in both languages', () => {
    for (const map of [STORE_VERIFY, STORE_STATUS, GOODS_STATUS]) {
      for (const { label } of statusItems(map)) {
        for (const lng of ['zh-cn', 'en']) expect(i18n.exists(label, { lng }), `${lng} ${label}`).toBe(true);
      }
    }
  });
});

describe('StatusMapTag', () => {
  it("shows the state's translated label in its colour", async () => {
    await i18n.changeLanguage('en');
    render(<StatusMapTag map={STORE_VERIFY} value="3" data-testid="tag" />);
    const tag = screen.getByTestId('tag');
    expect(tag.textContent).toBe('Verification denied');
    expect(tag.className).toContain('arco-tag-red');
    await i18n.changeLanguage('zh-cn');
  });

  it("shows '-' for an unknown code", () => {
    render(<StatusMapTag map={GOODS_STATUS} value={7} data-testid="tag" />);
    expect(screen.getByTestId('tag').textContent).toBe('-');
  });

  it('a status column renders the tag and exports through its dictionary', () => {
    const column = statusColumn('goods_status', GOODS_STATUS, { width: 90 });
    expect(column).toMatchObject({ value: 'goods_status', type: 'dict_tag', dict: 'goods_status', width: 90 });
    render(<>{column.render?.({ goods_status: 1 }, 1)}</>);
    expect(screen.getByText('上架')).toBeTruthy();
  });
});
