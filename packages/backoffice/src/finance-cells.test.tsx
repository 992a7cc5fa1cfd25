import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@shop/i18n';
import { addBackOfficeResources } from '@shop/i18n/backoffice';
import { CashStatus, Commission, CommissionLevel, points, yuan } from './finance-cells.tsx';

addBackOfficeResources(i18n);
beforeAll(() => i18n.changeLanguage('en'));
afterEach(cleanup);

describe('money and points as the back offices show them', () => {
  it('writes amounts with ￥ and two decimals, points without decimals', () => {
    expect(yuan('12.5')).toBe('￥12.50');
    expect(yuan(0)).toBe('￥0.00');
    expect(yuan('')).toBe('-');
    expect(yuan('abc')).toBe('-');
    expect(points('300.00')).toBe('300');
    expect(points('12.50')).toBe('12.5');
    expect(points(undefined)).toBe('-');
  });
});

describe('finance cells', () => {
  it("names qwshop's Chinese commission levels in the page's language, and keeps an unknown name", () => {
    render(
      <>
        <CommissionLevel name="二级分销" />|<CommissionLevel name="特别奖励" />
      </>,
    );
    expect(screen.getByText('Level 2|特别奖励')).toBeTruthy();
  });

  it('shows a commission with its rate and base, and a refusal with its reason', () => {
    render(<Commission row={{ commission: '4.4', lev: '10.00', money: '44' }} />);
    expect(screen.getByText('￥4.40')).toBeTruthy();
    expect(screen.getByText('10.00% of ￥44.00')).toBeTruthy();
    render(<CashStatus row={{ id: 3, cash_status: 2, refuse_info: 'Wrong card' }} />);
    expect(screen.getByTestId('cash-status-3').textContent).toBe('Refused');
    expect(screen.getByText('Wrong card')).toBeTruthy();
  });
});
