import type { ReactNode } from 'react';
import './phone.css';

export interface CardProps {
  /** Left of the title row, e.g. an order number or a store name. */
  title?: ReactNode;
  /** Right of the title row, e.g. a status. */
  extra?: ReactNode;
  children: ReactNode;
  /** Actions, right-aligned, wrapping onto more rows when they do not fit. */
  footer?: ReactNode;
  testId?: string;
}

/**
 * One white card of a `CardList`: title row, body, footer of actions. It never grows wider than the list, and
 * long words (order numbers, English texts) break instead of overflowing.
 */
export function Card({ title, extra, children, footer, testId }: CardProps) {
  return (
    <li className="phone-card" data-testid={testId}>
      {(title !== undefined || extra !== undefined) && (
        <div className="phone-card-head">
          <div className="phone-card-title">{title}</div>
          {extra !== undefined && <div className="phone-card-extra">{extra}</div>}
        </div>
      )}
      <div className="phone-card-body">{children}</div>
      {footer !== undefined && <div className="phone-card-foot">{footer}</div>}
    </li>
  );
}
