import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@shop/i18n';
import { addBackOfficeResources } from '@shop/i18n/backoffice';
import { RankList } from './RankList.tsx';
import { Rate } from './Rate.tsx';

addBackOfficeResources(i18n);
afterEach(cleanup);

describe('dashboard widgets', () => {
  it('ranks rows in order with their money figure, and a dash for a store without sales', () => {
    render(
      <RankList
        title="店铺销售额排名"
        testId="ranking"
        items={[
          { id: 3, store_name: '青梧旗舰店', orders_count: '15533.7' },
          { id: 9, store_name: '新店', orders_count: null },
        ]}
      />,
    );
    const rows = within(screen.getByTestId('ranking')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['1青梧旗舰店￥15,533.70', '2新店-']);
    expect(screen.getByRole('heading', { name: '店铺销售额排名' })).toBeTruthy();
  });

  it('shows quantities as they are, and says when there is nothing to rank', () => {
    const { rerender } = render(
      <RankList items={[{ id: 1, goods_name: '手机', orders_count: '12' }]} figure="count" testId="r" />,
    );
    expect(screen.getByTestId('r').textContent).toBe('1手机12');
    rerender(<RankList items={[]} testId="r" />);
    expect(screen.getByTestId('r').textContent).toBe('暂无数据');
  });

  it('marks a rate up (red) when the figure grew or held and down (green) when it fell', () => {
    render(
      <>
        <Rate label="周同比" value={12.5} testId="up" />
        <Rate label="日同比" value={-3} testId="down" />
      </>,
    );
    expect(screen.getByTestId('up')).toHaveProperty('textContent', '周同比  12.50%');
    expect(screen.getByTestId('up').dataset.direction).toBe('up');
    expect(screen.getByTestId('down').dataset.direction).toBe('down');
    expect(screen.getByTestId('down').className).toContain('dash-down');
  });
});
