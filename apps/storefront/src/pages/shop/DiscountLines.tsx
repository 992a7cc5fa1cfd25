import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscountLine } from '@shop/contract/promotions';
import { showsRuleName, shownDiscounts } from './promotions.ts';
import './promotions.css';

export interface DiscountLinesProps {
  /** A checkout group or an order: its `discounts`, and `coupon_money` for an answer without them. */
  source: { discounts?: readonly DiscountLine[] | null; coupon_money?: string };
  /** Test id of each name (`<testId>-name`) and amount (`<testId>-money`); both carry `data-kind`. */
  testId: string;
  /** The elements of a pair: `dt`/`dd` inside a `<dl>`, spans inside a two-column grid. */
  as?: 'dl' | 'grid';
}

/**
 * One label/amount pair per discount (kind, the rule's name for full reductions and coupons, "-¥x.xx"), as
 * siblings of the freight and total pairs of the checkout group, the pay page's order and the order page. Renders
 * nothing without a discount.
 */
export function DiscountLines({ source, testId, as = 'grid' }: DiscountLinesProps) {
  const { t } = useTranslation();
  const Label = as === 'dl' ? 'dt' : 'span';
  const Value = as === 'dl' ? 'dd' : 'span';
  return shownDiscounts(source).map((line, i) => (
    // A keyed fragment: the pairs stay direct children of the grid or the list.
    <Fragment key={i}>
      <Label className="discount-line__name" data-kind={line.kind} data-testid={`${testId}-name`}>
        <span className="discount-line__kind">{t(`shop.promo.kinds.${line.kind}`)}</span>
        {showsRuleName(line) && (
          <span className="discount-line__rule" title={line.name}>
            {line.name}
          </span>
        )}
      </Label>
      <Value className="discount-line__money" data-kind={line.kind} data-testid={`${testId}-money`}>
        {t('shop.promo.minus', { money: line.money })}
      </Value>
    </Fragment>
  ));
}
